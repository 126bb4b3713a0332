import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until it answers something, or fails after `timeoutMs` saying what it waited for. */
export async function waitFor<T>(what: string, read: () => T | undefined | Promise<T | undefined>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await sleep(25);
  }
}

/** A header's raw value as sent ("<https://…>"), without its name; mailparser's own reading restructures some. */
export const rawHeader = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((header) => header.key === key)?.line.replace(/^[^:]*:\s*/, '');

/** A message the inbox received: whom the envelope named, and the message as mailparser reads it. */
export interface Received {
  rcptTo: string[];
  mail: ParsedMail;
}

export interface Inbox {
  /** What the API is given as SMTP_URL. */
  url: string;
  received: Received[];
  /** The messages to an address, oldest first. */
  to(address: string): ParsedMail[];
  stop(): Promise<void>;
}

/** A real SMTP server (smtp-server) on a free loopback port that keeps, parsed, every message it accepts. */
export async function startInbox(): Promise<Inbox> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), mail });
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((r) => r.rcptTo.includes(address.toLowerCase())).map((r) => r.mail),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One request the SMS provider got, and what it answered. */
export interface SmsRequest {
  headers: IncomingMessage['headers'];
  body: { to: string; text: string };
  status: number;
}

export interface SmsProvider {
  url: string;
  requests: SmsRequest[];
  /** The next `count` requests are answered `status` (503: the provider is down). */
  failNext(count: number, status?: number): void;
  /** The texts it accepted (2xx) for a number. */
  deliveredTo(to: string): string[];
  stop(): Promise<void>;
}

/**
 * A local HTTP stand-in for an SMS provider's API: JSON {to, text} in, 200 {id, text} out (echoing the
 * text, as some providers do), unless told to fail.
 */
export async function startSmsProvider(): Promise<SmsProvider> {
  const requests: SmsRequest[] = [];
  let failures: { count: number; status: number } = { count: 0, status: 503 };
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const failing = failures.count > 0;
      if (failing) failures = { ...failures, count: failures.count - 1 };
      const status = failing ? failures.status : 200;
      const body = JSON.parse(raw) as SmsRequest['body'];
      requests.push({ headers: request.headers, body, status });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(failing ? { error: 'Service Unavailable' } : { id: `sms-${requests.length}`, text: body.text }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    requests,
    failNext: (count, status = 503) => (failures = { count, status }),
    deliveredTo: (to) => requests.filter((r) => r.body.to === to && r.status < 300).map((r) => r.body.text),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
