import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES } from '../../src/domain/messages';
import { HttpError, errorBody } from './errors';

/**
 * Every error leaves the API in the one shape { message, error, statusCode }. Deliberate errors keep
 * their SPEC text; client mistakes Fastify detects (bad JSON, wrong content type, too large, rate
 * limit) keep their 4xx; anything else is logged and answered as a 500 with the generic SPEC text.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.messages));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(errorBody(429, MESSAGES.tooManyRequests));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(status, error.message || MESSAGES.generic));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(500, MESSAGES.generic));
  });
}
