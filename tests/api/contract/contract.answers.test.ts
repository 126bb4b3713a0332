import { beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Ajv, type ValidateFunction } from 'ajv';
import { docs } from '../../../server/http/docs';
import { checkDeclaredAnswers } from '../../../server/http/answerCheck';
import type { RouteEntry } from '../../../server/context';
import { DataOf } from '#domain/records/envelope';
import { FleetRecord } from '#domain/records/fleet';
import { testAppPerFile, type DemoKey } from '../testApp';
import type { Samples } from './samples';

/**
 * The contract: every route declares its answers (the 2xx body and the error shape) from
 * src/domain/records, so Fastify serialises them with its compiled serialiser (dropping any field not
 * declared) and the OpenAPI document is complete; and what each route really answers, to each kind of
 * user, matches what it declares.
 */
const t = testAppPerFile();

const apiRoutes = (): RouteEntry[] =>
  t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
const declares = (route: RouteEntry) =>
  Object.keys(route.answers).some((status) => /^2\d\d$/.test(status)) &&
  '4xx' in route.answers &&
  '5xx' in route.answers;
const name = (route: RouteEntry) => `${route.method} ${route.url}`;

describe('every route declares its answers', () => {
  it('each route names its 2xx answer and the error shape', () => {
    expect(apiRoutes().length).toBeGreaterThan(200);
    expect(
      apiRoutes()
        .filter((route) => !declares(route))
        .map(name),
    ).toEqual([]);
  });

  it('the OpenAPI document carries each declared answer', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    for (const route of apiRoutes().filter(declares)) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const responses = document.paths[path]?.[route.method.toLowerCase()]?.responses ?? {};
      expect(Object.keys(responses), name(route)).toEqual(
        expect.arrayContaining([...Object.keys(route.answers).filter((s) => /^2/.test(s)), '4XX', '5XX']),
      );
    }
  });
});

describe('an undeclared field never reaches the wire', () => {
  const fleet: FleetRecord = {
    id: 1,
    partnerId: 5,
    partnerName: 'Tariq Transport',
    name: 'Night shuttles',
    description: null,
    vehicleCount: 0,
    vehicleIds: [],
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    version: 1,
  };

  it('a handler answering a password hash, a token and an internal column sends only the declared fields', async () => {
    const app = Fastify();
    app.get(
      '/leaky',
      { schema: docs({ tags: [], summary: 'leaky', public: true, answer: DataOf(FleetRecord) }) },
      async () => ({
        data: { ...fleet, passwordHash: '$argon2id$secret', refreshToken: 'r.t', internalNote: 'never' },
      }),
    );
    const res = await app.inject({ method: 'GET', url: '/leaky' });
    expect(res.json()).toEqual({ data: fleet });
    expect(res.body).not.toMatch(/argon2|r\.t|never/);
  });

  it('in the tests and journeys a declaration that would drop or coerce what the handler answered is a 500 naming the field', async () => {
    const app = Fastify({ logger: false });
    checkDeclaredAnswers(app);
    app.get(
      '/forgetful',
      { schema: docs({ tags: [], summary: 'forgetful', public: true, answer: DataOf(FleetRecord) }) },
      async () => ({
        data: { ...fleet, partnerName: 'kept', brandNewField: 'the portal reads this', vehicleCount: null },
      }),
    );
    app.get(
      '/faithful',
      { schema: docs({ tags: [], summary: 'faithful', public: true, answer: DataOf(FleetRecord) }) },
      async () => ({ data: fleet }),
    );
    const res = await app.inject({ method: 'GET', url: '/forgetful' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(
      /GET \/forgetful.*\$\.data\.vehicleCount: answered null, sent 0.*\$\.data\.brandNewField: answered "the portal reads this", sent undefined/,
    );
    expect((await app.inject({ method: 'GET', url: '/faithful' })).json()).toEqual({ data: fleet });
  });

  it('a real record answers exactly its declared fields', async () => {
    const { token } = await t.login('csr');
    const first = (await t.as(token, 'GET', '/api/fleets')).json().data.content[0] as Record<string, unknown>;
    expect(Object.keys(first).sort()).toEqual(Object.keys(FleetRecord.properties).sort());
  });
});

describe('what the declared routes answer matches what they declare, for every kind of user', () => {
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  const compiled = new Map<unknown, ValidateFunction>();
  const validatorOf = (schema: unknown) =>
    compiled.get(schema) ?? compiled.set(schema, ajv.compile(schema as object)).get(schema)!;
  const USERS = ['csr', 'shipperA', 'broker', 'partner', 'driver'] as const;
  const tokens: Partial<Record<DemoKey, string>> = {};
  const samples: Samples = Object.assign(
    {},
    ...Object.values(import.meta.glob<Samples>('./samples/*.ts', { eager: true, import: 'default' })),
  );
  const urls = new Map<RouteEntry, string>();
  /** Which routes answered some user a 2xx: a walk that only ever met errors proves nothing. */
  const succeeded = new Set<string>();

  const firstIds = new Map<string, Promise<number>>();
  const firstId = (listUrl: string) => {
    if (!firstIds.has(listUrl))
      firstIds.set(
        listUrl,
        t.as(tokens.csr!, 'GET', listUrl).then((res) => res.json().data.content[0].id as number),
      );
    return firstIds.get(listUrl)!;
  };
  /** A route's sample, or its pattern with :id the first id of the list above it. */
  const concreteUrl = async (route: RouteEntry) => {
    const sample = samples[name(route)];
    if (sample) return sample({ t, csrToken: tokens.csr!, firstId });
    const [list] = route.url.split('/:id');
    return route.url.includes(':id') ? route.url.replace(':id', String(await firstId(list!))) : route.url;
  };
  const gets = () => apiRoutes().filter((route) => route.method === 'GET' && declares(route) && !isFile(route));

  beforeAll(async () => {
    for (const who of USERS) tokens[who] = (await t.login(who)).token;
    for (const route of gets()) urls.set(route, await concreteUrl(route));
  });

  it.each(USERS)('as %s', async (who) => {
    expect(gets().length).toBeGreaterThan(0);
    for (const route of gets()) {
      const res = await t.as(tokens[who]!, 'GET', urls.get(route)!);
      const schema = route.answers[String(res.statusCode)] ?? route.answers[`${String(res.statusCode)[0]}xx`];
      expect(schema, `${name(route)} as ${who} answered ${res.statusCode}, which it does not declare`).toBeDefined();
      const validate = validatorOf(schema);
      expect(validate(res.json()), `${name(route)} as ${who}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      if (res.statusCode < 300) succeeded.add(name(route));
    }
  });

  it('every declared GET route answered some user a success', () => {
    expect(
      gets()
        .map(name)
        .filter((route) => !succeeded.has(route)),
    ).toEqual([]);
  });
});

/** A download declares its media types, not a JSON body. */
const isFile = (route: RouteEntry) =>
  Object.values(route.answers).some((answer) => typeof answer === 'object' && answer !== null && 'content' in answer);
