import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUS } from '#domain/bookings';
import { HISTORY_EVENTS, type HistoryEvent } from '#domain/history';
import { MESSAGES } from '#domain/messages';
import type { HistoryEntryRecord } from '#domain/records/history';
import { SHIPMENT_STATUS, TAGGING_ORIGIN } from '#domain/shipments';
import { USER_TYPE } from '#domain/userTypes';
import { bookings, drivers, payments, recordHistory, shipments } from '../../../server/db/schema';
import Fastify, { type FastifyInstance } from 'fastify';
import { checkDeclaredHistory, shipmentHistory } from '../../../server/history/routeHistory';
import { write } from '../../../server/http/write';
import { multipart } from '../multipart';
import { validShipment, verifiedFlatbedOf } from '../shipmentFixtures';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';

/*
 * History: every write that changes a shipment or a booking appends exactly one entry in its
 * own transaction (a failed write leaves none), read back newest first and scoped like the record.
 */
const t = testAppPerFile();
const token: Partial<Record<DemoKey, string>> = {};
let csr: string;
let partnerId: number;
let driverId: number;
let driverName: string;
let otherDriverId: number;
let otherDriverName: string;
let vehicleId: number;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'shipperB', 'partner', 'driver'] as const)
    token[who] = (await t.login(who)).token;
  csr = token.csr!;
  partnerId = (await t.login('partner')).user.id;
  const { db } = t.database;
  const own = await db
    .select()
    .from(drivers)
    .where(and(eq(drivers.partnerId, partnerId), eq(drivers.status, 'VERIFIED')));
  [driverId, driverName] = [own[0].id, own[0].fullName];
  [otherDriverId, otherDriverName] = [own[1].id, own[1].fullName];
  vehicleId = (await verifiedFlatbedOf(db, partnerId)).id;
});

const entriesIn = async (shipmentId: number) =>
  (await t.database.db.select({ n: count() }).from(recordHistory).where(eq(recordHistory.shipmentId, shipmentId)))[0].n;

async function historyOf(path: string, who: DemoKey = 'csr', query = '') {
  const res = await t.as(token[who]!, 'GET', `/api/${path}/history${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { content: HistoryEntryRecord[]; totalElements: number };
}

/**
 * Runs a write and expects it to leave exactly one new entry for each record it changed (`records`:
 * the shipment and, for a bid's accept or backout, each booking it made or released), all of `event`;
 * answers them, newest first.
 */
async function entriesOf(
  shipmentId: number,
  event: HistoryEvent,
  write: () => Promise<{ statusCode: number; body: string }>,
  records = 1,
) {
  const before = await entriesIn(shipmentId);
  const res = await write();
  expect(res.statusCode, res.body).toBeLessThan(300);
  expect(await entriesIn(shipmentId)).toBe(before + records);
  const newest = (await historyOf(`shipment/${shipmentId}`)).content.slice(0, records);
  for (const entry of newest) {
    expect(entry.event).toBe(event);
    expect(entry.group).toBe(HISTORY_EVENTS[event]);
  }
  return newest;
}
const oneEntry = async (...args: Parameters<typeof entriesOf>) => (await entriesOf(...args))[0];

async function newShipment(overrides: Record<string, unknown> = {}) {
  const res = await t.as(csr, 'POST', '/api/shipment/v3', validShipment({ companyId: 1, ...overrides }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const change = (entry: HistoryEntryRecord, field: string) => entry.changes.find((c) => c.field === field);

/**
 * The writes under the shipment, booking, bid and invoice roots that change no shipment or booking row,
 * or that append their history themselves (uploads, deletes of documents: server/documents/routes.ts).
 */
const NOT_HISTORY: Record<string, string> = {
  'POST /api/shipment/:id/favourite': "the caller's own mark, not the shipment",
  'POST /api/shipment/contract-amount/upload': 'appends one entry per shipment it changes, itself',
  'POST /api/shipment-document/upload': 'appends its entry itself, after the file',
  'DELETE /api/shipment-document/:id': 'appends its entry itself',
  'POST /api/bookingDocument/upload': 'appends its entry itself, after the file',
  'DELETE /api/bookingDocument/:id': 'appends its entry itself',
  'PUT /api/bookingDocument/:id/review': 'appends its entry itself, with the review',
  'POST /api/bid/:id/acknowledge': "the partner's receipt of a decision: the bid only",
  'POST /api/shipment-template': 'a template, not a shipment',
  'PUT /api/shipment-template/:id': 'a template, not a shipment',
  'DELETE /api/shipment-template/:id': 'a template, not a shipment',
  'PUT /api/bid-limit/:id': 'the bid limits, not a shipment',
  'POST /api/invoice-document/upload': "an invoice's file: no booking changes",
  'DELETE /api/invoice-document/:id': "an invoice's file: no booking changes",
  'POST /api/invoice/:id/send': "the invoice's e-mail: no booking changes",
};

describe('every write under the shipment, booking, bid and invoice roots tells its history, or says why not', () => {
  it('the route table holds no write without history and without a reason', () => {
    const writes = t.app.routeTable
      .filter((r) => r.method !== 'GET' && /^\/api\/(shipment|booking|bid|invoice)/.test(r.url))
      .filter((r) => !r.history)
      .map((r) => `${r.method} ${r.url}`);
    expect(writes.filter((route) => !(route in NOT_HISTORY))).toEqual([]);
    const known = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(NOT_HISTORY).filter((route) => !known.has(route))).toEqual([]);
  });
});

describe('each kind of write leaves exactly one entry, with who, before and after', () => {
  let shipmentId: number;
  let bookingId: number;

  it('create, edit, margin, tag, bid window', async () => {
    shipmentId = await newShipment({ shipperRate: 95_000 });
    expect(await entriesIn(shipmentId)).toBe(1);
    const [first] = (await historyOf(`shipment/${shipmentId}`)).content;
    expect(first).toMatchObject({
      event: 'created',
      actorName: expect.any(String),
      actorType: USER_TYPE.INTERNAL,
      changes: [],
    });

    const edited = await oneEntry(shipmentId, 'edited', () =>
      t.as(csr, 'PATCH', `/api/shipment/${shipmentId}`, { specialInstructions: 'Handle with care' }),
    );
    expect(change(edited, 'specialInstructions')).toMatchObject({ after: 'Handle with care' });
    expect(change(edited, 'version')).toBeUndefined();

    const [{ contractAmount: was }] = await t.database.db
      .select({ contractAmount: shipments.contractAmount })
      .from(shipments)
      .where(eq(shipments.id, shipmentId));
    const margin = await oneEntry(shipmentId, 'marginChanged', () =>
      t.as(csr, 'PATCH', `/api/shipment/${shipmentId}/margin`, { contractAmount: 123_456 }),
    );
    expect(margin.changes).toEqual([{ field: 'contractAmount', before: was, after: 123_456 }]);

    await oneEntry(shipmentId, 'tagged', () =>
      t.as(csr, 'POST', `/api/shipment/${shipmentId}/tag`, { taggingOrigin: TAGGING_ORIGIN.DIGITIN }),
    );
    const windowed = await oneEntry(shipmentId, 'bidWindowChanged', () =>
      t.as(csr, 'PUT', `/api/shipment/${shipmentId}/bid-window`, { open: false }),
    );
    expect(change(windowed, 'bidWindowOpen')).toEqual({ field: 'bidWindowOpen', before: true, after: false });
    await oneEntry(shipmentId, 'bidWindowChanged', () =>
      t.as(csr, 'PUT', `/api/shipment/${shipmentId}/bid-window`, { open: true }),
    );
  });

  it('bids placed, rejected with a reason, accepted (with the bookings made)', async () => {
    let bidId = 0;
    const placed = await oneEntry(shipmentId, 'bidPlaced', async () => {
      const res = await t.as(token.partner!, 'POST', '/api/bid', { shipmentId, amount: 90_000 });
      bidId = res.json().data.id;
      return res;
    });
    expect(placed.detail).toMatchObject({ bidId, bidAmount: 90_000, partner: expect.any(String) });
    const rejected = await oneEntry(shipmentId, 'bidRejected', () =>
      t.as(csr, 'POST', `/api/bid/${bidId}/reject`, { reasonId: 11, details: 'Too dear' }),
    );
    expect(rejected.reason).toContain('Too dear');

    let second = 0;
    await oneEntry(shipmentId, 'bidPlaced', async () => {
      const res = await t.as(csr, 'POST', '/api/bid', { shipmentId, amount: 80_000, partnerId });
      second = res.json().data.id;
      return res;
    });
    // One entry on the shipment and one on the booking it made (new: no changes, the bid in its detail).
    const [onBooking, onShipment] = await entriesOf(
      shipmentId,
      'bidAccepted',
      async () => {
        const res = await t.as(csr, 'POST', `/api/bid/${second}/accept`, {});
        bookingId = res.json().data.bookings[0].id;
        return res;
      },
      2,
    );
    expect(onShipment.bookingId).toBeNull();
    expect(onShipment.detail).toMatchObject({
      bidId: second,
      bidAmount: 80_000,
      bookings: expect.stringMatching(/\S/),
    });
    expect(onBooking).toMatchObject({ bookingId, changes: [], detail: { bidId: second } });
  });

  it("a booking's driver assignment, reassignment and status moves are its own and its shipment's", async () => {
    const assigned = await oneEntry(shipmentId, 'driverAssigned', () =>
      t.as(csr, 'POST', `/api/booking/${bookingId}/assign-driver`, { driverId, vehicleId }),
    );
    expect(assigned.bookingId).toBe(bookingId);
    expect(assigned.bookingCode).toMatch(/\S/);
    expect(change(assigned, 'driver')).toEqual({ field: 'driver', before: null, after: driverName });
    expect(change(assigned, 'vehicle')?.after).toMatch(/\S/);
    expect(change(assigned, 'driverId')).toBeUndefined();

    const reassigned = await oneEntry(shipmentId, 'driverReassigned', () =>
      t.as(csr, 'POST', `/api/booking/${bookingId}/reassign`, {
        driverId: otherDriverId,
        vehicleId,
        reason: 'Driver fell ill',
      }),
    );
    expect(change(reassigned, 'driver')).toEqual({ field: 'driver', before: driverName, after: otherDriverName });
    expect(reassigned.reason).toBe('Driver fell ill');

    const moved = await oneEntry(shipmentId, 'statusMoved', () =>
      t.as(csr, 'POST', `/api/booking/${bookingId}/status/${BOOKING_STATUS.DISPATCH_STARTED}`, {}),
    );
    expect(change(moved, 'status')).toEqual({
      field: 'status',
      before: BOOKING_STATUS.CREATED,
      after: BOOKING_STATUS.DISPATCH_STARTED,
    });

    const own = await historyOf(`booking/${bookingId}`);
    expect(own.content.map((e) => e.event)).toEqual([
      'statusMoved',
      'driverReassigned',
      'driverAssigned',
      'bidAccepted',
    ]);
  });

  it('documents added and removed, on the shipment and on a booking', async () => {
    const upload = (root: string, field: string, id: number) => {
      const { payload, contentType } = multipart([
        { name: field, value: String(id) },
        { name: 'documentTypeId', value: '2' },
        { name: 'file', fileName: 'pod.pdf', contentType: 'application/pdf', content: PDF },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/${root}/upload`,
        payload,
        headers: { authorization: `Bearer ${csr}`, 'content-type': contentType },
      });
    };
    let documentId = 0;
    const added = await oneEntry(shipmentId, 'documentAdded', async () => {
      const res = await upload('shipment-document', 'shipmentId', shipmentId);
      documentId = res.json().data.id;
      return res;
    });
    expect(added.detail).toMatchObject({ documentId, fileName: 'pod.pdf', documentType: expect.any(String) });
    await oneEntry(shipmentId, 'documentRemoved', () => t.as(csr, 'DELETE', `/api/shipment-document/${documentId}`));
    const onBooking = await oneEntry(shipmentId, 'documentAdded', () =>
      upload('bookingDocument', 'bookingId', bookingId),
    );
    expect(onBooking.bookingId).toBe(bookingId);
  });

  it('delivery, the payment settled, an invoice made, cancelled with a reason and made again and paid', async () => {
    await oneEntry(shipmentId, 'statusMoved', () =>
      t.as(csr, 'POST', `/api/booking/${bookingId}/status/${BOOKING_STATUS.TRANSIT}`, {}),
    );
    await oneEntry(shipmentId, 'statusMoved', () =>
      t.as(csr, 'POST', `/api/booking/${bookingId}/status/${BOOKING_STATUS.DELIVERED}`, {}),
    );
    const [advance] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.kind, 'ADVANCE')));
    const paid = await oneEntry(shipmentId, 'paymentPaid', () =>
      t.as(csr, 'POST', '/api/bank/v1/payment/batch', { batchId: randomUUID(), paymentIds: [advance.id] }),
    );
    expect(paid.detail).toMatchObject({ paymentId: advance.id, kind: 'ADVANCE', amount: expect.any(Number) });

    let invoiceId = 0;
    const invoiced = await oneEntry(shipmentId, 'invoiced', async () => {
      const res = await t.as(csr, 'POST', '/api/invoice', { companyId: 1, bookingIds: [bookingId] });
      invoiceId = res.json().data?.id;
      return res;
    });
    expect(change(invoiced, 'invoiced')).toEqual({ field: 'invoiced', before: false, after: true });
    expect(invoiced.detail).toMatchObject({ invoiceId });
    const cancelled = await oneEntry(shipmentId, 'invoiceCancelled', () =>
      t.as(csr, 'POST', `/api/invoice/${invoiceId}/cancel`, { reason: 'Wrong rate' }),
    );
    expect(cancelled.reason).toBe('Wrong rate');
    await oneEntry(shipmentId, 'invoiced', async () => {
      const res = await t.as(csr, 'POST', '/api/invoice', { companyId: 1, bookingIds: [bookingId] });
      invoiceId = res.json().data?.id;
      return res;
    });
    await oneEntry(shipmentId, 'invoicePaid', () => t.as(csr, 'POST', `/api/invoice/${invoiceId}/paid`, {}));
  });

  it('a shipment cancelled with its reason; the contract amount upload', async () => {
    const other = await newShipment();
    const uploaded = await oneEntry(other, 'contractAmountUploaded', () => {
      const code = `SH-${String(other).padStart(6, '0')}`;
      const { payload, contentType } = multipart([
        {
          name: 'file',
          fileName: 'amounts.csv',
          contentType: 'text/csv',
          content: Buffer.from(`referenceNumber,contractAmount\n${code},77000\n`),
        },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/shipment/contract-amount/upload',
        payload,
        headers: { authorization: `Bearer ${csr}`, 'content-type': contentType },
      });
    });
    expect(change(uploaded, 'contractAmount')?.after).toBe(77_000);
    const cancelled = await oneEntry(other, 'cancelled', () =>
      t.as(csr, 'POST', `/api/shipment/${other}/cancel`, { cancellationType: 1, reason: 'Plans changed' }),
    );
    expect(cancelled.reason).toBe('Plans changed');
    expect(change(cancelled, 'status')).toMatchObject({ after: SHIPMENT_STATUS.CANCELLED });
  });
});

describe("bids that make or release bookings, and the shipment's auto rules", () => {
  it('backing out: one entry on the shipment and one on each booking it releases, cancelled', async () => {
    const shipmentId = await newShipment();
    const placed = await t.as(token.partner!, 'POST', '/api/bid', { shipmentId, amount: 65_000 });
    const accepted = await t.as(csr, 'POST', `/api/bid/${placed.json().data.id}/accept`, {});
    const released = accepted.json().data.bookings[0].id as number;
    const [onBooking, onShipment] = await entriesOf(
      shipmentId,
      'bidBackedOut',
      () => t.as(token.partner!, 'POST', `/api/bid/${placed.json().data.id}/backout`, { reasonId: 3 }),
      2,
    );
    expect(onShipment.bookingId).toBeNull();
    expect(onBooking.bookingId).toBe(released);
    expect(change(onBooking, 'status')).toEqual({
      field: 'status',
      before: BOOKING_STATUS.CREATED,
      after: BOOKING_STATUS.CANCELLED,
    });
    expect((await historyOf(`booking/${released}`)).content[0].event).toBe('bidBackedOut');
  });

  it('bids auto-accepted in parallel on one shipment: none fails, each booking made has its entry', async () => {
    const shipmentId = await newShipment({ vehicleCount: 2, shipperRate: 90_000, acceptAutoBid: true });
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.as(csr, 'POST', '/api/bid', { shipmentId, amount: 85_000, partnerId })),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
    const entries = (await historyOf(`shipment/${shipmentId}`, 'csr', '?pageSize=50')).content;
    const bookingEntries = entries.filter((e) => e.bookingId !== null);
    const [{ n: made }] = await t.database.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.shipmentId, shipmentId));
    expect(bookingEntries).toHaveLength(made);
    expect(entries.filter((e) => e.event === 'bidPlaced' && e.bookingId === null)).toHaveLength(
      answers.filter((res) => res.statusCode === 201).length,
    );
  });
});

describe('a write that fails or changes nothing leaves no entry', () => {
  it('refused, invalid or stale writes', async () => {
    const id = await newShipment();
    const before = await entriesIn(id);
    expectError(
      await t.as(csr, 'PATCH', `/api/shipment/${id}/margin`, { contractAmount: -5 }),
      400,
      MESSAGES.invalidContractAmount,
    );
    expectError(
      await t.as(csr, 'PATCH', `/api/shipment/${id}`, { specialInstructions: 'stale', version: 999 }),
      409,
      MESSAGES.staleShipment,
    );
    expect(await entriesIn(id)).toBe(before);
    // Marking a favourite is the user's, not the shipment's.
    expect((await t.as(csr, 'POST', `/api/shipment/${id}/favourite`, { favourite: true })).statusCode).toBe(200);
    expect(await entriesIn(id)).toBe(before);
  });

  it('a route must declare the history it writes, and write the history it declares (else 500)', async () => {
    const id = await newShipment();
    const before = await entriesIn(id);
    const app = Fastify();
    app.decorate('ctx', { database: t.database } as FastifyInstance['ctx']);
    checkDeclaredHistory(app);
    app.post('/undeclared/:id', (request) =>
      write(request, { history: shipmentHistory('edited') }, async () => ({ data: null })),
    );
    app.post('/silent/:id', { config: { history: 'shipment' } }, async () => ({ data: null }));
    const undeclared = await app.inject({ method: 'POST', url: `/undeclared/${id}` });
    expect(undeclared.statusCode).toBe(500);
    const silent = await app.inject({ method: 'POST', url: `/silent/${id}` });
    expect(silent.statusCode).toBe(500);
    expect(silent.json()).toEqual({
      message: `POST /silent/:id declares shipment history but wrote none`,
      error: 'Internal Server Error',
      statusCode: 500,
    });
    await app.close();
    expect(await entriesIn(id)).toBe(before);
  });

  it('a handler that fails after changing the row: the row and its entry roll back together', async () => {
    const id = await newShipment();
    const before = await entriesIn(id);
    const app = Fastify();
    app.decorate('ctx', { database: t.database } as FastifyInstance['ctx']);
    app.post('/half/:id', { config: { history: 'shipment' } }, (request) =>
      write(request, { history: shipmentHistory('edited') }, async (tx) => {
        const { id: key } = request.params as { id: string };
        await tx
          .update(shipments)
          .set({ specialInstructions: 'half-written' })
          .where(eq(shipments.id, Number(key)));
        throw new Error('the write fails after its first statement');
      }),
    );
    const res = await app.inject({ method: 'POST', url: `/half/${id}` });
    expect(res.statusCode).toBe(500);
    await app.close();
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.id, id));
    expect(row.specialInstructions).not.toBe('half-written');
    expect(await entriesIn(id)).toBe(before);
  });

  it('entries are never updated or deleted', async () => {
    const id = await newShipment();
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'done',
        (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
      );
    expect(
      await refusal(t.database.db.execute(sql`update record_history set reason = 'x' where shipment_id = ${id}`)),
    ).toMatch('record_history is append-only: UPDATE refused');
    expect(await refusal(t.database.db.execute(sql`delete from record_history where shipment_id = ${id}`))).toMatch(
      'record_history is append-only: DELETE refused',
    );
  });
});

describe('reading history', () => {
  let id: number;
  beforeAll(async () => {
    id = await newShipment();
    for (const amount of [100_001, 100_002, 100_003])
      expect((await t.as(csr, 'PATCH', `/api/shipment/${id}/margin`, { contractAmount: amount })).statusCode).toBe(200);
    expect((await t.as(token.partner!, 'POST', '/api/bid', { shipmentId: id, amount: 70_000 })).statusCode).toBe(201);
  });

  it('newest first, zero-based pages, one group at a time', async () => {
    const all = await historyOf(`shipment/${id}`);
    expect(all.totalElements).toBe(5);
    expect(all.content.map((e) => e.event)).toEqual([
      'bidPlaced',
      'marginChanged',
      'marginChanged',
      'marginChanged',
      'created',
    ]);
    const second = await historyOf(`shipment/${id}`, 'csr', '?page=1&pageSize=2');
    expect(second.content.map((e) => change(e, 'contractAmount')?.after)).toEqual([100_002, 100_001]);
    const money = await historyOf(`shipment/${id}`, 'csr', '?group=money');
    expect(money.totalElements).toBe(3);
    expect(money.content.every((e) => e.group === 'money')).toBe(true);
    expectError(await t.as(csr, 'GET', `/api/shipment/${id}/history?group=gossip`), 400, MESSAGES.invalidOption);
  });

  it("a shipper reads its own company's, without what carriers are paid; another company gets 404", async () => {
    const own = await historyOf(`shipment/${id}`, 'shipperA');
    const bid = own.content.find((e) => e.event === 'bidPlaced')!;
    expect(bid.detail).not.toHaveProperty('bidAmount');
    expect(bid.detail).toHaveProperty('partner');
    // The contract amount is staff's: not in the shipper's present, nor in its past.
    expect(
      change(
        own.content.find((e) => e.event === 'marginChanged')!,
        'contractAmount',
      ),
    ).toBeUndefined();
    expectError(await t.as(token.shipperB!, 'GET', `/api/shipment/${id}/history`), 404, MESSAGES.notFound);
    expectError(await t.as(token.partner!, 'GET', `/api/shipment/${id}/history`), 403, MESSAGES.forbidden);
  });

  it("a booking's history: its partner and its shipper read it, another company gets 404", async () => {
    const shipmentId = await newShipment();
    const bid = await t.as(token.partner!, 'POST', '/api/bid', { shipmentId, amount: 60_000 });
    const accepted = await t.as(csr, 'POST', `/api/bid/${bid.json().data.id}/accept`, {});
    const bookingId = accepted.json().data.bookings[0].id;
    await t.as(csr, 'POST', `/api/booking/${bookingId}/assign-driver`, { driverId, vehicleId });
    expect((await historyOf(`booking/${bookingId}`, 'partner')).content[0].event).toBe('driverAssigned');
    const own = await historyOf(`booking/${bookingId}`, 'shipperA');
    expect(own.content.map((e) => e.event)).toEqual(['driverAssigned', 'bidAccepted']);
    expectError(await t.as(token.shipperB!, 'GET', `/api/booking/${bookingId}/history`), 404, MESSAGES.notFound);
    expectError(await t.as(csr, 'GET', '/api/booking/99999999/history'), 404, MESSAGES.notFound);
  });
});
