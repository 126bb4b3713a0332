import type { FastifyInstance, FastifyReply } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import { errorBody } from './errors';

const rawAnswers = new WeakMap<FastifyReply, string>();

/**
 * A guard for the tests and the browser journeys (CHECK_ANSWERS=true): a route's declared answer
 * (server/http/docs.ts) must carry everything its handler answered. The compiled serialiser drops a
 * field it was not told of and coerces a value of another type (null to 0 or ""), which would
 * silently take something from the portal; here that answers 500 instead and logs what differed.
 * Production leaves it off: the serialiser's dropping is then the safety net it is meant to be.
 */
export function checkDeclaredAnswers(app: FastifyInstance) {
  app.addHook('preSerialization', async (_request, reply, payload) => {
    rawAnswers.set(reply, JSON.stringify(payload));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = rawAnswers.get(reply);
    rawAnswers.delete(reply);
    // A value the serialiser could not write at all already answers 500 (its own error).
    if (raw === undefined || typeof payload !== 'string' || reply.statusCode >= 500) return payload;
    const sent = JSON.parse(payload) as unknown;
    const answered = JSON.parse(raw) as unknown;
    if (isDeepStrictEqual(sent, answered)) return payload;
    const differences = differencesOf(answered, sent).slice(0, 10);
    request.log.error({ differences }, 'declared answer differs from what the handler answered');
    reply.code(500);
    const { method, url } = request.routeOptions;
    return JSON.stringify(
      errorBody(500, `The declared answer of ${method} ${url} differs from the handler's: ${differences.join('; ')}`),
    );
  });
}

/** Where two JSON values differ, as paths with what the handler answered and what was sent. */
export function differencesOf(answered: unknown, sent: unknown, path = '$'): string[] {
  if (isDeepStrictEqual(answered, sent)) return [];
  if (
    answered &&
    sent &&
    typeof answered === 'object' &&
    typeof sent === 'object' &&
    Array.isArray(answered) === Array.isArray(sent)
  ) {
    const keys = new Set([...Object.keys(answered), ...Object.keys(sent)]);
    return [...keys].flatMap((key) =>
      differencesOf(
        (answered as Record<string, unknown>)[key],
        (sent as Record<string, unknown>)[key],
        `${path}.${key}`,
      ),
    );
  }
  return [`${path}: answered ${JSON.stringify(answered)}, sent ${JSON.stringify(sent)}`];
}
