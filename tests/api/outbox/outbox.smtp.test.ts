import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import type { OutboxMessageRecord, OutboxRecord } from '#domain/records/outbox';
import { emailUnsubscribes, outboxMessages, users } from '../../../server/db/schema';
import { billingFixtures } from '../billingFixtures';
import { DEMO, expectError, testAppPerFile } from '../testApp';
import { rawHeader, startInbox } from './standIns';

/*
 * E-mail over a real SMTP server (smtp-server, started here): what the API queues in its writes
 * reaches the inbox from the sender loop, in the address's language, with its files, and a
 * notification's unsubscribe link takes the address off its company's notification e-mails.
 */
const inbox = await startInbox();
const t = testAppPerFile({ smtpUrl: inbox.url, publicUrl: 'https://portal.example' });
const fx = billingFixtures(t);
afterAll(() => inbox.stop());

let csr = '';
beforeAll(async () => {
  csr = (await t.login('csr')).token;
});

const outboxFor = async (recipient: string) => {
  const res = await t.as(csr, 'GET', `/api/outbox?q=${encodeURIComponent(recipient)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.content as OutboxRecord[];
};

describe('a one-time code by e-mail', () => {
  it('reaches the inbox once, validates, and is not kept once delivered', async () => {
    const email = DEMO.broker.email;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/forgot-password',
      payload: { username: email, isEmail: true },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await t.drainOutbox();

    const [mail] = inbox.to(email);
    expect(inbox.to(email)).toHaveLength(1);
    expect(mail.subject).toMatch(/reset code$/);
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
    expect(code, mail.text).toBeDefined();
    expect(String(mail.html)).toContain('<html lang="en" dir="ltr">');
    expect(String(mail.html)).toContain(code);
    const valid = await t.app.inject({
      method: 'POST',
      url: `/api/otp/forgot-password/validate?username=${encodeURIComponent(email)}&otp=${code}&isEmail=true`,
    });
    expect(valid.statusCode, valid.body).toBe(200);

    const [record] = await outboxFor(email);
    expect(record).toMatchObject({ channel: 'EMAIL', kind: 'CODE', event: 'forgot-password', status: 'DELIVERED' });
    expect(record).toMatchObject({ attempts: 1, nextAttemptAt: null, lastError: null, attachments: [] });
    const shown = await t.as(csr, 'GET', `/api/outbox/${record.id}`);
    expect(shown.body).not.toContain(code);
    expect((shown.json().data as OutboxMessageRecord).attemptLog).toEqual([
      { at: expect.any(String), ok: true, answer: expect.stringMatching(/^250 /) },
    ]);
    const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, record.id));
    expect(row).toMatchObject({ textBody: null, htmlBody: null, code: null });
  });
});

describe('an invoice', () => {
  it('carries its PDF and, with "attach Bill-T" on, each booking’s bill-T', async () => {
    const companyId = await fx.newCompany('Smtp Invoice Co');
    const to = 'accounts@smtp-invoice.example';
    await fx.configure(companyId, { invoiceEmail: to, attachBillT: true });
    const booking = await fx.deliveredBooking(companyId);
    const invoice = await fx.invoice(companyId, [booking.id]);
    expect((await fx.csr('POST', `/api/invoice/${invoice.id}/send`)).statusCode).toBe(200);
    await t.drainOutbox();

    const [mail] = inbox.to(to);
    expect(mail.subject).toMatch(new RegExp(`^Invoice ${invoice.code} from `));
    expect(mail.text).toContain(invoice.code);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`invoice-${invoice.code}.pdf`, 'application/pdf'],
      [`bill-t-${booking.code}.pdf`, 'application/pdf'],
    ]);
    for (const attachment of mail.attachments) expect(attachment.content.subarray(0, 5).toString()).toBe('%PDF-');
    const [record] = await outboxFor(to);
    expect(record).toMatchObject({ kind: 'INVOICE', status: 'DELIVERED', subject: mail.subject });
    expect(record.attachments.map((a) => a.fileName)).toEqual(mail.attachments.map((a) => a.filename));
  });
});

describe('notification e-mails, as the company chose them', () => {
  let companyId = 0;
  const english = 'ops@smtp-notify.example';
  const urdu = 'urdu.reader@smtp-notify.example';

  beforeAll(async () => {
    companyId = await fx.newCompany('Smtp Notify Co');
    await fx.configure(companyId, {});
    // The second address belongs to a user of the company who reads Urdu.
    const [someone] = await t.database.db.select().from(users).where(eq(users.companyId, companyId)).limit(1);
    await t.database.db.update(users).set({ email: urdu, locale: 'ur' }).where(eq(users.id, someone.id));
    const saved = await t.as(csr, 'POST', `/api/config/shipper/email_notifications?companyId=${companyId}`, {
      events: ['INVOICE_ISSUED'],
      emails: [english, urdu],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('an event chosen reaches each address in its language with an unsubscribe link; one not chosen sends nothing', async () => {
    const invoice = await fx.invoice(companyId, [(await fx.deliveredBooking(companyId)).id]);
    await t.drainOutbox();
    const [mail] = inbox.to(english);
    expect(mail.subject).toBe(`Invoice ${invoice.code} issued`);
    expect(mail.text).toContain(`https://portal.example/invoices/${invoice.id}/show`);
    const unsubscribe = String(rawHeader(mail, 'list-unsubscribe'));
    expect(unsubscribe).toMatch(/^<https:\/\/portal\.example\/auth\/unsubscribe\?token=[\w-]+\.[\w-]+>$/);
    expect(mail.text).toContain(unsubscribe.slice(1, -1));
    const [inUrdu] = inbox.to(urdu);
    expect(String(inUrdu.html)).toContain('<html lang="ur" dir="rtl">');
    expect(inUrdu.subject).toBe(`انوائس ${invoice.code} جاری`);

    expect((await fx.csr('POST', `/api/invoice/${invoice.id}/paid`)).statusCode).toBe(200);
    await t.drainOutbox();
    expect(inbox.to(english)).toHaveLength(1);
  });

  it('the unsubscribe link takes the address off, records it, and later events skip it; a forged one is refused', async () => {
    const link = String(rawHeader(inbox.to(english)[0], 'list-unsubscribe')).slice(1, -1);
    const token = new URL(link).searchParams.get('token')!;
    const [payload, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ companyId, email: urdu })).toString('base64url')}.${signature}`;
    for (const bad of [forged, `${payload}.x${signature}`, 'not-a-token', ''])
      expectError(
        await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token: bad } }),
        400,
        MESSAGES.unsubscribeLinkInvalid,
      );

    const res = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ email: english, companyName: expect.stringMatching(/^Smtp Notify Co/) });
    const settings = await t.as(csr, 'GET', `/api/config/shipper/email_notifications?companyId=${companyId}`);
    expect(settings.json().data.emails).toEqual([urdu]);
    const recorded = await t.database.db
      .select()
      .from(emailUnsubscribes)
      .where(eq(emailUnsubscribes.companyId, companyId));
    expect(recorded).toEqual([{ id: expect.any(Number), companyId, email: english, at: expect.any(Date) }]);
    // A second click answers the same and records nothing more.
    expect((await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token } })).statusCode).toBe(200);

    await fx.invoice(companyId, [(await fx.deliveredBooking(companyId)).id]);
    await t.drainOutbox();
    expect(inbox.to(english)).toHaveLength(1);
    expect(inbox.to(urdu)).toHaveLength(2);
  });
});
