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

/**
 * Why a message may not be retried (the MESSAGES key the API answers 409 with), or null: a delivered one
 * has nothing to retry, and a failed code is not sent again (its text is not kept, and it has expired).
 */
export function outboxRetryRefusal(message: {
  status: string;
  kind: string;
}): 'outboxAlreadyDelivered' | 'outboxCodeNotResent' | null {
  if (message.status === OUTBOX_STATUS.DELIVERED) return 'outboxAlreadyDelivered';
  if (message.status === OUTBOX_STATUS.FAILED && message.kind === OUTBOX_KIND.CODE) return 'outboxCodeNotResent';
  return null;
}

/** What stands for a one-time code in a provider's answer (some providers echo the text they sent). */
export const MASKED_CODE = '••••••';

/**
 * A provider's answer as kept: one line of at most OUTBOX_ANSWER_MAX characters, without control
 * characters (PostgreSQL's text takes no NUL), and with the message's code, if any, masked.
 */
export function keptAnswer(answer: string, code?: string | null) {
  const masked = code ? answer.split(code).join(MASKED_CODE) : answer;
  // eslint-disable-next-line no-control-regex -- control characters are what it takes out
  const printable = masked.replace(/[\u0000-\u001f\u007f]+/g, ' ');
  return printable.replace(/\s+/g, ' ').trim().slice(0, OUTBOX_ANSWER_MAX);
}
