import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The demo CSR (server/db/seed-data/demo.ts) and the CSR portal's client secret (apiConfig.ts). */
export const CSR_LOGIN = {
  phoneNumber: '03001234567',
  password: 'demo1234',
  clientSecret: 'csr-portal-secret',
  path: '/auth/user/login',
};

export interface LoginAnswer {
  auth: { token: string; refreshToken: string };
  user: { preferences?: { theme?: Record<string, unknown> } } & Record<string, unknown>;
  roles: unknown[];
  userType: number;
}

async function apiJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** Signs the demo CSR in through the API (apiOrigin without /api) and answers the login's `data`. */
export function loginCsr(apiOrigin: string): Promise<LoginAnswer> {
  const { path, ...body } = CSR_LOGIN;
  return apiJson<LoginAnswer>(`${apiOrigin}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, isEmail: false }),
  });
}

/** The build id in a portal build's build.json (what the start-up version check stores as `hash`). */
export function buildIdOf(distDir: string): string | undefined {
  const file = join(distDir, 'build.json');
  if (!existsSync(file)) return undefined;
  const commit = (JSON.parse(readFileSync(file, 'utf8')) as { commit?: string }).commit ?? '';
  return commit.includes('commit/') ? commit.slice(commit.lastIndexOf('commit/') + 'commit/'.length) : undefined;
}

/**
 * What a signed-in CSR's browser holds for our portal (src/providers/storage.ts keys): what the
 * authProvider's login stores, plus what start-up cached before that login — the IP location and
 * the build hash — so that a first load is a returning user's, not a first visit's.
 */
export async function portalSession(apiOrigin: string, distDir: string): Promise<Record<string, string>> {
  const login = await loginCsr(apiOrigin);
  const ipLocation = await apiJson<unknown>(`${apiOrigin}/api/ip-location`);
  const theme = login.user.preferences?.theme;
  const hash = buildIdOf(distDir);
  return {
    token: login.auth.token,
    refreshToken: login.auth.refreshToken,
    user: JSON.stringify(login.user),
    userType: String(login.userType),
    roles: JSON.stringify(login.roles),
    ipLocation: JSON.stringify(ipLocation),
    ...(theme && Object.keys(theme).length ? { theme: JSON.stringify(theme) } : {}),
    ...(hash ? { hash } : {}),
  };
}

/** What the bare react-admin app (bench/baseline) reads: the bearer token only. */
export async function baselineSession(apiOrigin: string): Promise<Record<string, string>> {
  const login = await loginCsr(apiOrigin);
  return { token: login.auth.token };
}

/**
 * A session maker that signs in again once the last session is older than maxAgeMs: access
 * tokens live 15 minutes (ACCESS_TOKEN_TTL), and an expired one would add a 401 and a refresh to
 * the measured load.
 */
export function freshSession(
  signIn: () => Promise<Record<string, string>>,
  maxAgeMs = 5 * 60_000,
): () => Promise<Record<string, string>> {
  let last: { at: number; session: Promise<Record<string, string>> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > maxAgeMs) last = { at: Date.now(), session: signIn() };
    return last.session;
  };
}
