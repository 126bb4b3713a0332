import { appendFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** One message the test inbox received, as a line of its file. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** The List-Unsubscribe header, when the message has one. */
  listUnsubscribe: string | null;
  attachments: { fileName: string; contentType: string; sizeBytes: number }[];
  at: string;
}

export interface SmtpInbox {
  /** What the API server is given as SMTP_URL. */
  url: string;
  stop: () => Promise<void>;
}

/** A header's raw value ("<https://…>"), without its name. */
const headerOf = (lines: readonly { key: string; line: string }[], key: string) =>
  lines.find((h) => h.key === key)?.line.replace(/^[^:]*:\s*/, '') ?? null;

/**
 * A real SMTP server on a free local port (the `smtp-server` package), standing in for the
 * deployment's mail relay: it accepts every message without authentication and appends each, as
 * mailparser reads it, to `file` as one JSON line, where a journey reads what a company was sent.
 */
export async function startSmtpInbox(file: string): Promise<SmtpInbox> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((mail) => {
          const received: ReceivedMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            listUnsubscribe: headerOf(mail.headerLines, 'list-unsubscribe'),
            attachments: mail.attachments.map((a) => ({
              fileName: a.filename ?? '',
              contentType: a.contentType,
              sizeBytes: a.size,
            })),
            at: new Date().toISOString(),
          };
          return appendFile(file, `${JSON.stringify(received)}\n`);
        })
        .then(() => done(), done);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every message the inbox holds for `to` (none before the first arrives). */
export const mailTo = (file: string, to: string): ReceivedMail[] =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ReceivedMail)
        .filter((mail) => mail.to.includes(to.toLowerCase()))
    : [];
