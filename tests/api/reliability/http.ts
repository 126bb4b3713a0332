import http from 'node:http';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../server/db/seed-data/demo';

/** An answer as the client saw it: the status and the parsed JSON body (or the raw text). */
export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface ApiClient {
  request(method: string, path: string, options?: { token?: string; body?: unknown }): Promise<Answer>;
  close(): void;
}

/**
 * A keep-alive JSON client over node:http with its own connection pool, so a killed server's dead
 * sockets die with this client and a restarted server gets a clean pool.
 */
export function apiClient(baseUrl: string, { maxSockets = 256, timeoutMs = 60_000 } = {}): ApiClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const { hostname, port } = new URL(baseUrl);
  const request: ApiClient['request'] = (method, path, { token, body } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const headers: Record<string, string> = {};
      if (payload) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      const req = http.request({ hostname, port, method, path, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON: keep the text, the caller reports it
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      });
      req.on('error', reject);
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms: ${method} ${path}`)));
      req.end(payload);
    });
  return { request, close: () => agent.destroy() };
}

/** The demo accounts the reliability runs sign in as, with their login route and (default) client secret. */
const ACCOUNTS = {
  csr: { user: DEMO_USERS[0], path: '/api/auth/user/login', clientSecret: 'csr-portal-secret' },
  shipperA: { user: DEMO_USERS[1], path: '/api/auth/user/shipper/login', clientSecret: 'shipper-portal-secret' },
  partner: { user: DEMO_USERS[4], path: '/api/auth/user/login', clientSecret: 'partner-app-secret' },
} as const;
export type Account = keyof typeof ACCOUNTS;

export interface Session {
  token: string;
  userId: number;
  companyId: number | null;
}

export async function signIn(client: ApiClient, who: Account): Promise<Session> {
  const { user, path, clientSecret } = ACCOUNTS[who];
  const res = await client.request('POST', path, {
    body: { phoneNumber: user.phoneNumber, password: DEMO_PASSWORD, clientSecret, isEmail: false },
  });
  if (res.status !== 200) throw new Error(`sign-in as ${who} failed: ${res.status} ${JSON.stringify(res.body)}`);
  const { auth, user: profile } = res.body.data;
  return { token: auth.token, userId: profile.id, companyId: profile.companyId };
}
