import { OUTBOX_DEFAULTS } from '#domain/outbox';

/** The API's settings for messages leaving the building (README: the settings), part of its environment. */
export interface OutboxEnvironment {
  /** Development and E2E: each one-time code sent is also appended to this file as a JSON line. */
  otpOutboxFile?: string;
  /** The portal's address as mail recipients reach it: links in e-mails (records, unsubscribe). */
  publicUrl: string;
  /** E-mail goes over this SMTP server (smtp:// or smtps://, user and password in it); unset: the development sender. */
  smtpUrl?: string;
  /** The e-mails' From. */
  mailFrom: string;
  /** SMS go to this provider's HTTP API (a POST); unset: the development sender. */
  smsProviderUrl?: string;
  /** One header the provider wants, "Name: value" (a bare value is the Authorization header's). */
  smsProviderAuthHeader?: string;
  /** The POST's body, with {{to}} and {{text}}: JSON when it starts with { (values JSON-escaped), else a form. */
  smsProviderBody: string;
  /** Attempts at a message before it is given up (FAILED, with the last reason). */
  outboxMaxAttempts: number;
  /** The wait after a first failed attempt, doubled after each further one. */
  outboxRetryBaseMs: number;
  /** How often each API process looks for due messages it was not told about (retries, other processes'). */
  outboxPollMs: number;
}

/** A whole number of at least `min` from the environment, or the default. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const value = env[name];
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min)
    throw new Error(`${name} must be a whole number from ${min}: ${value}`);
  return number;
}

/** The outbox's settings from the environment (server/environment.ts spreads them into its own). */
export function outboxEnvironmentFromEnv(env: NodeJS.ProcessEnv): OutboxEnvironment {
  return {
    otpOutboxFile: env.OTP_OUTBOX_FILE || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    // SMTP_FROM is the name ../shared/DESIGN.md gives it.
    mailFrom: env.MAIL_FROM || env.SMTP_FROM || 'Freight portal <no-reply@localhost>',
    smsProviderUrl: env.SMS_PROVIDER_URL || undefined,
    smsProviderAuthHeader: env.SMS_PROVIDER_AUTH_HEADER || undefined,
    smsProviderBody: env.SMS_PROVIDER_BODY || '{"to":"{{to}}","text":"{{text}}"}',
    outboxMaxAttempts: wholeNumber(env, 'OUTBOX_MAX_ATTEMPTS', OUTBOX_DEFAULTS.maxAttempts),
    outboxRetryBaseMs: wholeNumber(env, 'OUTBOX_RETRY_BASE_MS', OUTBOX_DEFAULTS.retryBaseMs),
    outboxPollMs: wholeNumber(env, 'OUTBOX_POLL_MS', OUTBOX_DEFAULTS.pollMs, 10),
  };
}
