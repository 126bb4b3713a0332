import { STATUS_CODES } from 'node:http';
import { MESSAGES } from '#domain/messages';

/** An error the API answers with on purpose: its status and SPEC message reach the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string | string[],
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(Array.isArray(messages) ? messages.join('|') : messages);
  }
}

export const badRequest = (message: string | string[]) => new HttpError(400, message);
export const unauthorized = (message: string = MESSAGES.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** A limit was reached: SPEC-style text (or the limit's own), and when to try again. */
export const tooManyRequests = (retryAfterMs: number, message: string = MESSAGES.tooManyRequests) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });

/** The one error body of DESIGN.md: { message, error, statusCode }. */
export function errorBody(statusCode: number, message: string | string[]) {
  return { message, error: STATUS_CODES[statusCode] ?? 'Error', statusCode };
}

/** The record a lookup found; none answers 404. */
export function found<T>(record: T | undefined | null): T {
  if (!record) throw notFound();
  return record;
}
