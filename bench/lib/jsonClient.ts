import { Agent, request } from 'node:http';

/**
 * JSON calls to the API over a few keep-alive connections. Calls beyond them wait here in order,
 * as autocannon's fixed connections make them: fetch opened a connection per call instead, and once
 * the server fell behind those failed on its 10 s connect timeout rather than being answered late.
 */
export function jsonClient(origin: string, connections: number, timeoutMs: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const headers = {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      };
      const req = request(`${origin}/api${path}`, { method, agent, headers, timeout: timeoutMs }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve((JSON.parse(text) as { data: Record<string, unknown> }).data);
          else reject(new Error(`${method} ${path}: HTTP ${status} ${text.slice(0, 200)}`));
        });
      });
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer within ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end(body === undefined ? undefined : JSON.stringify(body));
    });
  return { call, close: () => agent.destroy() };
}
