import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { BOOKING_STATUS } from '#domain/bookings';
import { MAX_BATCH_PAYMENTS, toMajor } from '#domain/money';
import { USER_TYPE } from '#domain/userTypes';
import { BANK_NAMES, paymentNotPendingMessage, unknownPaymentMessage } from '#domain/schemas/wallet';
import {
  bankAccounts,
  documents,
  drivers,
  paymentBatches,
  payments,
  users,
  walletAccounts,
  walletTransactions,
} from '../../../server/db/schema';
import { ownedAccount, partnerFor } from '../../../server/money/banks';
import { recordBookingPayments } from '../../../server/money/payments';
import type { AuthUser } from '../../../server/context';
import type { BankAccountRecord, PaymentRecord } from '#domain/records/money';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';
import { validShipment, verifiedFlatbedOf } from '../shipmentFixtures';

/** What partners are owed for their bookings, their bank accounts, and settling payments in batches that a retry cannot pay twice. */
const t = testAppPerFile();

const token = {} as Record<DemoKey, string>;
let partnerId: number;
let driverId: number;
let flatbedId: number;

beforeAll(async () => {
  for (const who of ['csr', 'partner', 'driver', 'shipperA', 'broker'] as const) {
    const login = await t.login(who);
    token[who] = login.token;
    if (who === 'partner') partnerId = login.user.id;
  }
  const { db } = t.database;
  driverId = (
    await db
      .select()
      .from(drivers)
      .where(and(eq(drivers.partnerId, partnerId), eq(drivers.fullName, 'Ghulam Abbas')))
  )[0].id;
  flatbedId = (await verifiedFlatbedOf(db, partnerId)).id;
});

const csr = (method: string, url: string, body?: unknown) => t.as(token.csr, method, url, body);
async function ok(method: string, url: string, body?: unknown, status = 200) {
  const res = await csr(method, url, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json().data;
}
/** A fresh booking of the demo partner (status 1) for `amount` Rs, with a driver and a flatbed assigned. */
async function newBooking(amount: number): Promise<{ id: number; code: string }> {
  const shipment = await ok(
    'POST',
    '/api/shipment/v3',
    validShipment({
      companyId: 1,
      vehicleCount: 1,
      weight: 20,
      maxWeightPerVehicle: 20,
      pickupLocations: [{ cityId: 1, address: 'Port Qasim, Berth 4', loads: [{ goodsTypeId: 2, weight: 20 }] }],
    }),
    201,
  );
  const bid = await ok('POST', '/api/bid', { shipmentId: shipment.id, amount, partnerId }, 201);
  const accepted = await ok('POST', `/api/bid/${bid.id}/accept`, {});
  const booking = accepted.bookings[0];
  await ok('POST', `/api/booking/${booking.id}/assign-driver`, { driverId, vehicleId: flatbedId });
  return { id: booking.id, code: booking.code };
}
const move = (id: number, status: number, body: Record<string, unknown> = {}) =>
  ok('POST', `/api/booking/${id}/status/${status}`, body);
async function dispatched(amount = 100_000) {
  const booking = await newBooking(amount);
  await move(booking.id, BOOKING_STATUS.DISPATCH_STARTED);
  return booking;
}
const paymentsOf = (bookingId: number) =>
  t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(payments.kind);
const paymentIdOf = async (bookingId: number) => (await paymentsOf(bookingId))[0].id;
const partnerBalance = async (id = partnerId) =>
  (
    await t.database.db
      .select()
      .from(walletAccounts)
      .where(and(eq(walletAccounts.accountHolderTypeId, 2), eq(walletAccounts.accountHolderId, id)))
  )[0]?.balanceMinor ?? 0;
const settle = (body: Record<string, unknown>, who: DemoKey = 'csr') =>
  t.as(token[who], 'POST', '/api/bank/v1/payment/batch', body);

describe('payments follow the booking', () => {
  it('dispatch owes the advance, delivery the remainder; together exactly the amount', async () => {
    const booking = await newBooking(100_001);
    expect(await paymentsOf(booking.id)).toEqual([]);
    await move(booking.id, BOOKING_STATUS.DISPATCH_STARTED);
    expect(await paymentsOf(booking.id)).toMatchObject([
      { kind: 'ADVANCE', amountMinor: 7_000_070, status: 'PENDING', partnerId, batchId: null, paidAt: null },
    ]);
    await move(booking.id, BOOKING_STATUS.TRANSIT);
    expect(await paymentsOf(booking.id)).toHaveLength(1);
    // A proof of delivery on file (POD_REQUIRED is on in the demo configuration).
    const pdf = Buffer.from('%PDF-1.4\n');
    await t.database.db.insert(documents).values({
      bookingId: booking.id,
      documentTypeId: 2,
      fileName: 'pod.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      content: pdf,
    });
    await move(booking.id, BOOKING_STATUS.DELIVERED);
    const [advance, remainder] = await paymentsOf(booking.id);
    expect(remainder).toMatchObject({ kind: 'REMAINDER', amountMinor: 3_000_030, status: 'PENDING' });
    expect(advance.amountMinor + remainder.amountMinor).toBe(100_001 * 100);
    // Idempotent: recording again changes nothing.
    await t.database.db.transaction((tx) =>
      recordBookingPayments(tx, { id: booking.id, partnerId, amount: 100_001 }, BOOKING_STATUS.DELIVERED),
    );
    expect(await paymentsOf(booking.id)).toHaveLength(2);
    const listed = await ok('GET', `/api/bank/v1/payment/all?partnerId=${partnerId}&kind=REMAINDER&pageSize=100`);
    expect(listed.content.find((p: { bookingId: number }) => p.bookingId === booking.id)).toMatchObject({
      amount: 30000.3,
      bookingCode: booking.code,
      partnerName: 'Tariq Transport',
      status: 'PENDING',
    });
  });

  it('cancelling a booking cancels its pending payments; a paid one stays paid', async () => {
    const pending = await dispatched();
    await move(pending.id, 13, { reasonId: 21 });
    expect(await paymentsOf(pending.id)).toMatchObject([{ kind: 'ADVANCE', status: 'CANCELLED' }]);
    const paid = await dispatched();
    const batchId = randomUUID();
    expect((await settle({ batchId, paymentIds: [await paymentIdOf(paid.id)] })).statusCode).toBe(201);
    await move(paid.id, 13, { reasonId: 22 });
    expect(await paymentsOf(paid.id)).toMatchObject([{ kind: 'ADVANCE', status: 'PAID', batchId }]);
  });
});

describe('GET /api/bank/v1/payment/all', () => {
  it('lists pending payments by default, paged, with the partner’s primary bank account', async () => {
    const page = await ok('GET', '/api/bank/v1/payment/all?pageSize=5');
    expect(page).toMatchObject({ number: 0, size: 5 });
    expect(page.totalElements).toBeGreaterThan(5);
    expect(page.content).toHaveLength(5);
    for (const p of page.content) expect(p.status).toBe('PENDING');
    expect(Object.keys(page.content[0]).sort()).toEqual(
      [
        'amount',
        'bankAccount',
        'batchId',
        'bookingCode',
        'bookingId',
        'createdAt',
        'id',
        'kind',
        'paidAt',
        'partnerId',
        'partnerName',
        'shipmentCode',
        'status',
      ].sort(),
    );
    expect(page.content[0].bankAccount).toEqual({
      bankName: 'HBL',
      accountTitle: 'Tariq Transport',
      accountNumber: 'PK36HABB0000001123456702',
    });
    const cancelled = await ok('GET', '/api/bank/v1/payment/all?status=CANCELLED');
    expect(cancelled.totalElements).toBeGreaterThan(0);
    expectError(await csr('GET', '/api/bank/v1/payment/all?status=LOST'), 400, MESSAGES.invalidOption);
  });
});

describe('GET /api/bank/v1/payment/:id', () => {
  it('answers one payment as the list does: pending, then paid with its paid-on time and batch', async () => {
    const booking = await dispatched(100_000);
    const id = await paymentIdOf(booking.id);
    const pending = await ok('GET', `/api/bank/v1/payment/${id}`);
    expect(pending).toMatchObject({ id, bookingCode: booking.code, status: 'PENDING', paidAt: null, batchId: null });
    const listed = await ok('GET', '/api/bank/v1/payment/all?pageSize=100');
    expect(listed.content.find((p: PaymentRecord) => p.id === id)).toEqual(pending);
    const batchId = randomUUID();
    expect((await settle({ batchId, paymentIds: [id] })).statusCode).toBe(201);
    const paid = await ok('GET', `/api/bank/v1/payment/${id}`);
    expect(paid).toMatchObject({ id, status: 'PAID', batchId, paidAt: expect.any(String) });
  });

  it('is for staff only; an unknown id is 404, a malformed one 400', async () => {
    const id = await paymentIdOf((await dispatched(100_000)).id);
    for (const who of ['partner', 'driver', 'shipperA', 'broker'] as const)
      expectError(await t.as(token[who], 'GET', `/api/bank/v1/payment/${id}`), 403, MESSAGES.forbidden);
    expect((await t.as('', 'GET', `/api/bank/v1/payment/${id}`)).statusCode).toBe(401);
    expectError(await csr('GET', '/api/bank/v1/payment/999999'), 404, MESSAGES.notFound);
    for (const bad of ['abc', '-1', '1.5'])
      expectError(await csr('GET', `/api/bank/v1/payment/${bad}`), 400, MESSAGES.notFound);
  });
});

describe('POST /api/bank/v1/payment/batch: settling', () => {
  it('pays the listed payments and credits the partner’s wallet by exactly the total', async () => {
    const bookings = [await dispatched(100_000), await dispatched(123_457)];
    const ids = await Promise.all(bookings.map((b) => paymentIdOf(b.id)));
    const before = await partnerBalance();
    const batchId = randomUUID();
    const res = await settle({ batchId, paymentIds: ids, note: 'Friday run' });
    expect(res.statusCode, res.body).toBe(201);
    const batch = res.json().data;
    expect(batch).toMatchObject({
      id: batchId,
      total: toMajor(7_000_000 + 8_641_990),
      paymentCount: 2,
      note: 'Friday run',
      settledByName: 'Ayesha Khan',
    });
    expect(batch.payments.map((p: PaymentRecord) => [p.id, p.status, p.batchId])).toEqual(
      ids.map((id) => [id, 'PAID', batchId]),
    );
    expect(await partnerBalance()).toBe(before + 7_000_000 + 8_641_990);
    const credits = await t.database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.batchId, batchId));
    expect(credits.map((c) => [c.type, c.paymentId, c.accountHolderId, c.message])).toEqual(
      bookings.map((b, i) => ['CREDIT', ids[i], partnerId, `Advance for ${b.code} (batch ${batchId.slice(0, 8)})`]),
    );
    expect(await ok('GET', `/api/bank/v1/payment/batch/${batchId}`)).toMatchObject({
      id: batchId,
      paymentCount: 2,
      total: batch.total,
    });
    const listed = await ok('GET', '/api/bank/v1/payment/batch?pageSize=100');
    expect(listed.content[0]).toMatchObject({ id: batchId, total: batch.total });
    expect(listed.content[0]).not.toHaveProperty('payments');
    expect((await ok('GET', `/api/bank/v1/payment/all?status=PAID&batchId=${batchId}`)).totalElements).toBe(2);
    expectError(await csr('GET', `/api/bank/v1/payment/batch/${randomUUID()}`), 404, MESSAGES.notFound);
  });

  it('a settle retried 5 times in parallel with one batchId pays once and credits once', async () => {
    const bookings = [await dispatched(90_000), await dispatched(91_000), await dispatched(92_000)];
    const ids = await Promise.all(bookings.map((b) => paymentIdOf(b.id)));
    const before = await partnerBalance();
    const batchId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => settle({ batchId, paymentIds: ids })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    for (const res of answers)
      expect(res.json().data).toMatchObject({ id: batchId, paymentCount: 3, total: 63_000 + 63_700 + 64_400 });
    expect(
      (await t.database.db.select({ n: count() }).from(paymentBatches).where(eq(paymentBatches.id, batchId)))[0].n,
    ).toBe(1);
    const rows = await t.database.db.select().from(payments).where(inArray(payments.id, ids));
    for (const row of rows) expect(row).toMatchObject({ status: 'PAID', batchId });
    expect(
      await t.database.db.select().from(walletTransactions).where(eq(walletTransactions.batchId, batchId)),
    ).toHaveLength(3);
    expect(await partnerBalance()).toBe(before + 19_110_000);
    // Later retries too: 200 and nothing changes.
    const again = await settle({ batchId, paymentIds: ids });
    expect(again.statusCode).toBe(200);
    expect(await partnerBalance()).toBe(before + 19_110_000);
  });

  it('two different batches racing for the same payments: one pays, the other is 409 and leaves no trace', async () => {
    const bookings = [await dispatched(80_000), await dispatched(81_000)];
    const ids = await Promise.all(bookings.map((b) => paymentIdOf(b.id)));
    const before = await partnerBalance();
    const [first, second] = [randomUUID(), randomUUID()];
    const answers = await Promise.all([
      settle({ batchId: first, paymentIds: ids }),
      settle({ batchId: second, paymentIds: [...ids].reverse() }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = answers[0].statusCode === 409 ? first : second;
    const winner = loser === first ? second : first;
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toMatch(
      /^Payment \d+ \(BK-\d{6}\) is paid: only pending payments can be settled$/,
    );
    expect(await t.database.db.select().from(paymentBatches).where(eq(paymentBatches.id, loser))).toEqual([]);
    for (const row of await t.database.db.select().from(payments).where(inArray(payments.id, ids)))
      expect(row.batchId).toBe(winner);
    expect(await partnerBalance()).toBe(before + 5_600_000 + 5_670_000);
  });

  it('a batch with a paid, cancelled or unknown payment is refused and changes nothing', async () => {
    const paid = await dispatched();
    await settle({ batchId: randomUUID(), paymentIds: [await paymentIdOf(paid.id)] });
    const cancelled = await dispatched();
    await move(cancelled.id, 13, { reasonId: 23 });
    const pending = await dispatched();
    const [paidId, cancelledId, pendingId] = await Promise.all(
      [paid, cancelled, pending].map((b) => paymentIdOf(b.id)),
    );
    const before = await partnerBalance();
    const batchId = randomUUID();
    expectError(
      await settle({ batchId, paymentIds: [pendingId, paidId] }),
      409,
      paymentNotPendingMessage(paidId, paid.code, 'PAID'),
    );
    expectError(
      await settle({ batchId, paymentIds: [pendingId, cancelledId, paidId] }),
      409,
      paymentNotPendingMessage(cancelledId, cancelled.code, 'CANCELLED'),
    );
    expect(paymentNotPendingMessage(paidId, paid.code, 'PAID')).toBe(
      `Payment ${paidId} (${paid.code}) is paid: only pending payments can be settled`,
    );
    expectError(await settle({ batchId, paymentIds: [pendingId, 99_999_999] }), 409, unknownPaymentMessage(99_999_999));
    expect((await t.database.db.select().from(payments).where(eq(payments.id, pendingId)))[0]).toMatchObject({
      status: 'PENDING',
      batchId: null,
      paidAt: null,
    });
    expect(await t.database.db.select().from(paymentBatches).where(eq(paymentBatches.id, batchId))).toEqual([]);
    expect(
      await t.database.db.select().from(walletTransactions).where(eq(walletTransactions.batchId, batchId)),
    ).toEqual([]);
    expect(await partnerBalance()).toBe(before);
    // The refused batch id was never used: it settles once its list is right.
    expect((await settle({ batchId, paymentIds: [pendingId] })).statusCode).toBe(201);
  });

  it('validates the batch and is for staff only', async () => {
    const id = randomUUID();
    expectError(await settle({ batchId: 'batch-1', paymentIds: [1] }), 400, MESSAGES.invalidBatchId);
    expectError(await settle({ paymentIds: [1] }), 400, MESSAGES.invalidBatchId);
    expectError(await settle({ batchId: id, paymentIds: [] }), 400, MESSAGES.batchSize);
    expectError(await settle({ batchId: id }), 400, MESSAGES.batchSize);
    expectError(
      await settle({ batchId: id, paymentIds: Array.from({ length: MAX_BATCH_PAYMENTS + 1 }, (_, i) => i + 1) }),
      400,
      MESSAGES.batchSize,
    );
    expectError(await settle({ batchId: id, paymentIds: [5, 6, 5] }), 400, MESSAGES.duplicatePayments);
    for (const who of ['partner', 'driver', 'shipperA', 'broker'] as const) {
      expectError(await settle({ batchId: id, paymentIds: [1] }, who), 403, MESSAGES.forbidden);
      for (const url of ['/api/bank/v1/payment/all', '/api/bank/v1/payment/batch', '/api/bank/v1/all'])
        expectError(await t.as(token[who], 'GET', url), 403, MESSAGES.forbidden);
    }
  });
});

describe('bank accounts', () => {
  let carrier: number;
  beforeAll(async () => {
    const [row] = await t.database.db
      .insert(users)
      .values({
        userType: USER_TYPE.PARTNER,
        fullName: 'Bank Test Carrier',
        phoneNumber: '03048880001',
        passwordHash: 'x',
      })
      .returning({ id: users.id });
    carrier = row.id;
  });
  const account = (over: Record<string, unknown> = {}) => ({
    partnerId: carrier,
    bankName: 'UBL',
    accountTitle: 'Bank Test Carrier',
    accountNumber: '0123456789012',
    ...over,
  });
  const listOf = async (id = carrier) => (await ok('GET', `/api/bank/v1?partnerId=${id}`)) as BankAccountRecord[];

  it('offers the bank list', async () => {
    expect(await ok('GET', '/api/bank')).toEqual([...BANK_NAMES]);
  });

  it('checks the bank, the IBAN or account number, and the partner', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ bankName: 'Chase' }, MESSAGES.invalidBank],
      [{ accountNumber: 'PK36HABB000000112345670' }, MESSAGES.invalidAccountNumber],
      [{ accountNumber: 'PK36HAB10000001123456702' }, MESSAGES.invalidAccountNumber],
      [{ accountNumber: 'GB36HABB0000001123456702' }, MESSAGES.invalidAccountNumber],
      [{ accountNumber: '123456789' }, MESSAGES.invalidAccountNumber],
      [{ accountNumber: '1'.repeat(21) }, MESSAGES.invalidAccountNumber],
      [{ accountNumber: '' }, MESSAGES.fillRequired],
      [{ accountTitle: '' }, MESSAGES.fillRequired],
      [{ partnerId: undefined }, MESSAGES.partnerRequired],
    ];
    for (const [change, message] of cases)
      expectError(await csr('POST', '/api/bank/v1', account(change)), 400, message);
    const [staff] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'csr@example.com'));
    expectError(await csr('POST', '/api/bank/v1', account({ partnerId: staff.id })), 400, MESSAGES.invalidPartner);
    expectError(await csr('GET', '/api/bank/v1'), 400, MESSAGES.partnerRequired);
    expect(await listOf()).toEqual([]);
  });

  it('the first account is primary, a new primary unmakes the others, and there is always one', async () => {
    const first = await ok(
      'POST',
      '/api/bank/v1',
      account({ accountNumber: 'pk36 habb 0000 0011 2345 6702', isPrimary: false }),
      201,
    );
    expect(first).toMatchObject({
      partnerId: carrier,
      partnerName: 'Bank Test Carrier',
      accountNumber: 'PK36HABB0000001123456702',
      isPrimary: true,
      branchCode: null,
    });
    const second = await ok(
      'POST',
      '/api/bank/v1',
      account({ bankName: 'Meezan Bank', accountNumber: '01234567890123456789', branchCode: '0102' }),
      201,
    );
    expect(second.isPrimary).toBe(false);
    expectError(
      await csr('POST', '/api/bank/v1', account({ accountNumber: '01234567890123456789' })),
      409,
      MESSAGES.bankAccountTaken,
    );
    const third = await ok(
      'POST',
      '/api/bank/v1',
      account({ bankName: 'JS Bank', accountNumber: '5550001112', isPrimary: true }),
      201,
    );
    expect((await listOf()).map((a) => [a.id, a.isPrimary])).toEqual([
      [first.id, false],
      [second.id, false],
      [third.id, true],
    ]);
    // Making the second primary through an update; then unticking it hands primary to the oldest other.
    await ok(
      'PUT',
      `/api/bank/v1/${second.id}`,
      account({ bankName: 'Meezan Bank', accountNumber: '01234567890123456789', isPrimary: true }),
    );
    expect((await listOf()).filter((a) => a.isPrimary).map((a) => a.id)).toEqual([second.id]);
    await ok(
      'PUT',
      `/api/bank/v1/${second.id}`,
      account({
        bankName: 'Meezan Bank',
        accountNumber: '01234567890123456789',
        accountTitle: 'Renamed',
        isPrimary: false,
      }),
    );
    expect((await listOf()).filter((a) => a.isPrimary).map((a) => a.id)).toEqual([first.id]);
    expectError(
      await csr('PUT', `/api/bank/v1/${second.id}`, account({ accountNumber: '5550001112' })),
      409,
      MESSAGES.bankAccountTaken,
    );
    // Deleting the primary promotes the oldest remaining account.
    expect((await ok('DELETE', `/api/bank/v1/${first.id}`)).id).toBe(first.id);
    expect((await listOf()).map((a) => [a.id, a.isPrimary])).toEqual([
      [second.id, true],
      [third.id, false],
    ]);
    expectError(await csr('DELETE', `/api/bank/v1/${first.id}`), 404, MESSAGES.notFound);
    const all = await ok('GET', '/api/bank/v1/all?q=bank%20test&pageSize=10');
    expect(all).toMatchObject({ totalElements: 2, number: 0, size: 10 });
    expect(Object.keys(all.content[0]).sort()).toEqual([
      'accountNumber',
      'accountTitle',
      'bankName',
      'branchCode',
      'id',
      'isPrimary',
      'partnerId',
      'partnerName',
      'version',
    ]);
    expect((await ok('GET', '/api/bank/v1/all?q=5550001112')).content.map((a: { id: number }) => a.id)).toEqual([
      third.id,
    ]);
  });

  it('a partner sees and changes only its own accounts', async () => {
    const me = {
      id: partnerId,
      userType: USER_TYPE.PARTNER,
      companyId: null,
      roleId: null,
      permissions: [],
      sessionId: 's',
    } satisfies AuthUser;
    const { db } = t.database;
    expect(await partnerFor(db, me, undefined)).toBe(partnerId);
    expect(await partnerFor(db, me, partnerId)).toBe(partnerId);
    await expect(partnerFor(db, me, carrier)).rejects.toMatchObject({ statusCode: 404 });
    const [theirs] = await db.select().from(bankAccounts).where(eq(bankAccounts.partnerId, carrier)).limit(1);
    await expect(ownedAccount(db, me, theirs.id)).rejects.toMatchObject({ statusCode: 404 });
    const [mine] = await db.select().from(bankAccounts).where(eq(bankAccounts.partnerId, partnerId)).limit(1);
    expect((await ownedAccount(db, me, mine.id)).partnerId).toBe(partnerId);
    await expect(partnerFor(db, { ...me, id: 1, userType: USER_TYPE.SHIPPER }, undefined)).rejects.toMatchObject({
      statusCode: 403,
    });
    // The seeded accounts of the demo partner: two, the HBL one primary.
    expect((await listOf(partnerId)).map((a) => [a.bankName, a.isPrimary])).toEqual([
      ['HBL', true],
      ['Meezan Bank', false],
    ]);
  });
});
