import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '#domain/messages';
import { HttpError, errorBody } from './errors';

/**
 * Every error leaves the API in the one shape { message, error, statusCode }. Deliberate errors keep
 * their SPEC text; client mistakes Fastify detects (bad JSON, wrong content type, too large, a
 * malformed URL, rate limit) keep their 4xx with SPEC's generic text (Fastify's own wording is not
 * SPEC's and can echo the request back); anything else is logged and answered as a 500 with the
 * generic SPEC text.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(errorBody(error.statusCode, error.messages));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(errorBody(429, MESSAGES.tooManyRequests));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(status, MESSAGES.generic));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(500, MESSAGES.generic));
  });
}

/**
 * Fastify's `frameworkErrors`: a URL that cannot be decoded or has an over-long parameter is refused
 * before routing, so the error handler never sees it. Same shape and SPEC text, without echoing the URL.
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  return reply.status(status).send(errorBody(status, MESSAGES.generic));
}
