import type { FastifyRequest } from 'fastify';
import type { FastifyRateLimitStore, RateLimitOptions } from '@fastify/rate-limit';
import type { LimitWindow, ServerEnvironment } from '../environment';
import type { Db } from '../db/client';
import { HttpError, tooManyRequests } from '../http/errors';
import { clearFailures, countFailure, countHit, lockedForMs, sweepLimits } from './counters';

/** The secrets an account can be asked for; wrong guesses of each kind are counted apart. */
export type SecretKind = 'code' | 'pin' | 'password';

/**
 * The API's limits on signing in and on one-time codes. Every key is built from the identity the
 * handler acts on, after validation (an extra field in the body changes nothing), and every count is
 * kept in the database, so the limits hold across API instances.
 */
export interface Limits {
  /** One attempt by this IP on `identity` through `action` (login, username lookup, signup): per account and IP. */
  attempt(request: FastifyRequest, action: string, identity: string): Promise<void>;
  /** One code about to be sent to `target` (a phone or an e-mail), from whatever IP. */
  codeSend(target: string): Promise<void>;
  /** One save of a user's own preferences, from whatever IP. */
  preferencesSave(userId: number): Promise<void>;
  /**
   * A guess at an account's secret: refused (429) while the account is locked; `check` throwing a 400
   * (a wrong code, PIN or password) counts a wrong guess, its success forgets them.
   */
  guess<T>(kind: SecretKind, account: string, check: () => Promise<T>): Promise<T>;
  sweep(): Promise<void>;
}

/** Accounts named in other capitals or with spaces are the same account. */
export const normalizeIdentity = (identity: string | number) => String(identity).trim().toLowerCase().slice(0, 100);

export function createLimits(db: Db, environment: ServerEnvironment): Limits {
  const within = async (key: string, limit: LimitWindow) => {
    const hit = await countHit(db, key, limit.timeWindowMs);
    if (hit.hits > limit.max) throw tooManyRequests(hit.resetsInMs);
  };
  return {
    attempt: (request, action, identity) =>
      within(`${action}|${normalizeIdentity(identity)}|${request.ip}`, environment.loginRateLimit),
    codeSend: (target) => within(`code-send|${normalizeIdentity(target)}`, environment.codeSendRateLimit),
    preferencesSave: (userId) => within(`preferences|${userId}`, environment.preferencesRateLimit),
    async guess(kind, account, check) {
      const key = `${kind}|${normalizeIdentity(account)}`;
      const lockedMs = await lockedForMs(db, key);
      if (lockedMs > 0) throw tooManyRequests(lockedMs);
      try {
        const result = await check();
        await clearFailures(db, key);
        return result;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 400)
          await countFailure(db, key, environment.secretLockout);
        throw error;
      }
    },
    sweep: () => sweepLimits(db),
  };
}

/** @fastify/rate-limit's store over the database counters (the library keeps them per process otherwise). */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHit(db, key, timeWindow).then(
        (hit) => callback(null, { current: hit.hits, ttl: hit.resetsInMs }),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}

/**
 * Route config of every sign-in, password, PIN and one-time-code route: one budget per IP across all
 * of them, counted before the body is read, so a flood of made-up accounts costs no password hashing.
 */
/** Refreshes from one IP (a refresh token cannot be guessed: this bounds what made-up ones cost). */
export const refreshRouteLimit = (environment: ServerEnvironment): RateLimitOptions => ({
  max: environment.refreshRateLimit.max,
  timeWindow: environment.refreshRateLimit.timeWindowMs,
  hook: 'onRequest',
  keyGenerator: (request) => `refresh-ip|${request.ip}`,
});

export const authRouteLimit = (environment: ServerEnvironment): RateLimitOptions => ({
  max: environment.authIpRateLimit.max,
  timeWindow: environment.authIpRateLimit.timeWindowMs,
  hook: 'onRequest',
  keyGenerator: (request) => `auth-ip|${request.ip}`,
});
