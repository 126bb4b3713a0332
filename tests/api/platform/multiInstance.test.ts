import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { environmentFromEnv } from '../../../server/environment';
import { DEMO_PASSWORD } from '../../../server/db/seed-data/demo';
import { EXTRA_USERS } from '../../../server/db/seed-data/people';
import { MESSAGES } from '#domain/messages';
import { BLOCK_REASONS } from '#domain/schemas/users';
import { BLOCK_STATUS } from '#domain/userTypes';
import { createStorage, startChildServer, type ChildServer, type ServerStorage } from '../reliability/childServer';
import { DEMO, LOGIN_ROUTE, SECRETS, type DemoKey } from '../testApp';
import { openEventStream } from '../live/eventStreams';
import { TAGGING_ORIGIN } from '#domain/shipments';

/*
 * Many API instances over one PostgreSQL behave as one: two real server processes (the compiled
 * server, as `npm start` runs it) on two ports over ONE database, driven over HTTP. A session ended, a user blocked,
 * a password changed, a login budget spent, a refresh token rotated or an Idempotency-Key claimed on
 * A is seen by B on its very next request (README "Running several API instances").
 *
 * PostgreSQL only: PGlite is one process's embedded database, so there is nothing to share.
 */
// npm test's PostgreSQL stage (DATABASE_URL) runs this file; on PGlite it is skipped (vitest.config.ts).
const postgresUrl = process.env.DATABASE_URL || undefined;
const SKIP_REASON =
  "two API processes need a shared PostgreSQL: this runs in npm test's PostgreSQL stage (set TEST_DATABASE_URL), or with DATABASE_URL set";

/** Short, so the "reuse after the grace" case waits only this long. */
const REFRESH_GRACE_SECONDS = 2;
/** The login budget the servers run with: the shipped default (environmentFromEnv), never a number of our own. */
const LOGIN_LIMIT = environmentFromEnv({}).loginRateLimit;

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(
  server: ChildServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text for the failure message
  }
  return { status: res.status, body, headers: res.headers };
}

const show = (res: Answer) => `${res.status} ${JSON.stringify(res.body)}`;

interface Session {
  token: string;
  refreshToken: string;
  userId: number;
}

async function login(server: ChildServer, who: DemoKey, password = DEMO_PASSWORD): Promise<Answer> {
  const route = LOGIN_ROUTE[who];
  return call(server, 'POST', route.path, {
    body: { phoneNumber: DEMO[who].phoneNumber, password, clientSecret: route.secret, isEmail: false },
  });
}

async function signIn(server: ChildServer, who: DemoKey, password = DEMO_PASSWORD): Promise<Session> {
  const res = await login(server, who, password);
  if (res.status !== 200) throw new Error(`sign-in as ${who} on ${server.baseUrl} failed: ${show(res)}`);
  const { auth, user } = res.body.data;
  return { token: auth.token, refreshToken: auth.refreshToken, userId: user.id };
}

const refresh = (server: ChildServer, refreshToken: string, who: DemoKey) =>
  call(server, 'POST', '/api/auth/user/refresh', { body: { refreshToken, clientSecret: LOGIN_ROUTE[who].secret } });
const me = (server: ChildServer, token: string) => call(server, 'GET', '/api/auth/user/me', { token });

function expectRefused(res: Answer, status: number, message: string | string[]) {
  expect(res.status, show(res)).toBe(status);
  if (Array.isArray(message)) expect(message, show(res)).toContain(res.body?.message);
  else expect(res.body?.message, show(res)).toBe(message);
}

if (!postgresUrl) console.info(`multiInstance: skipped — ${SKIP_REASON}`);

describe.skipIf(!postgresUrl)('two API instances over one PostgreSQL behave as one', () => {
  let storage: ServerStorage | undefined;
  const servers: ChildServer[] = [];
  let A: ChildServer;
  let B: ChildServer;
  let csr: Session;

  beforeAll(async () => {
    const started = Date.now();
    // A database of this file's own on that server: a copy of the run's seeded template when the run's
    // template is on PostgreSQL (DATABASE_URL), else an empty one that the first server migrates and seeds.
    storage = await createStorage(postgresUrl, inject('databaseTemplate'));
    const env = {
      // No JWT_SECRET: each process reads (or the first one generates) the one kept in the database.
      JWT_SECRET: '',
      REFRESH_REUSE_GRACE: `${REFRESH_GRACE_SECONDS}s`,
      // The shipped login budget (childServer lifts it for load runs); test 4 spends it.
      LOGIN_RATE_LIMIT_MAX: String(LOGIN_LIMIT.max),
      LOGIN_RATE_LIMIT_WINDOW: `${Math.round(LOGIN_LIMIT.timeWindowMs / 1000)}s`,
    };
    // One after the other: the first start of an empty database migrates and seeds it, which must
    // not race (drizzle's migrator takes no lock); over a migrated database the second just checks.
    A = await startChildServer(storage, env, 45_000);
    servers.push(A);
    B = await startChildServer(storage, env, 45_000);
    servers.push(B);
    for (const server of [A, B]) {
      const health = await call(server, 'GET', '/api/health');
      expect(health.body.data, show(health)).toEqual({ status: 'ok', database: 'postgres' });
    }
    csr = await signIn(A, 'csr');
    console.info(
      `multiInstance: two servers on ${storage.databaseUrl?.replace(/\/\/[^@]*@/, '//')} ready in ${Date.now() - started} ms`,
    );
  }, 100_000);

  afterAll(async () => {
    // Each process gets SIGTERM (a clean close of its pool), then SIGKILL if it lingers; then the database goes.
    await Promise.all(
      servers.map((server) => Promise.race([server.kill('SIGTERM'), sleep(5_000).then(() => server.kill('SIGKILL'))])),
    );
    await storage?.remove();
  }, 30_000);

  it('a token signed by A is accepted by B: the signing key is the one kept in the database', async () => {
    // csr signed in on A (beforeAll); test 4 counts shipperA's sign-ins, so no other account signs in here.
    expect((await me(A, csr.token)).status).toBe(200);
    expect((await me(B, csr.token)).status).toBe(200);
  });

  it('1. blocking a user on A refuses their very next call on B, with the token issued before the block', async () => {
    const victim = await signIn(B, 'shipperB');
    // B has seen (and cached the signature of) this token: the block must still win.
    expect((await call(B, 'GET', '/api/shipment', { token: victim.token })).status).toBe(200);

    const blocked = await call(A, 'PATCH', `/api/user/${victim.userId}/update-status`, {
      token: csr.token,
      body: { blockStatus: BLOCK_STATUS.BLOCKED, reasonId: BLOCK_REASONS[0].id, details: 'Blocked on instance A' },
    });
    expect(blocked.status, show(blocked)).toBe(200);
    expect(blocked.body.data).toMatchObject({ blockStatus: BLOCK_STATUS.BLOCKED });

    // The block revokes the user's sessions; either way the guard answers 401.
    expectRefused(await call(B, 'GET', '/api/shipment', { token: victim.token }), 401, [
      MESSAGES.unauthorized,
      MESSAGES.accountBlocked,
    ]);
    expectRefused(await refresh(B, victim.refreshToken, 'shipperB'), 401, MESSAGES.sessionExpired);
    expectRefused(await login(B, 'shipperB'), 401, MESSAGES.loginFailed);
  });

  it('2. logging out on A refuses the same access token (and its refresh token) on B', async () => {
    const session = await signIn(B, 'partner');
    expect((await me(B, session.token)).status).toBe(200);
    const out = await call(A, 'POST', '/api/auth/user/logout', { token: session.token });
    expect(out.status, show(out)).toBe(200);
    expectRefused(await me(B, session.token), 401, MESSAGES.unauthorized);
    expectRefused(await refresh(B, session.refreshToken, 'partner'), 401, MESSAGES.sessionExpired);
  });

  it("3. a password change on A ends the user's other sessions on B; the changing session lives on, on both", async () => {
    const NEW_PASSWORD = 'changed-pass-7';
    const current = await signIn(A, 'broker');
    const other = await signIn(B, 'broker');
    expect((await me(B, other.token)).status).toBe(200);

    const changed = await call(A, 'POST', `/api/user/${current.userId}/changePassword`, {
      token: current.token,
      body: { oldPassword: DEMO_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.status, show(changed)).toBe(200);
    expect(changed.body).toEqual({ data: { changed: true } });

    // As tests/api/auth/password.test.ts expects on one instance: the other session's tokens are dead...
    expectRefused(await me(B, other.token), 401, MESSAGES.unauthorized);
    expectRefused(await refresh(B, other.refreshToken, 'broker'), 401, MESSAGES.sessionExpired);
    // ...the current one still works (on B too), and the new password is the one B accepts.
    expect((await me(B, current.token)).status).toBe(200);
    expect((await refresh(B, current.refreshToken, 'broker')).status).toBe(200);
    expectRefused(await login(B, 'broker'), 401, MESSAGES.loginFailed);
    expect((await login(B, 'broker', NEW_PASSWORD)).status).toBe(200);
  });

  it(`4. failed sign-ins alternating A/B meet the login limit (${LOGIN_LIMIT.max}) at the same count as on one instance`, async () => {
    /** Wrong-password attempts until the first 429; the number of attempts answered before it. */
    const attemptsBeforeRefusal = async (send: (i: number) => Promise<Answer>) => {
      const statuses: number[] = [];
      for (let i = 0; i <= LOGIN_LIMIT.max + 1; i++) {
        const res = await send(i);
        statuses.push(res.status);
        if (res.status === 429) {
          expectRefused(res, 429, MESSAGES.tooManyRequests);
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
          break;
        }
        expectRefused(res, 401, MESSAGES.loginFailed);
      }
      return statuses;
    };
    // One instance: a seeded staff account (ops@example.com) tried on A only.
    const ops = EXTRA_USERS[0];
    const single = await attemptsBeforeRefusal(() =>
      call(A, 'POST', '/api/auth/user/login', {
        body: { phoneNumber: ops.phoneNumber, password: 'wrong-pass-1', clientSecret: SECRETS.csr, isEmail: false },
      }),
    );
    // Two instances: the demo shipper tried on A, B, A, B...
    const alternating = await attemptsBeforeRefusal((i) => login(i % 2 === 0 ? A : B, 'shipperA', 'wrong-pass-1'));

    const expected = [...Array<number>(LOGIN_LIMIT.max).fill(401), 429];
    expect(single).toEqual(expected);
    expect(alternating).toEqual(expected);
    // And the budget is spent on both: neither instance lets the account try again, not even with the right password.
    expectRefused(await login(A, 'shipperA'), 429, MESSAGES.tooManyRequests);
    expectRefused(await login(B, 'shipperA'), 429, MESSAGES.tooManyRequests);
  });

  it(`5. refreshes racing on A and B with one token both get the same new token; a reuse after the ${REFRESH_GRACE_SECONDS} s grace revokes the family on both`, async () => {
    const session = await signIn(A, 'driver');
    const [onA, onB] = await Promise.all([
      refresh(A, session.refreshToken, 'driver'),
      refresh(B, session.refreshToken, 'driver'),
    ]);
    expect(onA.status, show(onA)).toBe(200);
    expect(onB.status, show(onB)).toBe(200);
    const next = onA.body.data.auth;
    expect(onB.body.data.auth.refreshToken).toBe(next.refreshToken);
    expect(next.refreshToken).not.toBe(session.refreshToken);
    // Both answers' access tokens work on either instance.
    expect((await me(B, next.token)).status).toBe(200);
    expect((await me(A, onB.body.data.auth.token)).status).toBe(200);

    // After the grace, the used token presented again (on B) is a theft signal: the whole family ends, on A too.
    await sleep(REFRESH_GRACE_SECONDS * 1000 + 300);
    expectRefused(await refresh(B, session.refreshToken, 'driver'), 401, MESSAGES.sessionExpired);
    expectRefused(await refresh(A, next.refreshToken, 'driver'), 401, MESSAGES.sessionExpired);
    expectRefused(await me(A, next.token), 401, MESSAGES.unauthorized);
    expectRefused(await me(B, onB.body.data.auth.token), 401, MESSAGES.unauthorized);
  });

  it('6. creates with one Idempotency-Key sent to A and B at once make one record; a retry replays it', async () => {
    const name = `Idempotent Yard ${randomUUID().slice(0, 8)}`;
    const place = {
      name,
      locationType: 'YARD',
      address: 'Multi-instance Road 1',
      cityId: 5,
      latitude: 31.45,
      longitude: 73.135,
    };
    const key = randomUUID();
    const create = (server: ChildServer) =>
      call(server, 'POST', '/api/locations', { token: csr.token, body: place, headers: { 'idempotency-key': key } });

    const [first, second] = await Promise.all([create(A), create(B)]);
    const count = async () => {
      const list = await call(B, 'GET', `/api/locations?pageSize=100&q=${encodeURIComponent(name)}`, {
        token: csr.token,
      });
      expect(list.status, show(list)).toBe(200);
      return list.body.data.totalElements as number;
    };
    expect(await count(), `records made: answers were ${show(first)} and ${show(second)}`).toBe(1);

    // Both answer the first result: the winner's 201 with the record, and the other (which waited for
    // it, on the other instance) the same 201 and body, marked as a replay.
    const answers = [first, second];
    for (const res of answers) expect(res.status, show(res)).toBe(201);
    const id = first.body.data.id as number;
    expect(second.body).toEqual(first.body);
    const replayed = answers.filter((res) => res.headers.get('idempotent-replayed') === 'true');
    expect(replayed.length, 'exactly one of the two answers is the replay').toBe(1);

    // A retry once both have settled, on each instance: the first result again, marked as replayed.
    for (const server of [A, B]) {
      const retry = await create(server);
      expect(retry.status, show(retry)).toBe(201);
      expect(retry.body.data.id).toBe(id);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
    }
    expect(await count()).toBe(1);
  });

  it('7. a change written on A reaches an event stream on B: the NOTIFY goes through PostgreSQL', async () => {
    const shipment = (await call(A, 'GET', '/api/shipment?filter=all&pageSize=1', { token: csr.token })).body.data
      .content[0] as { id: number };
    const stream = await openEventStream(B.baseUrl, csr.token);
    try {
      const tagged = await call(A, 'POST', `/api/shipment/${shipment.id}/tag`, {
        token: csr.token,
        body: { taggingOrigin: TAGGING_ORIGIN.NORMAL },
      });
      expect(tagged.status, show(tagged)).toBe(200);
      const { data } = await stream.next((e) => e.event === 'change' && e.data.id === shipment.id, {
        timeoutMs: 10_000,
      });
      expect(data).toMatchObject({ resource: 'shipments', event: 'tagged' });
    } finally {
      stream.close();
    }
  });
});

if (!postgresUrl) {
  describe('two API instances over one PostgreSQL', () => {
    it.skip(`skipped: ${SKIP_REASON}`, () => {});
  });
}
