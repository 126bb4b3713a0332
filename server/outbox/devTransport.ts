import { OUTBOX_KIND } from '#domain/outbox';
import type { OtpSender } from '../auth/otpSender';
import type { MailSender } from '../mail/mailSender';
import type { OutgoingMessage, Transport } from './message';

/**
 * The development sender, the default of both channels when no SMTP server or SMS provider is set:
 * codes go to the code sender ([dev otp] log lines, and OTP_OUTBOX_FILE) as codes, e-mails to the mail
 * sender ([dev mail], and MAIL_OUTBOX_FILE), any other SMS to the log. `npm start` needs nothing.
 */
export class DevTransport implements Transport {
  constructor(
    private readonly codes: OtpSender,
    private readonly mail: MailSender,
    private readonly log: (line: string) => void,
  ) {}

  async deliver(message: OutgoingMessage): Promise<string> {
    if (message.kind === OUTBOX_KIND.CODE && message.code) {
      await this.codes.send({ to: message.recipient, code: message.code, purpose: message.event ?? '' });
      return 'development sender: code handed to the code sender';
    }
    if (message.channel === 'SMS') {
      this.log(`[dev sms] to ${message.recipient}: ${message.text}`);
      return 'development sender: SMS logged';
    }
    await this.mail.send({
      to: message.recipient,
      subject: message.subject ?? '',
      text: message.text,
      attachments: message.attachments,
    });
    return 'development sender: e-mail handed to the mail sender';
  }
}

/**
 * A real transport that also hands what it delivered to the development outbox files when they are
 * set (E2E runs a real SMTP server and still reads codes from OTP_OUTBOX_FILE).
 */
export class CopyingTransport implements Transport {
  constructor(
    private readonly inner: Transport,
    private readonly copies: { codes?: OtpSender; mail?: MailSender },
  ) {}

  async deliver(message: OutgoingMessage): Promise<string> {
    const answer = await this.inner.deliver(message);
    if (message.kind === OUTBOX_KIND.CODE && message.code)
      await this.copies.codes?.send({ to: message.recipient, code: message.code, purpose: message.event ?? '' });
    else if (message.channel === 'EMAIL')
      await this.copies.mail?.send({
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.text,
        attachments: message.attachments,
      });
    return answer;
  }

  close() {
    this.inner.close?.();
  }
}
