import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { DOCUMENT_TYPE } from '#domain/documentTypes';
import { EMAIL_NOTIFICATION_EVENTS } from '#domain/verification';
import type { OutboxMessageRecord, OutboxRecord } from '#domain/records/outbox';
import { outboxMessages } from '../../../server/db/schema';
import { enqueue } from '../../../server/outbox/enqueue';
import { billingFixtures } from '../billingFixtures';
import { SECRETS, expectError, testAppPerFile } from '../testApp';
import { waitFor } from './standIns';

/*
 * The outbox with the development senders: what each SPEC event queues for the companies that chose
 * it, that a write rolled back sends nothing, and the staff routes (list, one message, retry).
 */
// Polls too rare to matter here: what is sent without drainOutbox() was woken by the commit's NOTIFY.
const t = testAppPerFile({ outboxPollMs: 3_600_000 });
const fx = billingFixtures(t);
let csr = '';
beforeAll(async () => {
  csr = (await t.login('csr')).token;
});

const get = async (url: string) => {
  const res = await t.as(csr, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const mailTo = (address: string) => t.mail.sent.filter((message) => message.to === address);

/** A company of its own that chose `events` for `address`. */
async function subscribed(name: string, address: string, events: readonly string[]) {
  const companyId = await fx.newCompany(name);
  await fx.configure(companyId, {});
  const saved = await t.as(csr, 'POST', `/api/config/shipper/email_notifications?companyId=${companyId}`, {
    events,
    emails: [address],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return companyId;
}

describe('the SPEC events a company chose, e-mailed from their writes', () => {
  it('every event: shipment created, bid placed and accepted, booking moved, POD, invoice issued and paid', async () => {
    const address = 'every.event@outbox-events.example';
    const companyId = await subscribed('Every Event Co', address, EMAIL_NOTIFICATION_EVENTS);
    const booking = await fx.deliveredBooking(companyId);
    expect((await fx.uploadCharge(booking.id, DOCUMENT_TYPE.PROOF_OF_DELIVERY)).statusCode).toBe(201);
    const invoice = await fx.invoice(companyId, [booking.id]);
    expect((await fx.csr('POST', `/api/invoice/${invoice.id}/paid`)).statusCode).toBe(200);
    const cancelled = await fx.newBooking(companyId);
    expect((await fx.csr('POST', `/api/booking/${cancelled.id}/status/13`, { reasonId: 21 })).statusCode).toBe(200);
    await t.drainOutbox();

    expect(mailTo(address).map((message) => message.subject)).toEqual([
      `Shipment ${booking.shipmentCode} created`,
      `New bid on shipment ${booking.shipmentCode}`,
      `Bid accepted on shipment ${booking.shipmentCode}`,
      `Proof of delivery for booking ${booking.code}`,
      `Invoice ${invoice.code} issued`,
      `Payment received for invoice ${invoice.code}`,
      `Shipment ${cancelled.shipmentCode} created`,
      `New bid on shipment ${cancelled.shipmentCode}`,
      `Bid accepted on shipment ${cancelled.shipmentCode}`,
      `Booking ${cancelled.code}: cancelled`,
    ]);
    const kinds = (await get(`/api/outbox?q=${address}&pageSize=50`)).content as OutboxRecord[];
    expect(new Set(kinds.map((m) => `${m.kind} ${m.status}`))).toEqual(new Set(['NOTIFICATION DELIVERED']));
    expect(new Set(kinds.map((m) => m.event))).toEqual(new Set(EMAIL_NOTIFICATION_EVENTS));
  });

  it('a company that chose none of them is sent nothing', async () => {
    const address = 'nothing.chosen@outbox-events.example';
    const companyId = await subscribed('Nothing Chosen Co', address, []);
    await fx.invoice(companyId, [(await fx.deliveredBooking(companyId)).id]);
    await t.drainOutbox();
    expect(mailTo(address)).toEqual([]);
  });
});

describe('a commit wakes the sender loop', () => {
  it('a code asked for is sent at once, without a poll and without waiting for the outbox', async () => {
    const phone = '03128000001';
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/otp/generate/user/${phone}`,
      payload: { clientSecret: SECRETS.shipper },
    });
    expect(asked.statusCode).toBe(200);
    await waitFor(`a code for ${phone}`, () => t.otp.lastCodeFor(phone, 'phone:user'), 10_000);
  });
});

describe('a write rolled back sends nothing', () => {
  it('a message queued in a transaction that fails is neither kept nor sent', async () => {
    const address = 'rolled.back@outbox-tx.example';
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueue(tx, { channel: 'EMAIL', kind: 'INVOICE', recipient: address, language: 'en', text: 'Never' });
        throw new Error('the write fails after queueing its message');
      }),
    ).rejects.toThrow('the write fails');
    await t.drainOutbox();
    expect(mailTo(address)).toEqual([]);
    expect(await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, address))).toEqual([]);
  });

  it("a stale booking move (409): its rehearsal's e-mail is not sent; the move made again is e-mailed once", async () => {
    const address = 'stale.move@outbox-tx.example';
    const companyId = await subscribed('Stale Move Co', address, ['BOOKING_STATUS']);
    const booking = await fx.newBooking(companyId);
    const { version } = await get(`/api/booking/${booking.id}`);
    const cancel = (v: number) => fx.csr('POST', `/api/booking/${booking.id}/status/13`, { reasonId: 21, version: v });
    expect((await cancel(version + 1)).statusCode).toBe(409);
    await t.drainOutbox();
    expect(mailTo(address)).toEqual([]);
    expect((await cancel(version)).statusCode).toBe(200);
    await t.drainOutbox();
    expect(mailTo(address).map((message) => message.subject)).toEqual([`Booking ${booking.code}: cancelled`]);
  });
});

describe('the staff routes', () => {
  it('list: newest first, filtered by status, channel, kind and recipient (any case); bad filters are 400', async () => {
    const all = await get('/api/outbox?pageSize=100');
    const ids = (all.content as OutboxRecord[]).map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const failed = (await get('/api/outbox?status=FAILED')).content as OutboxRecord[];
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((m) => m.status === 'FAILED' && m.nextAttemptAt === null && m.lastError)).toBe(true);
    const found = (await get('/api/outbox?channel=EMAIL&kind=INVOICE&q=ACCOUNTS@INDUS')).content as OutboxRecord[];
    expect(found.map((m) => m.recipient)).toContain('accounts@indusfoods.example');
    expect(found[0].attachments).toEqual([
      { fileName: 'invoice-INV-DEMO-1.pdf', contentType: 'application/pdf', sizeBytes: expect.any(Number) },
    ]);
    expect((await get('/api/outbox?q=nobody-at-all')).totalElements).toBe(0);
    for (const bad of ['status=SENT', 'channel=FAX', 'kind=SPAM', 'pageSize=0'])
      expect((await t.as(csr, 'GET', `/api/outbox?${bad}`)).statusCode, bad).toBe(400);
  });

  it('one message with its attempts oldest first; an unknown one is 404; shippers and partners 403', async () => {
    const [failed] = (await get('/api/outbox?status=FAILED&kind=INVOICE')).content as OutboxRecord[];
    const message = (await get(`/api/outbox/${failed.id}`)) as OutboxMessageRecord;
    expect(message.attemptLog).toHaveLength(message.attempts);
    const times = message.attemptLog.map((a) => a.at);
    expect(times).toEqual([...times].sort());
    expect(message.attemptLog.every((a) => !a.ok && a.answer === message.lastError)).toBe(true);
    expect((await t.as(csr, 'GET', '/api/outbox/999999')).statusCode).toBe(404);
    for (const who of ['shipperA', 'partner'] as const) {
      const token = (await t.login(who)).token;
      expect((await t.as(token, 'GET', '/api/outbox')).statusCode).toBe(403);
      expect((await t.as(token, 'POST', `/api/outbox/${failed.id}/retry`)).statusCode).toBe(403);
    }
  });

  it('retry: a failed message is due again with its attempts afresh and goes; a delivered one is 409', async () => {
    const [failed] = (await get('/api/outbox?status=FAILED&kind=INVOICE')).content as OutboxRecord[];
    const retried = await t.as(csr, 'POST', `/api/outbox/${failed.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ id: failed.id, status: 'PENDING', attempts: 0 });
    expect(retried.json().data.version).toBeGreaterThan(failed.version);
    await t.drainOutbox();
    const sent = (await get(`/api/outbox/${failed.id}`)) as OutboxMessageRecord;
    expect(sent).toMatchObject({ status: 'DELIVERED', attempts: 1, lastError: null, nextAttemptAt: null });
    expect(sent.attemptLog.at(-1)).toMatchObject({ ok: true });
    expect(t.mail.lastTo(failed.recipient)?.attachments.map((a) => a.fileName)).toEqual(['invoice-INV-DEMO-1.pdf']);
    expectError(await t.as(csr, 'POST', `/api/outbox/${failed.id}/retry`), 409, MESSAGES.outboxAlreadyDelivered);
    expect((await t.as(csr, 'POST', '/api/outbox/999999/retry')).statusCode).toBe(404);
  });
});
