import { beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Ajv, type ValidateFunction } from 'ajv';
import { docs } from '../../server/http/docs';
import type { RouteEntry } from '../../server/context';
import { DataOf } from '../../src/domain/records/envelope';
import { FleetRecord } from '../../src/domain/records/fleet';
import { testAppPerFile, type DemoKey } from './testApp';

/**
 * The contract: every route declares its answers (the 2xx body and the error shape) from
 * src/domain/records, so Fastify serialises them with its compiled serialiser (dropping any field not
 * declared) and the OpenAPI document is complete; and what each route really answers, to each kind of
 * user, matches what it declares.
 */
const t = testAppPerFile();

/** Areas whose every route declares its answers; the rest of the API is being declared area by area. */
const DECLARED_AREAS = ['/api/drivers', '/api/driver-vehicle-type', '/api/vehicles', '/api/fleets', '/api/fuelPump', '/api/tyres', '/api/locations', '/api/location'];
/** Routes still answering undeclared: this only goes down (a new route must declare its answers). */
const UNDECLARED_LEFT = 195;

const apiRoutes = (): RouteEntry[] => t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
const declares = (route: RouteEntry) => Object.keys(route.answers).some((status) => /^2\d\d$/.test(status)) && '4xx' in route.answers && '5xx' in route.answers;
const inDeclaredArea = (route: RouteEntry) => DECLARED_AREAS.some((area) => route.url === area || route.url.startsWith(`${area}/`));
const name = (route: RouteEntry) => `${route.method} ${route.url}`;

describe('every route declares its answers', () => {
  it('each route of a declared area names its 2xx answer and the error shape; the undeclared rest only shrinks', () => {
    expect(apiRoutes().filter((route) => inDeclaredArea(route) && !declares(route)).map(name)).toEqual([]);
    expect(apiRoutes().filter((route) => !declares(route)).length).toBe(UNDECLARED_LEFT);
  });

  it('the OpenAPI document carries each declared answer', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    for (const route of apiRoutes().filter(declares)) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const responses = document.paths[path]?.[route.method.toLowerCase()]?.responses ?? {};
      expect(Object.keys(responses), name(route)).toEqual(expect.arrayContaining([...Object.keys(route.answers).filter((s) => /^2/.test(s)), '4XX', '5XX']));
    }
  });
});

describe('an undeclared field never reaches the wire', () => {
  const fleet: FleetRecord = { id: 1, partnerId: 5, partnerName: 'Tariq Transport', name: 'Night shuttles', description: null, vehicleCount: 0, vehicleIds: [], createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(), version: 1 };

  it('a handler answering a password hash, a token and an internal column sends only the declared fields', async () => {
    const app = Fastify();
    app.get('/leaky', { schema: docs({ tags: [], summary: 'leaky', public: true, answer: DataOf(FleetRecord) }) }, async () => ({
      data: { ...fleet, passwordHash: '$argon2id$secret', refreshToken: 'r.t', internalNote: 'never' },
    }));
    const res = await app.inject({ method: 'GET', url: '/leaky' });
    expect(res.json()).toEqual({ data: fleet });
    expect(res.body).not.toMatch(/argon2|r\.t|never/);
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
  const validatorOf = (schema: unknown) => compiled.get(schema) ?? compiled.set(schema, ajv.compile(schema as object)).get(schema)!;
  const tokens: Partial<Record<DemoKey, string>> = {};
  /** An id of each area's records (read as staff), for the routes that name one. */
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    for (const who of ['csr', 'shipperA', 'broker', 'partner', 'driver'] as const) tokens[who] = (await t.login(who)).token;
    for (const area of ['/api/drivers', '/api/vehicles', '/api/fleets', '/api/fuelPump', '/api/tyres', '/api/locations']) ids[area] = (await t.as(tokens.csr!, 'GET', area)).json().data.content[0].id;
  });

  const concreteUrl = (route: RouteEntry) => {
    const area = DECLARED_AREAS.find((a) => route.url === a || route.url.startsWith(`${a}/`))!;
    if (area === '/api/driver-vehicle-type') return `${route.url}?driverId=${ids['/api/drivers']}`;
    return route.url.replace(':id', String(ids[area]));
  };

  it.each(['csr', 'shipperA', 'broker', 'partner', 'driver'] as const)('as %s', async (who) => {
    const gets = apiRoutes().filter((route) => route.method === 'GET' && inDeclaredArea(route));
    expect(gets.length).toBeGreaterThan(0);
    for (const route of gets) {
      const res = await t.as(tokens[who]!, 'GET', concreteUrl(route));
      const schema = route.answers[String(res.statusCode)] ?? route.answers[`${String(res.statusCode)[0]}xx`];
      expect(schema, `${name(route)} as ${who} answered ${res.statusCode}, which it does not declare`).toBeDefined();
      const validate = validatorOf(schema);
      expect(validate(res.json()), `${name(route)} as ${who}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });
});
