import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '#domain/limits';
import { MESSAGES } from '#domain/messages';
import { RESOURCE_REGISTRY } from '#domain/resourceRegistry';
import { changedTables, databaseChecksum, type DatabaseChecksum } from './checksum';
import {
  invalidCase,
  maybeValidCase,
  oversizedCase,
  oversizedUploadCase,
  type RequestCase,
  type RouteContext,
} from './requestCases';
import { writeRoutes, type WriteRoute } from './writeRoutes';
import { testAppPerFile } from '../testApp';

/**
 * Bad input: every write route, taken from Fastify's route table with the schemas it
 * documents, gets generated bad input as the CSR admin (every permission: the guard never answers
 * first) and, for a sample, as a shipper. Every answer must be a 4xx in the error shape, never a
 * 5xx, and a 4xx must write nothing: a checksum of every table is taken around each batch.
 *
 * Valid payloads would legitimately write, so cases come in two kinds (reliability/requestCases.ts):
 * `invalid` ones are broken by construction (a documented field off its schema, a wrong path id,
 * malformed JSON, an unsupported content type, an oversized body, garbage uploads): only a 4xx is
 * right, and a whole batch of them must leave every table as it was. `maybeValid` ones are hostile
 * but may be acceptable (documented-valid bodies full of NUL, emoji, markup and boundary numbers; junk
 * sent to a route that takes no body): each is checksummed on its own, a 2xx may write, a 4xx may not.
 *
 * RELIABILITY_SEED=<n> replays a run; RELIABILITY_RUNS scales the number of generated cases.
 */
const t = testAppPerFile();

const SEED = Number(process.env.RELIABILITY_SEED ?? Date.now() % 2_147_483_647);
const SCALE = Number(process.env.RELIABILITY_RUNS ?? 1);
const RUNS = {
  staff: { invalid: Math.round(24 * SCALE), maybeValid: Math.round(3 * SCALE) },
  shipper: { invalid: Math.round(5 * SCALE), maybeValid: 1 },
};
const SPEC_TEXTS: string[] = Object.values(MESSAGES);
/** A SPEC text, or one with the record it is about added (`${MESSAGES.unknownPayment}: 12`). */
const isSpecText = (message: string) => SPEC_TEXTS.some((text) => message === text || message.includes(text));

type Who = 'csr' | 'shipperA';
const tokens = {} as Record<Who, string>;
let routes: WriteRoute[] = [];
/** An existing record's id by the URL prefix of the routes that name it, most specific prefix first. */
let realIds: [RegExp, string][] = [];
let driverUserId = '1';

const stats = {
  routes: new Set<string>(),
  requests: 0,
  invalid: 0,
  maybeValid: 0,
  accepted: 0,
  sessionsRenewed: 0,
  statuses: new Map<number, number>(),
  kinds: new Map<string, number>(),
  failures: [] as string[],
};
const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/** Records the registry's resources do not list (documents, bids), by the URL prefix of the routes that name them. */
const UNLISTED_ID_SOURCES: [RegExp, string][] = [
  [/^\/api\/shipment-template\//, 'select max(id) from shipment_templates'],
  [/^\/api\/shipment-document\//, 'select max(id) from documents where shipment_id is not null'],
  [/^\/api\/bookingDocument\//, 'select max(id) from documents where booking_id is not null'],
  [/^\/api\/driverDocument\//, 'select max(id) from documents where driver_id is not null'],
  [/^\/api\/vehicleDocument\//, 'select max(id) from documents where vehicle_id is not null'],
  [/^\/api\/userDocument\//, 'select max(id) from documents where user_id is not null'],
  [/^\/api\/invoice-document\//, 'select max(id) from documents where invoice_id is not null'],
  [/^\/api\/bid\//, 'select max(id) from bids'],
  [/^\/api\/driver-vehicle-type\//, 'select max(id) from drivers'],
];
/** Registry resources whose list's first record must not be fuzzed. */
const CHOSEN_ID_SOURCES: Record<string, string> = {
  // Never the admin's own role: a valid edit there would take the permissions this suite needs.
  roles:
    "select max(id) from roles where id not in (select role_id from users where email = 'csr@example.com' and role_id is not null)",
};
/** Someone else's account (the demo driver's) for :userId: a block or delete there disturbs no caller. */
const DRIVER_USER = "select id as max from users where email = 'driver@example.com'";

async function queryId(query: string): Promise<string> {
  const rows = ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: { max: number | null }[] }).rows;
  return String(rows[0]?.max ?? 1);
}

const idFrom = async ([pattern, query]: [RegExp, string]): Promise<[RegExp, string]> => [pattern, await queryId(query)];

/** For each resource of the portal's registry, the first record its list shows the CSR admin. */
async function registryIds(): Promise<[RegExp, string][]> {
  const routes = RESOURCE_REGISTRY.flatMap((entry) => (entry.route ? [{ name: entry.name, ...entry.route }] : []));
  routes.sort((a, b) => b.path.length - a.path.length);
  return Promise.all(
    routes.map(async ({ name, path, listPath }): Promise<[RegExp, string]> => {
      const pattern = new RegExp(`^/api${path.replace(/[/.]/g, '\\$&')}/`);
      if (CHOSEN_ID_SOURCES[name]) return idFrom([pattern, CHOSEN_ID_SOURCES[name]]);
      const res = await t.app.inject({
        url: `/api${listPath ?? path}?page=0&size=1`,
        headers: { authorization: `Bearer ${tokens.csr}` },
      });
      const data = res.json().data as { content?: { id: number }[] } | { id: number }[];
      const first = Array.isArray(data) ? data[0] : data.content?.[0];
      return [pattern, String(first?.id ?? 1)];
    }),
  );
}

function realParams(route: WriteRoute): Record<string, string> {
  const params: Record<string, string> = {
    name: 'THEME',
    statusCode: '2',
    phone: '03001234567',
    userId: driverUserId,
  };
  const id = realIds.find(([pattern]) => pattern.test(route.url))?.[1] ?? '1';
  params.id = id;
  if (route.url.startsWith('/api/demand-adda/')) params.userId = id;
  return params;
}

beforeAll(async () => {
  for (const who of ['csr', 'shipperA'] as const) tokens[who] = (await t.login(who)).token;
  realIds = [...(await registryIds()), ...(await Promise.all(UNLISTED_ID_SOURCES.map(idFrom)))];
  driverUserId = await queryId(DRIVER_USER);
  // Deletions last: what they remove may be named by the routes before them.
  routes = writeRoutes(t.app).sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
});

async function send(who: Who, route: WriteRoute, c: RequestCase): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { authorization: `Bearer ${tokens[who]}` };
  if (c.contentType) headers['content-type'] = c.contentType;
  const res = await t.app.inject({ method: route.method, url: c.url, headers, payload: c.payload });
  // What an accepted request queued is sent now, not during the next checksum's window.
  await t.drainOutbox();
  stats.requests += 1;
  stats[c.expectation] += 1;
  bump(stats.statuses, res.statusCode);
  bump(stats.kinds, c.kind);
  return res;
}

/** What is wrong with an answer, or undefined: no 5xx, a 4xx for invalid input, and every 4xx in the one error shape. */
function problemWith(res: LightMyRequestResponse, c: RequestCase): string | undefined {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400)
    return c.expectation === 'invalid' ? `accepted with ${res.statusCode}: ${res.body.slice(0, 200)}` : undefined;
  let body: { message?: unknown; error?: unknown; statusCode?: unknown };
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} without a JSON body: ${res.body.slice(0, 200)}`;
  }
  const messages = [body.message].flat();
  if (
    !messages.length ||
    !messages.every((m) => typeof m === 'string' && m.length > 0) ||
    typeof body.error !== 'string' ||
    body.statusCode !== res.statusCode
  ) {
    return `${res.statusCode} not in the error shape: ${res.body.slice(0, 200)}`;
  }
  const notSpec = (messages as string[]).filter((message) => !isSpecText(message));
  if (notSpec.length)
    return `${res.statusCode} with a text that is not SPEC's (src/domain/messages.ts): ${notSpec.join(' | ')}`;
  return undefined;
}

const describeCase = (route: WriteRoute, c: RequestCase) => {
  const payload =
    c.payload === undefined
      ? ''
      : typeof c.payload === 'string'
        ? c.payload.slice(0, 300)
        : `<${c.payload.length} bytes>`;
  return `${route.method} ${c.url.slice(0, 160)} [${c.kind}; ${c.contentType ?? 'no content type'}] ${payload}`;
};

function fail(who: Who, route: WriteRoute, problem: string) {
  stats.failures.push(`${who} ${route.method} ${route.url}: ${problem} (RELIABILITY_SEED=${SEED})`);
}

/** The caller's token still works (a junk body may have been a valid logout); a new login otherwise. */
async function ensureSession(who: Who) {
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/auth/user/me',
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
  if (me.statusCode === 401) {
    tokens[who] = (await t.login(who)).token;
    stats.sessionsRenewed += 1;
  }
}

let seedOffset = 0;
const nextSeed = () => (SEED + 7_919 * ++seedOffset) % 2_147_483_647;

/** One route: a batch of invalid cases around one checksum, then maybe-valid cases each checksummed on its own. */
async function fuzzRoute(
  who: Who,
  route: WriteRoute,
  runs: { invalid: number; maybeValid: number },
  fixedCases: RequestCase[],
) {
  stats.routes.add(`${route.method} ${route.url}`);
  const ctx: RouteContext = { route, realParams: realParams(route) };
  await ensureSession(who);
  const before = await databaseChecksum(t.database.db);
  const sent: string[] = [];
  const check = async (c: RequestCase) => {
    const res = await send(who, route, c);
    sent.push(`${res.statusCode} ${describeCase(route, c)}`);
    const problem = problemWith(res, c);
    if (problem) fail(who, route, `${problem} ← ${describeCase(route, c)}`);
  };
  for (const c of fixedCases) await check(c);
  await fc.assert(
    fc.asyncProperty(invalidCase(ctx), async (c) => {
      await check(c);
    }),
    { numRuns: runs.invalid, seed: nextSeed(), endOnFailure: true },
  );
  const after = await databaseChecksum(t.database.db);
  const changed = changedTables(before, after);
  if (changed.length)
    fail(who, route, `invalid input changed ${changed.join(', ')}; answers were:\n    ${sent.join('\n    ')}`);

  let current: DatabaseChecksum = after;
  await fc.assert(
    fc.asyncProperty(maybeValidCase(ctx), async (c) => {
      const res = await send(who, route, c);
      const problem = problemWith(res, c);
      if (problem) fail(who, route, `${problem} ← ${describeCase(route, c)}`);
      const next = await databaseChecksum(t.database.db);
      if (res.statusCode < 300) stats.accepted += 1;
      else if (changedTables(current, next).length)
        fail(
          who,
          route,
          `${res.statusCode} but changed ${changedTables(current, next).join(', ')} ← ${describeCase(route, c)}`,
        );
      current = next;
    }),
    { numRuns: runs.maybeValid, seed: nextSeed(), endOnFailure: true },
  );
}

describe('bad input on every write route', () => {
  it('enumerates the write routes with their documented schemas', () => {
    expect(routes.length).toBeGreaterThan(100);
    const documented = routes.filter((r) => r.body);
    expect(documented.length).toBeGreaterThan(70);
    expect(routes.filter((r) => r.upload).length).toBeGreaterThan(5);
  });

  it('as the CSR admin: every route, 4xx in the error shape, 0 × 5xx, nothing written by a 4xx', async () => {
    for (const route of routes) {
      const ctx: RouteContext = { route, realParams: realParams(route) };
      const fixed = [oversizedCase(ctx, t.app.initialConfig.bodyLimit ?? 1_048_576)];
      if (route.upload) fixed.push(oversizedUploadCase(ctx, DOCUMENT_MAX_BYTES + 1));
      await fuzzRoute('csr', route, RUNS.staff, fixed);
    }
    expect(stats.failures).toEqual([]);
  }, 600_000);

  it('as a shipper: the same on a sample (every other route), with fewer cases', async () => {
    for (const route of routes.filter((_, index) => index % 2 === 0))
      await fuzzRoute('shipperA', route, RUNS.shipper, []);
    expect(stats.failures).toEqual([]);
  }, 300_000);
});

afterAll(() => {
  const top = (map: Map<string | number, number>) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).map(([key, n]) => `${key}: ${n}`);
  console.log(
    [
      `bad input (seed ${SEED}, scale ${SCALE}): ${stats.routes.size} write routes covered, ${stats.requests} requests`,
      `  ${stats.invalid} invalid by construction, ${stats.maybeValid} hostile but possibly valid (${stats.accepted} of them accepted)`,
      `  failures: ${stats.failures.length}; sessions renewed after a valid logout: ${stats.sessionsRenewed}`,
      `  statuses: ${top(stats.statuses).join(', ')}`,
      `  cases: ${top(stats.kinds).join(', ')}`,
      ...stats.failures.slice(0, 40).map((f) => `  FAIL ${f}`),
    ].join('\n'),
  );
});
