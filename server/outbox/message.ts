import type { LocaleCode } from '#domain/locales';
import type { OutboxChannel, OutboxKind } from '#domain/outbox';
import type { MailAttachment } from '../mail/mailSender';

/** A message as the event that causes it writes it (enqueue). */
export interface OutboxInput {
  channel: OutboxChannel;
  kind: OutboxKind;
  /** A notification's SPEC event, or a code's purpose. */
  event?: string | null;
  recipient: string;
  language: LocaleCode;
  /** The company whose notification settings asked for it (its unsubscribe link names it). */
  companyId?: number | null;
  subject?: string | null;
  text: string;
  html?: string | null;
  code?: string | null;
  attachments?: readonly MailAttachment[];
}

/** A message as a transport sends it: bodies with the deployment's links filled in, and any headers. */
export interface OutgoingMessage {
  id: number;
  channel: OutboxChannel;
  kind: OutboxKind;
  event: string | null;
  recipient: string;
  language: string;
  subject: string | null;
  text: string;
  html: string | null;
  code: string | null;
  attachments: MailAttachment[];
  headers: Record<string, string>;
}

/** Sends one channel's messages; answers the provider's reply, or throws a DeliveryFailure (or any error). */
export interface Transport {
  deliver(message: OutgoingMessage): Promise<string>;
  close?(): void;
}

export interface Transports {
  email: Transport;
  sms: Transport;
}

/** A failed attempt; `permanent` when trying again cannot help (the address refused, the request malformed). */
export class DeliveryFailure extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}
