import type { PaletteName } from '#domain/palette';
import { OUTBOX_CHANNEL, OUTBOX_KIND, OUTBOX_STATUS, type OutboxStatus } from '#domain/outbox';
import type { OutboxMessageRecord } from '#domain/records/outbox';

export type { OutboxRecord, OutboxMessageRecord } from '#domain/records/outbox';
export type OutboxAttachment = OutboxMessageRecord['attachments'][number];
export type OutboxAttempt = OutboxMessageRecord['attemptLog'][number];

export const OUTBOX_STATUS_COLOURS: Record<OutboxStatus, PaletteName> = {
  PENDING: 'amber',
  DELIVERED: 'green',
  FAILED: 'red',
};

/** A filter's choices, named by their message keys (`app.outbox.<group>.<value>`). */
const choicesOf = (group: string, values: readonly string[]) =>
  values.map((id) => ({ id, name: `app.outbox.${group}.${id}` }));
export const outboxStatusChoices = choicesOf('status', Object.values(OUTBOX_STATUS));
export const outboxChannelChoices = choicesOf('channel', Object.values(OUTBOX_CHANNEL));
export const outboxKindChoices = choicesOf('kind', Object.values(OUTBOX_KIND));
