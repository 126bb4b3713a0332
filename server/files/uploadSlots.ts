import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../http/errors';

const held = Symbol('uploadSlot');
type Holding = FastifyRequest & { [held]?: number };

/**
 * At most `perUser` uploads of one user at a time (routes with `config.upload`); one more is a 429
 * before its body is read. Counted in this process on purpose: what it bounds is this process's
 * memory, which holds an accepted file until it is stored.
 */
export function limitConcurrentUploads(app: FastifyInstance, perUser: number) {
  const active = new Map<number, number>();
  app.addHook('preValidation', async (request: Holding) => {
    if (!request.routeOptions.config?.upload || !request.auth) return;
    const userId = request.auth.id;
    const running = active.get(userId) ?? 0;
    if (running >= perUser) throw tooManyRequests(1000);
    active.set(userId, running + 1);
    request[held] = userId;
  });
  const release = async (request: Holding) => {
    const userId = request[held];
    if (userId === undefined) return;
    request[held] = undefined;
    const left = (active.get(userId) ?? 1) - 1;
    if (left > 0) active.set(userId, left);
    else active.delete(userId);
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
