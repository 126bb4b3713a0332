import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/** The account a request is about: the phone in the path, else the username in the body or query. */
function targetOf(request: FastifyRequest) {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const source = { ...((request.query ?? {}) as object), ...((request.body ?? {}) as object) } as Record<string, unknown>;
  const name = params.phone ?? source.phoneNumber ?? source.username ?? '';
  const first: unknown = Array.isArray(name) ? name[0] : name;
  // Only text names an account: String() of a JSON object such as {"toString":1} throws (a 500 before validation).
  return (typeof first === 'string' || typeof first === 'number' ? String(first) : '').trim().toLowerCase().slice(0, 100);
}

/**
 * Login-like and code-sending routes are limited per route, target account and IP: one attacker
 * cannot lock a user out for everyone, and rewording the URL (extra query parameters, another
 * order) does not buy a fresh budget.
 */
export const loginRateLimit = (config: ServerConfig) => ({
  max: config.loginRateLimit.max,
  timeWindow: config.loginRateLimit.timeWindowMs,
  keyGenerator: (request: FastifyRequest) => `${request.routeOptions.url}|${request.ip}|${targetOf(request)}`,
});
