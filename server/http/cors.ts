import type { FastifyInstance } from 'fastify';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key, If-Match';
/** Headers a cross-origin portal must read: a download's file name, and whether an answer was replayed (Idempotency-Key). */
const EXPOSED_HEADERS = 'Content-Disposition, Idempotent-Replayed';

/**
 * CORS for a portal served from another origin (CORS_ORIGINS): only an Origin on the list gets
 * Access-Control-Allow-Origin (echoed, with Vary: Origin), and only its preflights are answered
 * (204, before the auth guard: preflights carry no token). No credentials: the API uses bearer
 * tokens, never cookies. Any other origin gets no CORS header at all, so browsers refuse it; with
 * no CORS_ORIGINS (the portal served by this API, same origin) nothing is added.
 */
export function installCors(app: FastifyInstance, origins: string[]) {
  const allowed = new Set(origins);
  if (!allowed.size) return;
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('Vary', 'Origin');
    if (!origin || !allowed.has(origin)) return;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
        .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', '600')
        .status(204)
        .send();
    }
  });
}
