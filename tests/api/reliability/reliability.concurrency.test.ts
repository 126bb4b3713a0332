import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_BOOKING_STATUSES, BOOKING_STATUS } from '#domain/bookings';
import { MESSAGES } from '#domain/messages';
import { ACCOUNT_HOLDER_TYPE, TRANSACTION_TYPE } from '#domain/money';
import {
  bookings,
  driverVehicleTypes,
  drivers,
  payments,
  shipments,
  walletAccounts,
  walletTransactions,
} from '../../../server/db/schema';
import { SECRETS, expectError, testAppPerFile } from '../testApp';
import { validShipment, verifiedFlatbedOf } from '../shipmentFixtures';
import type { ShipmentRecord as Shipment } from '#domain/records/shipments';

/**
 * Races the existing suites do not run. Already covered elsewhere, not repeated:
 * 50 parallel accepts of one shipment and parallel moves of one bid or booking
 * (bids.concurrency.test.ts), parallel credits and debits on one wallet and the first movement of a
 * new holder (wallet.concurrency.test.ts), a settle retried in parallel with one batch id and two
 * batches racing for the same payments (payments.test.ts), 10 parallel refreshes once
 * (auth.tokens.test.ts). Here each race runs ROUNDS times on the same app, so an interleaving that
 * loses once in a while is caught; with DATABASE_URL set it runs on PostgreSQL's pool of connections.
 */
const t = testAppPerFile();

const ROUNDS = 20;
const PARALLEL = 10;
/** Many rounds on a busy 2-core machine: a generous limit, never a latency assertion. */
const ROUNDS_TIMEOUT = 240_000;

let csr: string;
let partner: string;
let partnerId: number;
let driverId: number;
let flatbedId: number;

beforeAll(async () => {
  csr = (await t.login('csr')).token;
  const login = await t.login('partner');
  partner = login.token;
  partnerId = login.user.id;
  const { db } = t.database;
  driverId = (
    await db
      .select()
      .from(drivers)
      .where(and(eq(drivers.partnerId, partnerId), eq(drivers.fullName, 'Ghulam Abbas')))
  )[0].id;
  flatbedId = (await verifiedFlatbedOf(db, partnerId)).id;
});

const staff = (method: string, url: string, body?: unknown) => t.as(csr, method, url, body);
async function ok<T = Record<string, unknown>>(
  res: Promise<LightMyRequestResponse> | LightMyRequestResponse,
  status = 200,
): Promise<T> {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json().data as T;
}
const codes = (answers: LightMyRequestResponse[]) => answers.map((res) => res.statusCode);
const count = (answers: LightMyRequestResponse[], status: number) =>
  answers.filter((res) => res.statusCode === status).length;

const loads = (weight: number) => [{ cityId: 1, address: 'Port Qasim, Berth 4', loads: [{ goodsTypeId: 2, weight }] }];
/** A shipment of `weight` t on up to `vehicleCount` flatbeds of at most 20 t each (20 t fits on one, so the count may drop to 1). */
const newShipment = (vehicleCount: number, weight = 20) =>
  ok<Shipment>(
    staff(
      'POST',
      '/api/shipment/v3',
      validShipment({ companyId: 1, vehicleCount, weight, maxWeightPerVehicle: 20, pickupLocations: loads(weight) }),
    ),
    201,
  );
const shipmentRow = async (id: number) => (await t.database.db.select().from(shipments).where(eq(shipments.id, id)))[0];
const activeBookings = (shipmentId: number) =>
  t.database.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.shipmentId, shipmentId), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])));
async function placeBids(shipmentId: number, n: number) {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1)
    ids.push(
      (await ok<{ id: number }>(t.as(partner, 'POST', '/api/bid', { shipmentId, amount: 100_000 + i * 100 }), 201)).id,
    );
  return ids;
}
const patch = (id: number, body: Record<string, unknown>) => staff('PATCH', `/api/shipment/${id}`, body);

describe('parallel edits of one shipment (optimistic concurrency on shipments.version)', () => {
  it(
    `${ROUNDS} rounds of ${PARALLEL} edits from the same version: one wins whole, the rest are 409 staleShipment and write nothing`,
    async () => {
      const shipment = await newShipment(2);
      for (let round = 0; round < ROUNDS; round += 1) {
        const { version } = await shipmentRow(shipment.id);
        const edits = Array.from({ length: PARALLEL }, (_, i) => ({
          specialInstructions: `round ${round} edit ${i}`,
          consigneeName: `Consignee ${round}.${i}`,
          isPodHardCopyReq: i % 2 === 0,
        }));
        const answers = await Promise.all(edits.map((edit) => patch(shipment.id, { ...edit, version })));
        expect(count(answers, 200), codes(answers).join()).toBe(1);
        for (const res of answers.filter((r) => r.statusCode !== 200)) expectError(res, 409, MESSAGES.staleShipment);
        const winner = edits[answers.findIndex((res) => res.statusCode === 200)];
        // Every field of the winning edit, none of a refused one, and exactly one version step.
        expect(await shipmentRow(shipment.id)).toMatchObject({ ...winner, version: version + 1 });
      }
    },
    ROUNDS_TIMEOUT,
  );

  it(
    'the refused editor reloads and retries: the winner’s change and the retried one both stay',
    async () => {
      const shipment = await newShipment(2);
      for (let round = 0; round < ROUNDS; round += 1) {
        const { version } = await shipmentRow(shipment.id);
        const [first, second] = await Promise.all([
          patch(shipment.id, { pointOfContactName: `Poc ${round}`, version }),
          patch(shipment.id, { referenceNumber: `REF-${round}`, version }),
        ]);
        expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
        const retry =
          first.statusCode === 409 ? { pointOfContactName: `Poc ${round}` } : { referenceNumber: `REF-${round}` };
        const reloaded = await ok<{ version: number }>(staff('GET', `/api/shipment/${shipment.id}`));
        await ok(patch(shipment.id, { ...retry, version: reloaded.version }));
        expect(await shipmentRow(shipment.id)).toMatchObject({
          pointOfContactName: `Poc ${round}`,
          referenceNumber: `REF-${round}`,
          version: version + 2,
        });
      }
    },
    ROUNDS_TIMEOUT,
  );

  it(
    'edits sent without a version are checked against the row they change: min < max shipper rate always holds',
    async () => {
      const shipment = await newShipment(2);
      for (let round = 0; round < ROUNDS; round += 1) {
        await ok(patch(shipment.id, { minShipperRate: 100_000, maxShipperRate: 200_000 }));
        // Each is valid against the row it read; together they would cross.
        const answers = await Promise.all([
          patch(shipment.id, { minShipperRate: 150_000 }),
          patch(shipment.id, { maxShipperRate: 120_000 }),
        ]);
        for (const res of answers.filter((r) => r.statusCode !== 200)) {
          expect(res.statusCode, res.body).toBeOneOf([400, 409]);
          expect(res.json().message).toBeOneOf([MESSAGES.staleShipment, MESSAGES.minRateBelowMax]);
        }
        expect(count(answers, 200)).toBeGreaterThanOrEqual(1);
        const row = await shipmentRow(shipment.id);
        expect(row.minShipperRate!, `round ${round}: ${codes(answers).join()}`).toBeLessThan(row.maxShipperRate!);
      }
    },
    ROUNDS_TIMEOUT,
  );
});

describe('parallel bid accepts racing other changes of the same shipment', () => {
  it(
    `${ROUNDS} rounds: accepts and vehicle-count decrements at once never leave more active bookings than vehicles needed`,
    async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const shipment = await newShipment(5);
        const bidIds = await placeBids(shipment.id, 5);
        const accepts = bidIds.map((id) => staff('POST', `/api/bid/${id}/accept`, {}));
        const decrements = Array.from({ length: 4 }, () =>
          staff('POST', `/api/shipment/${shipment.id}/decrement-vehicle-count`, {}),
        );
        const answers = await Promise.all([...accepts, ...decrements]);
        const [accepted, decremented] = [answers.slice(0, 5), answers.slice(5)];
        for (const res of accepted.filter((r) => r.statusCode !== 200)) expectError(res, 409, MESSAGES.noVehiclesLeft);
        for (const res of decremented.filter((r) => r.statusCode !== 200))
          expectError(res, 409, MESSAGES.vehicleCountFloor);
        const row = await shipmentRow(shipment.id);
        const booked = await activeBookings(shipment.id);
        const label = `round ${round}: accepts ${codes(accepted).join()} decrements ${codes(decremented).join()}`;
        expect(row.vehicleCount, label).toBe(5 - count(decremented, 200));
        expect(booked.length, label).toBe(count(accepted, 200));
        expect(booked.length, label).toBeLessThanOrEqual(row.vehicleCount);
        expect(row.vehicleCount, label).toBeGreaterThanOrEqual(1);
      }
    },
    ROUNDS_TIMEOUT,
  );

  it(
    `${ROUNDS} rounds: accepts and an edit of the vehicle count at once never leave more active bookings than vehicles needed`,
    async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const shipment = await newShipment(3);
        const bidIds = await placeBids(shipment.id, 3);
        const answers = await Promise.all([
          ...bidIds.map((id) => staff('POST', `/api/bid/${id}/accept`, {})),
          patch(shipment.id, { vehicleCount: 1 }),
        ]);
        const row = await shipmentRow(shipment.id);
        const booked = await activeBookings(shipment.id);
        expect(booked.length, `round ${round}: ${codes(answers).join()}`).toBeLessThanOrEqual(row.vehicleCount);
      }
    },
    ROUNDS_TIMEOUT,
  );

  it('an edit lowering the vehicle count below the vehicles already booked is refused', async () => {
    const shipment = await newShipment(3);
    for (const id of await placeBids(shipment.id, 2)) await ok(staff('POST', `/api/bid/${id}/accept`, {}));
    expectError(await patch(shipment.id, { vehicleCount: 1 }), 409, MESSAGES.vehicleCountFloor);
    expect((await shipmentRow(shipment.id)).vehicleCount).toBe(3);
    await ok(patch(shipment.id, { vehicleCount: 2 }));
  });
});

describe('parallel wallet debits and payment settlements on one partner', () => {
  /** A booking of the demo partner whose dispatch made its advance payment due. */
  async function pendingAdvance(amount: number): Promise<number> {
    const shipment = await newShipment(1);
    const bidId = (
      await ok<{ id: number }>(t.as(partner, 'POST', '/api/bid', { shipmentId: shipment.id, amount }), 201)
    ).id;
    const bid = await ok<{ bookings: { id: number }[] }>(staff('POST', `/api/bid/${bidId}/accept`, {}));
    const bookingId = bid.bookings[0].id;
    await ok(staff('POST', `/api/booking/${bookingId}/assign-driver`, { driverId, vehicleId: flatbedId }));
    await ok(staff('POST', `/api/booking/${bookingId}/status/${BOOKING_STATUS.DISPATCH_STARTED}`, {}));
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    return payment.id;
  }
  const holder = () =>
    and(
      eq(walletAccounts.accountHolderTypeId, ACCOUNT_HOLDER_TYPE.PARTNER),
      eq(walletAccounts.accountHolderId, partnerId),
    );
  const ledgerRows = () =>
    t.database.db
      .select()
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.accountHolderTypeId, ACCOUNT_HOLDER_TYPE.PARTNER),
          eq(walletTransactions.accountHolderId, partnerId),
        ),
      )
      .orderBy(asc(walletTransactions.id));

  it(
    `${ROUNDS} rounds: a batch settled 3 times in parallel with debits and a booking cancel pays once, never below the floor`,
    async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const [paid, cancelled] = [await pendingAdvance(100_000), await pendingAdvance(120_000)];
        const bookingOfCancelled = (await t.database.db.select().from(payments).where(eq(payments.id, cancelled)))[0]
          .bookingId;
        const batchId = randomUUID();
        const [{ balanceMinor: before }] = await t.database.db.select().from(walletAccounts).where(holder());
        const settle = () => staff('POST', '/api/bank/v1/payment/batch', { batchId, paymentIds: [paid, cancelled] });
        // Debits far larger than the balance before the round (only a landed settlement could pay them), and one that always fits.
        const debit = (amount: number, i: number) =>
          staff('POST', '/api/wallet/transaction', {
            accountHolderTypeId: 2,
            accountHolderId: partnerId,
            type: 'DEBIT',
            amount,
            message: `round ${round} debit ${i}`,
          });
        const answers = await Promise.all([
          settle(),
          settle(),
          settle(),
          staff('POST', `/api/booking/${bookingOfCancelled}/status/${BOOKING_STATUS.CANCELLED}`, { reasonId: 21 }),
          ...[before / 100 + 400, before / 100 + 500, 1].map(debit),
        ]);
        const label = `round ${round}: ${codes(answers).join()}`;
        expect(answers[3].statusCode, label).toBe(200);
        const settles = answers.slice(0, 3);
        const rows = await t.database.db
          .select()
          .from(payments)
          .where(inArray(payments.id, [paid, cancelled]));
        const credits = (await ledgerRows()).filter((row) => row.batchId === batchId);
        if (settles.some((res) => res.statusCode === 201)) {
          // The batch landed (before the cancel): both paid, each credited exactly once.
          expect(count(settles, 201), label).toBe(1);
          for (const res of settles.filter((r) => r.statusCode !== 201)) expect(res.statusCode, label).toBe(200);
          expect(
            rows.map((row) => [row.status, row.batchId]),
            label,
          ).toEqual([
            ['PAID', batchId],
            ['PAID', batchId],
          ]);
          expect(credits.map((row) => row.paymentId).sort(), label).toEqual([paid, cancelled].sort());
        } else {
          // The cancel came first: the batch is refused whole, nothing paid, nothing credited.
          for (const res of settles) expect(res.statusCode, label).toBe(409);
          expect(rows.find((row) => row.id === paid)!.status, label).toBe('PENDING');
          expect(rows.find((row) => row.id === cancelled)!.status, label).toBe('CANCELLED');
          expect(credits, label).toEqual([]);
        }
        for (const res of answers.slice(4).filter((r) => r.statusCode !== 201))
          expectError(res, 409, MESSAGES.belowFloor);
        // The ledger is one chain: every row is the previous balance plus its movement, never below the floor.
        const [account] = await t.database.db.select().from(walletAccounts).where(holder());
        let running = 0;
        for (const row of await ledgerRows()) {
          running += row.type === TRANSACTION_TYPE.CREDIT ? row.amountMinor : -row.amountMinor;
          expect(row.balanceAfterMinor, `${label} row ${row.id}`).toBe(running);
          expect(row.balanceAfterMinor, label).toBeGreaterThanOrEqual(account.floorMinor);
        }
        expect(account.balanceMinor, label).toBe(running);
      }
    },
    ROUNDS_TIMEOUT,
  );
});

describe('parallel refreshes of one session', () => {
  const refresh = (refreshToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/user/refresh',
      payload: { refreshToken, clientSecret: SECRETS.partner },
    });

  it(
    `${ROUNDS} rounds of ${PARALLEL} refreshes with the same token: one rotation, every racer gets its new token (the reuse grace), and the session lives on`,
    async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const { refreshToken } = await t.login('partner');
        const answers = await Promise.all(Array.from({ length: PARALLEL }, () => refresh(refreshToken)));
        expect(count(answers, 200), codes(answers).join()).toBe(PARALLEL);
        const issued = new Set(answers.map((res) => res.json().data.auth.refreshToken));
        expect(issued.size, `round ${round}`).toBe(1);
        // One rotation: the new token works once, as any other.
        expect((await refresh([...issued][0])).statusCode).toBe(200);
      }
    },
    ROUNDS_TIMEOUT,
  );

  it(
    `${ROUNDS} rounds of a refresh racing a logout: afterwards no token of the session works`,
    async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const session = await t.login('partner');
        const [refreshed, loggedOut] = await Promise.all([
          refresh(session.refreshToken),
          t.as(session.token, 'POST', '/api/auth/user/logout'),
        ]);
        expect(loggedOut.statusCode).toBe(200);
        expect(refreshed.statusCode).toBeOneOf([200, 401]);
        const issued = refreshed.statusCode === 200 ? refreshed.json().data.auth : undefined;
        for (const token of [session.token, issued?.token].filter(Boolean) as string[])
          expect((await t.as(token, 'GET', '/api/auth/user/me')).statusCode, `round ${round}`).toBe(401);
        for (const token of [session.refreshToken, issued?.refreshToken].filter(Boolean) as string[])
          expect((await refresh(token)).statusCode, `round ${round}`).toBe(401);
      }
    },
    ROUNDS_TIMEOUT,
  );
});

describe('parallel edits of records without a version column', () => {
  it(
    `${ROUNDS} rounds of ${PARALLEL} parallel replacements of a driver’s vehicle types: exactly one set remains, none answers 5xx`,
    async () => {
      const sets = [[1, 2], [2, 3], [3, 4], [1, 4], [5], [1, 2, 3], [6, 2], [4, 5, 6], [7], [1, 7]];
      for (let round = 0; round < ROUNDS; round += 1) {
        const answers = await Promise.all(
          sets.map((vehicleTypeIds) => staff('PUT', `/api/driver-vehicle-type/${driverId}`, { vehicleTypeIds })),
        );
        expect(
          codes(answers).every((code) => code === 200),
          codes(answers).join(),
        ).toBe(true);
        const rows = await t.database.db
          .select()
          .from(driverVehicleTypes)
          .where(eq(driverVehicleTypes.driverId, driverId));
        const kept = rows.map((row) => row.vehicleTypeId).sort();
        expect(
          sets.map((set) => [...set].sort().join()),
          `round ${round}`,
        ).toContain(kept.join());
      }
    },
    ROUNDS_TIMEOUT,
  );

  it(
    `${ROUNDS} rounds of ${PARALLEL} parallel full edits of one driver: the row ends as exactly one of the edits`,
    async () => {
      const current = await ok<Record<string, unknown>>(staff('GET', `/api/drivers/${driverId}`));
      const base = {
        fullName: current.fullName,
        phoneNumber: current.phoneNumber,
        cnic: current.cnic,
        licenseNumber: current.licenseNumber,
        licenseExpiry: current.licenseExpiry,
      };
      for (let round = 0; round < ROUNDS; round += 1) {
        const edits = Array.from({ length: PARALLEL }, (_, i) => ({
          ...base,
          fullName: `Driver ${round}.${i}`,
          licenseNumber: `LIC-${round}-${i}`,
        }));
        const answers = await Promise.all(edits.map((edit) => staff('PUT', `/api/drivers/${driverId}`, edit)));
        expect(
          codes(answers).every((code) => code === 200),
          codes(answers).join(),
        ).toBe(true);
        const [row] = await t.database.db.select().from(drivers).where(eq(drivers.id, driverId));
        expect(edits.map((edit) => `${edit.fullName}|${edit.licenseNumber}`)).toContain(
          `${row.fullName}|${row.licenseNumber}`,
        );
      }
    },
    ROUNDS_TIMEOUT,
  );

  // Every editable record carries a version (server/http/versioned.ts): two people editing from the
  // same read cannot both succeed; the later one is refused with 409 and changes nothing.
  it('two edits of one driver made from the same read: one lands, the other is refused (409) and changes nothing', async () => {
    const read = await ok<Record<string, unknown>>(staff('GET', `/api/drivers/${driverId}`));
    expect(read.version).toEqual(expect.any(Number));
    const base = {
      fullName: read.fullName,
      phoneNumber: read.phoneNumber,
      cnic: read.cnic,
      licenseNumber: read.licenseNumber,
      licenseExpiry: read.licenseExpiry,
      version: read.version,
    };
    const first = staff('PUT', `/api/drivers/${driverId}`, { ...base, fullName: 'Renamed By Alice' });
    const second = staff('PUT', `/api/drivers/${driverId}`, { ...base, licenseNumber: 'LIC-BY-BOB' });
    const answers = await Promise.all([first, second]);
    expect(codes(answers).sort()).toEqual([200, 409]);
    const [row] = await t.database.db.select().from(drivers).where(eq(drivers.id, driverId));
    const winner =
      answers[0].statusCode === 200 ? ['Renamed By Alice', read.licenseNumber] : [read.fullName, 'LIC-BY-BOB'];
    expect([row.fullName, row.licenseNumber]).toEqual(winner);
    expect(row.version).toBe(Number(read.version) + 1);
  });
});
