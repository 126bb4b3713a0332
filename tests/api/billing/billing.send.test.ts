import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { NOTIFICATION_KIND } from '#domain/notifications';
import type { InvoiceWithLines } from '#domain/records/invoices';
import { notifications, users } from '../../../server/db/schema';
import { FileMailSender } from '../../../server/mail/fileMailSender';
import { expectError, testAppPerFile } from '../testApp';
import { billingFixtures } from '../billingFixtures';

/** POST /api/invoice/:id/send: the invoice goes to the company's invoice e-mail, with the bill-Ts when configured. */
const t = testAppPerFile();
const fx = billingFixtures(t);

const DETENTION = 33;

/** Sends the invoice and waits for the outbox: the message is then with the development mail sender. */
async function send(invoiceId: number): Promise<InvoiceWithLines> {
  const res = await fx.csr('POST', `/api/invoice/${invoiceId}/send`);
  expect(res.statusCode, res.body).toBe(200);
  await t.drainOutbox();
  return res.json().data;
}
const fileNames = (to: string) => t.mail.lastTo(to)?.attachments.map((attachment) => attachment.fileName);
const sentNotices = async (companyId: number) =>
  t.database.db
    .select({ title: notifications.title, link: notifications.link })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(users.companyId, companyId), eq(notifications.kind, NOTIFICATION_KIND.INVOICE_SENT)));

describe('POST /api/invoice/:id/send', () => {
  it('refuses (409) while the company has no invoice e-mail, and sends nothing', async () => {
    const companyId = await fx.newCompany();
    const booking = await fx.deliveredBooking(companyId);
    const invoice = await fx.invoice(companyId, [booking.id]);
    const before = t.mail.sent.length;
    expectError(await fx.csr('POST', `/api/invoice/${invoice.id}/send`), 409, MESSAGES.invoiceEmailMissing);
    await t.drainOutbox();
    expect(t.mail.sent.length).toBe(before);
    expect((await fx.csr('GET', `/api/invoice/${invoice.id}`)).json().data).toMatchObject({
      sentAt: null,
      sentTo: null,
    });
  });

  it("sends the invoice PDF and each booking's bill-T once, records when and where, and tells the company's users", async () => {
    const companyId = await fx.newCompany();
    await fx.configure(companyId, {
      invoiceEmail: 'accounts@billing-one.example',
      attachBillT: true,
      billableChargeTypeIds: [DETENTION],
    });
    const one = await fx.deliveredBooking(companyId, 60_000);
    const two = await fx.deliveredBooking(companyId, 70_000);
    await fx.uploadCharge(one.id, DETENTION, 1200);
    const invoice = await fx.invoice(companyId, [one.id, two.id]);
    expect(invoice.lines).toHaveLength(3);

    const sent = await send(invoice.id);
    expect(sent).toMatchObject({ id: invoice.id, sentTo: 'accounts@billing-one.example' });
    expect(Date.now() - new Date(sent.sentAt!).getTime()).toBeLessThan(60_000);

    const message = t.mail.lastTo('accounts@billing-one.example')!;
    expect(message.subject).toMatch(new RegExp(`^Invoice ${invoice.code} from `));
    expect(message.text).toContain(invoice.code);
    expect(fileNames('accounts@billing-one.example')).toEqual([
      `invoice-${invoice.code}.pdf`,
      `bill-t-${one.code}.pdf`,
      `bill-t-${two.code}.pdf`,
    ]);
    for (const attachment of message.attachments) {
      expect(attachment.contentType).toBe('application/pdf');
      expect(Buffer.from(attachment.content).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(await sentNotices(companyId)).toEqual([
      { title: `Invoice ${invoice.code} sent`, link: `/invoices/${invoice.id}/show` },
    ]);
  });

  it('without the bill-T when the configuration does not attach it; a paid invoice may be sent again', async () => {
    const companyId = await fx.newCompany();
    await fx.configure(companyId, { invoiceEmail: 'ap@billing-two.example', attachBillT: false });
    const booking = await fx.deliveredBooking(companyId);
    const invoice = await fx.invoice(companyId, [booking.id]);
    expect((await fx.csr('POST', `/api/invoice/${invoice.id}/paid`)).statusCode).toBe(200);
    await send(invoice.id);
    expect(fileNames('ap@billing-two.example')).toEqual([`invoice-${invoice.code}.pdf`]);

    // The address is the configuration's when the invoice is sent.
    await fx.configure(companyId, { invoiceEmail: 'finance@billing-two.example', attachBillT: false });
    expect((await send(invoice.id)).sentTo).toBe('finance@billing-two.example');
  });

  it('a cancelled invoice is not sent (409); an unknown one is a 404; only staff send (403)', async () => {
    const companyId = await fx.newCompany();
    await fx.configure(companyId, { invoiceEmail: 'ap@billing-three.example' });
    const booking = await fx.deliveredBooking(companyId);
    const invoice = await fx.invoice(companyId, [booking.id]);
    const shipper = (await t.login('shipperA')).token;
    expect((await t.as(shipper, 'POST', `/api/invoice/${invoice.id}/send`)).statusCode).toBe(403);
    await fx.csr('POST', `/api/invoice/${invoice.id}/cancel`, { reason: 'Duplicate' });
    expectError(await fx.csr('POST', `/api/invoice/${invoice.id}/send`), 409, MESSAGES.invoiceNotSendable);
    await t.drainOutbox();
    expect(t.mail.lastTo('ap@billing-three.example')).toBeUndefined();
    expect((await fx.csr('POST', '/api/invoice/999999/send')).statusCode).toBe(404);
  });
});

describe('the outbox file (MAIL_OUTBOX_FILE)', () => {
  it('holds one JSON line per message: recipient, subject, text and each attachment by name and size, not its bytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mail-outbox-'));
    try {
      const file = join(dir, 'mail.jsonl');
      const sender = new FileMailSender(file);
      const content = new Uint8Array([37, 80, 68, 70, 45, 49]);
      await sender.send({
        to: 'a@b.example',
        subject: 'Invoice INV-000001',
        text: 'Hello',
        attachments: [{ fileName: 'invoice-INV-000001.pdf', contentType: 'application/pdf', content }],
      });
      await sender.send({ to: 'c@d.example', subject: 'Second', text: '', attachments: [] });
      const lines = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines).toEqual([
        {
          to: 'a@b.example',
          subject: 'Invoice INV-000001',
          text: 'Hello',
          attachments: [{ fileName: 'invoice-INV-000001.pdf', contentType: 'application/pdf', sizeBytes: 6 }],
          at: expect.any(String),
        },
        { to: 'c@d.example', subject: 'Second', text: '', attachments: [], at: expect.any(String) },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
