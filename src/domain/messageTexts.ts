import type { BookingStatus } from './bookings';
import { OTP_TTL_MS } from './limits';
import type { LocaleCode } from './locales';
import { fillMessage } from './messages';
import { fitsOneSms } from './smsLength';
import type { EmailNotificationEvent } from './verification';
import { englishTexts } from './messageTexts/en';
import { frenchTexts } from './messageTexts/fr';
import { urduTexts } from './messageTexts/ur';

/** A code verifies a phone at sign-up, or resets a password or PIN. */
export type CodeUse = 'verify' | 'reset';

/**
 * What the messages the API sends say, in each language (`%{name}` is filled in). The SMS texts fit
 * one SMS (tests/unit/rules/messageTexts.smsLength.test.ts); `codeSmsPlain` leaves the client's name
 * out, for a name that would not fit.
 */
export interface MessageTexts {
  direction: 'ltr' | 'rtl';
  codeSms: Record<CodeUse, string>;
  codeSmsPlain: Record<CodeUse, string>;
  codeMail: { subject: Record<CodeUse, string>; body: Record<CodeUse, string>; expiry: string; ignore: string };
  invoiceMail: { subject: string; greeting: string; body: string; billT: string };
  event: Record<EmailNotificationEvent, { subject: string; body: string }>;
  eventName: Record<EmailNotificationEvent, string>;
  bookingStatus: Record<BookingStatus, string>;
  openInPortal: string;
  unsubscribeReason: string;
  unsubscribeLink: string;
}

export const MESSAGE_TEXTS: Record<LocaleCode, MessageTexts> = { en: englishTexts, fr: frenchTexts, ur: urduTexts };

/** Codes live OTP_TTL_MS: the texts say so in minutes. */
export const CODE_MINUTES = String(Math.round(OTP_TTL_MS / 60_000));

/** What a code is for, from its purpose (server/auth/otp.ts): the sign-up phone check, or a reset. */
export const codeUseOf = (purpose: string): CodeUse => (purpose === 'phone:user' ? 'verify' : 'reset');

/** A code's SMS in one SMS: with the client's name when it fits, without it otherwise. */
export function codeSmsText(language: LocaleCode, purpose: string, code: string, client: string): string {
  const texts = MESSAGE_TEXTS[language];
  const use = codeUseOf(purpose);
  const named = fillMessage(texts.codeSms[use], { client: client.trim(), code, minutes: CODE_MINUTES });
  return client.trim() && fitsOneSms(named)
    ? named
    : fillMessage(texts.codeSmsPlain[use], { code, minutes: CODE_MINUTES });
}
