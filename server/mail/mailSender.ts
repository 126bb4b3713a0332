/**
 * Where the outbox's development sender hands e-mails (server/outbox/devTransport.ts) while no SMTP server
 * is configured: the dev sender logs and remembers them.
 */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments: MailAttachment[];
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

/** How many messages (with their files, a few kB each) the dev sender remembers: enough for any test, bounded however many are sent. */
export const DEV_MAIL_MEMORY = 20;

export class DevMailSender implements MailSender {
  readonly sent: MailMessage[] = [];
  constructor(private readonly log: (line: string) => void = (line) => console.info(line)) {}

  async send(message: MailMessage) {
    this.sent.push(message);
    if (this.sent.length > DEV_MAIL_MEMORY) this.sent.splice(0, this.sent.length - DEV_MAIL_MEMORY);
    const files = message.attachments.map((attachment) => attachment.fileName).join(', ') || 'none';
    this.log(`[dev mail] to ${message.to}: ${message.subject} (attachments: ${files})`);
  }

  /** The latest message sent to an address, for tests and local use. */
  lastTo(to: string) {
    return [...this.sent].reverse().find((message) => message.to === to);
  }
}
