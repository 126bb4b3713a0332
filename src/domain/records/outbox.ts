import { Type, type Static } from '@sinclair/typebox';
import { LOCALE_CODES } from '../locales';
import { OUTBOX_CHANNEL, OUTBOX_KIND, OUTBOX_STATUS } from '../outbox';
import { Count, DateTime, Id, Nullable, NullableText, OneOf, Text, Version } from './common';

/** A file an e-mail carries, by name and size (its bytes never leave in an answer). */
export const OutboxAttachmentRecord = Type.Object({
  fileName: Text,
  contentType: Text,
  sizeBytes: Count,
});

/**
 * Each row of GET /outbox: a message, where it goes and how its sending went. Never its body: a
 * code's message would show the code. `event` is a notification's SPEC event or a code's purpose.
 */
export const OutboxRecord = Type.Object({
  id: Id,
  channel: OneOf(Object.values(OUTBOX_CHANNEL)),
  kind: OneOf(Object.values(OUTBOX_KIND)),
  event: NullableText,
  recipient: Text,
  language: OneOf(LOCALE_CODES),
  /** An e-mail's subject; null for an SMS. */
  subject: NullableText,
  status: OneOf(Object.values(OUTBOX_STATUS)),
  attempts: Count,
  maxAttempts: Count,
  /** When it is tried next: null once delivered or given up. */
  nextAttemptAt: Nullable(DateTime),
  /** Why the last attempt failed (kept when it is given up). */
  lastError: NullableText,
  createdAt: DateTime,
  deliveredAt: Nullable(DateTime),
  attachments: Type.Array(OutboxAttachmentRecord),
  version: Version,
});
export type OutboxRecord = Static<typeof OutboxRecord>;

/** One try at sending: when, whether it went, and the provider's answer or the error (at most 500 characters). */
export const OutboxAttemptRecord = Type.Object({ at: DateTime, ok: Type.Boolean(), answer: Text });

/** GET /outbox/:id: the message and every attempt, oldest first. */
export const OutboxMessageRecord = Type.Composite([
  OutboxRecord,
  Type.Object({ attemptLog: Type.Array(OutboxAttemptRecord) }),
]);
export type OutboxMessageRecord = Static<typeof OutboxMessageRecord>;

/** POST /unsubscribe: the address taken off, and the company whose notifications it no longer gets. */
export const UnsubscribedRecord = Type.Object({ email: Text, companyName: Text });
