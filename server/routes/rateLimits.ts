import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

const usernameOf = (request: FastifyRequest) => {
  const source = (request.body ?? request.query ?? {}) as Record<string, unknown>;
  const name = source.phoneNumber ?? source.username ?? '';
  return String(name).trim().toLowerCase().slice(0, 100);
};

/** Login-like routes are limited per username and IP, so one attacker cannot lock out a user for everyone. */
export const loginRateLimit = (config: ServerConfig) => ({
  max: config.loginRateLimit.max,
  timeWindow: config.loginRateLimit.timeWindowMs,
  keyGenerator: (request: FastifyRequest) => `${request.ip}|${usernameOf(request)}`,
});

/** Code generation is limited per target and IP (each call may send an SMS). */
export const otpRateLimit = (config: ServerConfig) => ({
  max: config.loginRateLimit.max,
  timeWindow: config.loginRateLimit.timeWindowMs,
  keyGenerator: (request: FastifyRequest) => `${request.ip}|${request.url}`,
});
