import nodemailer, { type Transporter } from 'nodemailer';
import { DeliveryFailure, type OutgoingMessage, type Transport } from './message';

/**
 * A server's refusal of the address or the message (550–554): trying again gets the same answer. A
 * refused login or TLS (530, 534, 535, 538) is the deployment's setting: tried again once it is fixed.
 */
const permanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 550 && code <= 554;
};

/**
 * E-mail over SMTP (nodemailer): SMTP_URL names the server, its port, TLS (smtps://, or STARTTLS when
 * the server offers it) and the account (smtp://user:password@host:587); MAIL_FROM the sender. Each
 * message carries its text and HTML bodies and its files. The answer kept is the server's reply.
 */
export class SmtpTransport implements Transport {
  private readonly transporter: Transporter;

  constructor(url: string, from: string) {
    this.transporter = nodemailer.createTransport(
      { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
      { from },
    );
  }

  async deliver(message: OutgoingMessage): Promise<string> {
    try {
      const info = await this.transporter.sendMail({
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.text,
        html: message.html ?? undefined,
        headers: message.headers,
        attachments: message.attachments.map(({ fileName, contentType, content }) => ({
          filename: fileName,
          contentType,
          content: Buffer.from(content),
        })),
      });
      return `${String(info.response)} (${info.messageId})`;
    } catch (error) {
      throw new DeliveryFailure(error instanceof Error ? error.message : String(error), permanent(error));
    }
  }

  close() {
    this.transporter.close();
  }
}
