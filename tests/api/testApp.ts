import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../../server/app';
import { testEnvironment, type ServerEnvironment } from '../../server/environment';
import type { Database } from '../../server/db/client';
import { databaseFromTemplate } from './databaseTemplate';
import { DevOtpSender } from '../../server/auth/otpSender';
import { DevMailSender } from '../../server/mail/mailSender';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/db/seed-data/demo';

export const SECRETS = {
  csr: 'csr-portal-secret',
  shipper: 'shipper-portal-secret',
  partner: 'partner-app-secret',
} as const;

/** The demo accounts by a short key. */
export const DEMO = {
  csr: DEMO_USERS[0],
  shipperA: DEMO_USERS[1],
  shipperB: DEMO_USERS[2],
  broker: DEMO_USERS[3],
  partner: DEMO_USERS[4],
  driver: DEMO_USERS[5],
} as const;
export type DemoKey = keyof typeof DEMO;

const LOGIN_ROUTE: Record<DemoKey, { path: string; secret: string }> = {
  csr: { path: '/api/auth/user/login', secret: SECRETS.csr },
  shipperA: { path: '/api/auth/user/shipper/login', secret: SECRETS.shipper },
  shipperB: { path: '/api/auth/user/shipper/login', secret: SECRETS.shipper },
  broker: { path: '/api/auth/user/shipper/login', secret: SECRETS.shipper },
  partner: { path: '/api/auth/user/login', secret: SECRETS.partner },
  driver: { path: '/api/auth/user/login', secret: SECRETS.partner },
};

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** PostgreSQL only: the test database's address, for a second API instance on it. */
  databaseUrl?: string;
  /** The codes the app sent, as the development sender received them: after drainOutbox(). */
  otp: DevOtpSender;
  /** What the app e-mailed (invoices, notifications): after drainOutbox(). */
  mail: DevMailSender;
  /**
   * Waits until every message due now has had its attempt: messages leave through the outbox after
   * their write commits (server/outbox/), so a test reads `otp` or `mail` after this.
   */
  drainOutbox(): Promise<void>;
  /** Logs a demo user in through the real login route and returns the answer's data. */
  login(who: DemoKey): Promise<{ token: string; refreshToken: string; user: { id: number; companyId: number | null } }>;
  /** Sends a request with a bearer token. */
  as(token: string, method: string, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<ServerEnvironment> = {}): Promise<TestApp> {
  // A copy of the run's migrated and seeded template: in-memory PGlite by default; with DATABASE_URL
  // set, a new database on that server (dropped afterwards), so the same suite proves PostgreSQL too.
  const { database, drop, url: databaseUrl } = await databaseFromTemplate(inject('databaseTemplate'));
  const otp = new DevOtpSender(() => {});
  const mail = new DevMailSender(() => {});
  const app = await buildApp({ environment: testEnvironment(overrides), database, otpSender: otp, mailSender: mail });
  await app.ready();
  return {
    app,
    database,
    databaseUrl,
    otp,
    mail,
    drainOutbox: () => app.ctx.outbox.drain(),
    async login(who) {
      const route = LOGIN_ROUTE[who];
      const res = await app.inject({
        method: 'POST',
        url: route.path,
        payload: {
          phoneNumber: DEMO[who].phoneNumber,
          password: DEMO_PASSWORD,
          clientSecret: route.secret,
          isEmail: false,
        },
      });
      if (res.statusCode !== 200) throw new Error(`login ${who} failed: ${res.statusCode} ${res.body}`);
      const data = res.json().data;
      return { token: data.auth.token, refreshToken: data.auth.refreshToken, user: data.user };
    },
    as: (token, method, url, payload) =>
      app.inject({
        method: method as 'GET',
        url,
        payload: payload as object,
        headers: { authorization: `Bearer ${token}` },
      }),
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * One fresh app for the calling test file: created before its tests, closed after them. The
 * returned handle forwards to that app, so tests write `t.login(...)`, `t.app.inject(...)`.
 */
export function testAppPerFile(overrides: Partial<ServerEnvironment> = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(overrides);
  });
  afterAll(() => current?.close());
  return new Proxy({} as TestApp, {
    get: (_, key) => {
      if (!current) throw new Error('testAppPerFile: the app is only there inside tests');
      return current[key as keyof TestApp];
    },
  });
}

/** An answer in the one error shape of DESIGN.md with the given status and SPEC text. */
export function expectError(res: LightMyRequestResponse, status: number, message: string | string[]) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ message, statusCode: status, error: expect.any(String) });
}

export { DEMO_PASSWORD, LOGIN_ROUTE };
