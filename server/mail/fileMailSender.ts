import { appendFile } from 'node:fs/promises';
import type { MailMessage, MailSender } from './mailSender';

/**
 * A development/E2E sender: appends each message as one JSON line {to, subject, text, attachments:
 * [{fileName, contentType, sizeBytes}], at} to a file (MAIL_OUTBOX_FILE), so a browser test can see
 * what a company would have received. The files' bytes are left out. Not a transport: never the
 * only sender in production.
 */
export class FileMailSender implements MailSender {
  constructor(
    private readonly file: string,
    /** Also hand each message to another sender (e.g. the dev logger). */
    private readonly next?: MailSender,
  ) {}

  async send(message: MailMessage) {
    const line = JSON.stringify({
      to: message.to,
      subject: message.subject,
      text: message.text,
      attachments: message.attachments.map(({ fileName, contentType, content }) => ({
        fileName,
        contentType,
        sizeBytes: content.byteLength,
      })),
      at: new Date().toISOString(),
    });
    await appendFile(this.file, `${line}\n`, { mode: 0o600 });
    await this.next?.send(message);
  }
}
