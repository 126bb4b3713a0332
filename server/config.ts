/** Everything the API reads from its environment, in one place (README lists these). */
export interface ClientSecrets {
  csr: string;
  shipper: string;
  partner: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Access token lifetime in seconds. */
  accessTokenTtl: number;
  /** Refresh token lifetime in seconds. */
  refreshTokenTtl: number;
  jwtSecret?: string;
  clients: ClientSecrets;
  corsOrigins: string[];
  loginRateLimit: { max: number; timeWindowMs: number };
  distDir: string;
  logLevel: string;
  bodyLimitBytes: number;
}

/** Reads "900", "900s", "15m", "2h" or "30d" as seconds. */
export function parseDuration(value: string | undefined, fallbackSeconds: number): number {
  if (!value) return fallbackSeconds;
  const match = /^(\d+)\s*(s|m|h|d)?$/.exec(value.trim());
  if (!match) throw new Error(`Not a duration: ${value}`);
  const unit = { s: 1, m: 60, h: 3600, d: 86400 }[(match[2] ?? 's') as 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? '.data',
    databaseUrl: env.DATABASE_URL || undefined,
    accessTokenTtl: parseDuration(env.ACCESS_TOKEN_TTL, 15 * 60),
    refreshTokenTtl: parseDuration(env.REFRESH_TOKEN_TTL, 30 * 86400),
    jwtSecret: env.JWT_SECRET || undefined,
    clients: {
      csr: env.CSR_CLIENT_SECRET ?? 'csr-portal-secret',
      shipper: env.SHIPPER_CLIENT_SECRET ?? 'shipper-portal-secret',
      partner: env.PARTNER_CLIENT_SECRET ?? 'partner-app-secret',
    },
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    loginRateLimit: {
      max: Number(env.LOGIN_RATE_LIMIT_MAX ?? 10),
      timeWindowMs: parseDuration(env.LOGIN_RATE_LIMIT_WINDOW, 60) * 1000,
    },
    distDir: env.DIST_DIR ?? 'dist',
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES ?? 1_048_576),
  };
}

/** Defaults for tests: in-memory everything, quiet logs, generous rate limit. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...configFromEnv({}), logLevel: 'silent', jwtSecret: 'test-secret-test-secret-test-secret', ...overrides };
}
