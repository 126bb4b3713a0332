/** Messages leaving the building (issue 44): e-mail over SMTP, SMS through a provider, through one outbox. */
export const OUTBOX_CHANNEL = { EMAIL: 'EMAIL', SMS: 'SMS' } as const;
export type OutboxChannel = (typeof OUTBOX_CHANNEL)[keyof typeof OUTBOX_CHANNEL];

/** What a message is: a one-time code (always sent), an invoice, or a notification a company asked for. */
export const OUTBOX_KIND = { CODE: 'CODE', INVOICE: 'INVOICE', NOTIFICATION: 'NOTIFICATION' } as const;
export type OutboxKind = (typeof OUTBOX_KIND)[keyof typeof OUTBOX_KIND];

export const OUTBOX_STATUS = { PENDING: 'PENDING', DELIVERED: 'DELIVERED', FAILED: 'FAILED' } as const;
export type OutboxStatus = (typeof OUTBOX_STATUS)[keyof typeof OUTBOX_STATUS];

/** The outbox list's default page size. */
export const OUTBOX_PAGE_SIZE = 20;
/** A provider's answer (or error) is kept up to this many characters. */
export const OUTBOX_ANSWER_MAX = 500;
/** The recipient search's longest text. */
export const OUTBOX_SEARCH_MAX = 100;

/** The sender's settings when the environment names none (README: OUTBOX_*). */
export const OUTBOX_DEFAULTS = { maxAttempts: 5, retryBaseMs: 30_000, pollMs: 5_000 } as const;
/** However many attempts failed, the next one is at most this far away. */
export const OUTBOX_RETRY_CAP_MS = 6 * 3_600_000;

/** The wait before the next attempt after `attemptsMade` failed ones: the base, doubled with each, capped. */
export function outboxRetryDelayMs(attemptsMade: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attemptsMade - 1), OUTBOX_RETRY_CAP_MS);
}

/** A provider's answer as kept: one line of at most OUTBOX_ANSWER_MAX characters. */
export const keptAnswer = (answer: string) => answer.replace(/\s+/g, ' ').trim().slice(0, OUTBOX_ANSWER_MAX);
