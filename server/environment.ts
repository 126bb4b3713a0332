import { serviceOrigins, type ServiceOrigins } from '#domain/outsideServices';
import { outboxEnvironmentFromEnv, type OutboxEnvironment } from './outbox/environment';
import { availableParallelism } from 'node:os';

/** Everything the API reads from its environment, in one place (README lists these). */
export interface ClientSecrets {
  csr: string;
  shipper: string;
  partner: string;
}

export interface LimitWindow {
  max: number;
  timeWindowMs: number;
}

export interface SecretLockoutPolicy {
  /** Wrong guesses (forgotten after a quiet day) before the account is locked. */
  threshold: number;
  /** The first lock; each further wrong guess doubles it, up to maxMs. */
  baseMs: number;
  maxMs: number;
}

export interface ServerEnvironment extends OutboxEnvironment {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** API processes on one port (node:cluster), PostgreSQL only; 1 = this process serves. */
  workers: number;
  /** PGlite's buffer pool, in PostgreSQL's units ("32MB"); it is part of the server's own memory. */
  pgliteSharedBuffers: string;
  /** Access token lifetime in seconds. */
  accessTokenTtl: number;
  /** Refresh token lifetime in seconds. */
  refreshTokenTtl: number;
  /**
   * Seconds after a refresh token's rotation during which presenting it again (an answer lost on the
   * way, two tabs of a browser without Web Locks) gets the same new refresh token instead of ending
   * the session; after it, a reuse revokes the family (OWASP's rule).
   */
  refreshReuseGrace: number;
  jwtSecret?: string;
  clients: ClientSecrets;
  corsOrigins: string[];
  /** Logins and username lookups per account and IP. */
  loginRateLimit: LimitWindow;
  /** Every auth and one-time-code request from one IP, whichever account it names. */
  authIpRateLimit: LimitWindow;
  /** One-time codes sent to one phone or e-mail, from any IP. */
  codeSendRateLimit: LimitWindow;
  /** Saves of one user's own preferences (theme, column choices, language). */
  preferencesRateLimit: LimitWindow;
  /** Token refreshes from one IP. */
  refreshRateLimit: LimitWindow;
  /** Wrong codes, PINs or current passwords of one account before its guesses are refused, and for how long. */
  secretLockout: SecretLockoutPolicy;
  /** Served over HTTPS only (directly or behind a TLS proxy): send HSTS and upgrade-insecure-requests. */
  httpsOnly: boolean;
  distDir: string;
  /** Outside services the portal calls (its VITE_ settings, README), allowed by the Content Security Policy. */
  outsideServices: ServiceOrigins;
  logLevel: string;
  bodyLimitBytes: number;
  /** A connection silent this long is closed (a stalled upload among them). */
  connectionTimeoutMs: number;
  /** A request not received whole within this is answered 408. */
  requestTimeoutMs: number;
  /** Uploads one user may have under way at once. */
  uploadsPerUser: number;
  /** Answer 500 when a route's declared answer would drop or change what its handler answered (tests and journeys). */
  checkAnswers: boolean;
  /** The change feed (server/live/): writes tell every API process, GET /api/events tells the browsers. LIVE_UPDATES=false: off. */
  liveUpdates: boolean;
  /** Development and E2E: each e-mail sent (invoices, notifications) is also appended to this file as a JSON line. */
  mailOutboxFile?: string;
}

/** Reads "900", "900s", "15m", "2h" or "30d" as seconds. */
export function parseDuration(value: string | undefined, fallbackSeconds: number): number {
  if (!value) return fallbackSeconds;
  const match = /^(\d+)\s*(s|m|h|d)?$/.exec(value.trim());
  if (!match) throw new Error(`Not a duration: ${value}`);
  const unit = { s: 1, m: 60, h: 3600, d: 86400 }[(match[2] ?? 's') as 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

/** A PostgreSQL memory size ("32MB", "512kB", "1GB"). */
export function memorySize(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  if (!/^\d+(kB|MB|GB)$/.test(value.trim())) throw new Error(`Not a memory size (e.g. 32MB): ${value}`);
  return value.trim();
}

/** WORKERS: a whole number from 1; "auto" is one per CPU core. */
export function workerCount(value: string | undefined): number {
  if (!value) return 1;
  if (value.trim() === 'auto') return availableParallelism();
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`WORKERS must be a whole number from 1, or auto: ${value}`);
  return count;
}

/** A rate limit from `<PREFIX>_MAX` requests per `<PREFIX>_WINDOW` (a duration), with its defaults. */
const rateLimitFrom = (env: NodeJS.ProcessEnv, prefix: string, max: number, windowSeconds: number) => ({
  max: Number(env[`${prefix}_MAX`] ?? max),
  timeWindowMs: parseDuration(env[`${prefix}_WINDOW`], windowSeconds) * 1000,
});

export function environmentFromEnv(env: NodeJS.ProcessEnv = process.env): ServerEnvironment {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? '.data',
    databaseUrl: env.DATABASE_URL || undefined,
    workers: workerCount(env.WORKERS),
    pgliteSharedBuffers: memorySize(env.PGLITE_SHARED_BUFFERS, '32MB'),
    accessTokenTtl: parseDuration(env.ACCESS_TOKEN_TTL, 15 * 60),
    refreshTokenTtl: parseDuration(env.REFRESH_TOKEN_TTL, 30 * 86400),
    refreshReuseGrace: parseDuration(env.REFRESH_REUSE_GRACE, 10),
    jwtSecret: env.JWT_SECRET || undefined,
    clients: {
      csr: env.CSR_CLIENT_SECRET ?? 'csr-portal-secret',
      shipper: env.SHIPPER_CLIENT_SECRET ?? 'shipper-portal-secret',
      partner: env.PARTNER_CLIENT_SECRET ?? 'partner-app-secret',
    },
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    loginRateLimit: rateLimitFrom(env, 'LOGIN_RATE_LIMIT', 10, 60),
    authIpRateLimit: rateLimitFrom(env, 'AUTH_IP_RATE_LIMIT', 120, 60),
    codeSendRateLimit: rateLimitFrom(env, 'CODE_SEND_LIMIT', 5, 15 * 60),
    preferencesRateLimit: rateLimitFrom(env, 'PREFERENCES_RATE_LIMIT', 120, 60),
    refreshRateLimit: rateLimitFrom(env, 'REFRESH_RATE_LIMIT', 300, 60),
    secretLockout: {
      threshold: Number(env.LOCKOUT_THRESHOLD ?? 5),
      baseMs: parseDuration(env.LOCKOUT_BASE, 60) * 1000,
      maxMs: parseDuration(env.LOCKOUT_MAX, 86400) * 1000,
    },
    httpsOnly: env.HTTPS_ONLY === 'true',
    distDir: env.DIST_DIR ?? 'dist',
    outsideServices: serviceOrigins(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES ?? 1_048_576),
    connectionTimeoutMs: parseDuration(env.CONNECTION_TIMEOUT, 60) * 1000,
    requestTimeoutMs: parseDuration(env.REQUEST_TIMEOUT, 120) * 1000,
    uploadsPerUser: Number(env.UPLOADS_PER_USER ?? 3),
    checkAnswers: env.CHECK_ANSWERS === 'true',
    mailOutboxFile: env.MAIL_OUTBOX_FILE || undefined,
    liveUpdates: env.LIVE_UPDATES !== 'false',
    ...outboxEnvironmentFromEnv(env),
  };
}

/**
 * Defaults for tests: in-memory everything, quiet logs, and limits no ordinary test meets (every test
 * request comes from one IP, for a handful of accounts); the tests of a limit set it low themselves.
 */
export function testEnvironment(overrides: Partial<ServerEnvironment> = {}): ServerEnvironment {
  const generous = { max: 100_000, timeWindowMs: 60_000 };
  return {
    ...environmentFromEnv({}),
    logLevel: 'silent',
    jwtSecret: 'test-secret-test-secret-test-secret',
    loginRateLimit: generous,
    authIpRateLimit: generous,
    codeSendRateLimit: generous,
    preferencesRateLimit: generous,
    refreshRateLimit: generous,
    secretLockout: { threshold: 100_000, baseMs: 60_000, maxMs: 86_400_000 },
    checkAnswers: true,
    ...overrides,
  };
}
