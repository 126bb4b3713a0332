import { OutboxFileSender } from './outboxFileSender';
import type { MailMessage, MailSender } from './mailSender';

/**
 * A development/E2E sender: appends each message as one JSON line {to, subject, text, attachments:
 * [{fileName, contentType, sizeBytes}], at} to a file (MAIL_OUTBOX_FILE), so a browser test can see
 * what a company would have received. The files' bytes are left out. Not a transport: never the
 * only sender in production.
 */
export class FileMailSender extends OutboxFileSender<MailMessage> implements MailSender {
  /** `next`: also hand each message to another sender (e.g. the dev logger). */
  constructor(file: string, next?: MailSender) {
    super(
      file,
      ({ to, subject, text, attachments }) => ({
        to,
        subject,
        text,
        attachments: attachments.map(({ fileName, contentType, content }) => ({
          fileName,
          contentType,
          sizeBytes: content.byteLength,
        })),
      }),
      next,
    );
  }
}
