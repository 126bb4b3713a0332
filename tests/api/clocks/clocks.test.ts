import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BID_STATUS, BOOKING_STATUS, type BookingStatus } from '#domain/bookings';
import { CLOCK, CLOCK_CONFIG_NAME, type ClockName } from '#domain/clocks';
import { DOCUMENT_TYPE } from '#domain/documentTypes';
import { MESSAGES } from '#domain/messages';
import { PAYMENT_KIND, PAYMENT_STATUS } from '#domain/money';
import type { ClockRecord } from '#domain/records/clocks';
import { USER_TYPE } from '#domain/userTypes';
import { CASE_STATUS } from '#domain/verification';
import {
  bids,
  bookingPositions,
  bookings,
  documentReviews,
  documents,
  payments,
  shipments,
  users,
  verificationCases,
} from '../../../server/db/schema';
import { SECRETS, expectError, testAppPerFile } from '../testApp';
import { HOUR, validShipment } from '../shipmentFixtures';

/** The clocks: each against a hand-built situation, its config limit, its filtered list and who may read it. */
const t = testAppPerFile();
const MINUTE = 60_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

const token = { csr: '', shipperA: '', shipperB: '', partner: '', operations: '' };
let partnerId = 0;
let shipmentId = 0;

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'shipperB'] as const) token[who] = (await t.login(who)).token;
  const partner = await t.login('partner');
  token.partner = partner.token;
  partnerId = partner.user.id;
  // Staff on the seeded Operations role: shipments and bookings, no verification.
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { phoneNumber: '03001234568', password: 'demo1234', clientSecret: SECRETS.csr, isEmail: false },
  });
  token.operations = login.json().data.auth.token;
  shipmentId = await newShipment(token.shipperA);
});

const clocksOf = async (who: string): Promise<ClockRecord[]> => {
  const res = await t.as(who, 'GET', '/api/clocks');
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const clock = async (name: ClockName, who = token.csr) => (await clocksOf(who)).find((c) => c.clock === name)!;

/** Every id of a list filtered by `query`, page by page, and its total. */
async function listed(who: string, path: string, query: string) {
  const ids: number[] = [];
  for (let page = 0; ; page += 1) {
    const res = await t.as(who, 'GET', `${path}?${query}&page=${page}&pageSize=100`);
    expect(res.statusCode, res.body).toBe(200);
    const { content, totalElements } = res.json().data as { content: { id: number }[]; totalElements: number };
    ids.push(...content.map((row) => row.id));
    if (content.length < 100) return { ids, total: totalElements };
  }
}

/**
 * The clock's filtered list holds exactly the rows it counts: its total and rows are the count, the
 * rows that must count are there and those that must not are not.
 */
async function expectListOfClock(
  path: string,
  name: string,
  count: number,
  counted: number[],
  notCounted: Record<string, number>,
) {
  const list = await listed(token.csr, path, `clock=${name}`);
  expect(list.total).toBe(count);
  expect(list.ids).toHaveLength(count);
  expect(list.ids).toEqual(expect.arrayContaining(counted));
  for (const [key, id] of Object.entries(notCounted)) expect(list.ids, key).not.toContain(id);
}
const pick = (rows: Record<string, number>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, rows[key]]));

const setLimit = (name: string, value: string) =>
  t.as(token.csr, 'PUT', '/api/config', { name, values: [value], enabled: 'enabled' });

async function newShipment(who: string) {
  const res = await t.as(who, 'POST', '/api/shipment/v3', validShipment());
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

describe('bid windows closing within the hour with no bids', () => {
  const made: Record<string, number> = {};
  beforeAll(async () => {
    const { db } = t.database;
    const closing = async (key: string, closesIn: number, open = true, bidStatus?: string) => {
      made[key] = await newShipment(token.shipperA);
      await db
        .update(shipments)
        .set({ bidWindowOpen: open, bidWindowClosesAt: new Date(Date.now() + closesIn) })
        .where(eq(shipments.id, made[key]));
      if (bidStatus)
        await db.insert(bids).values({
          shipmentId: made[key],
          partnerId,
          amount: 50_000,
          bidCategoryTypeId: 1,
          status: bidStatus,
        });
    };
    await closing('inHalfAnHour', 30 * MINUTE);
    await closing('justInside', 58 * MINUTE);
    await closing('onlyRejectedBid', 30 * MINUTE, true, BID_STATUS.REJECTED);
    await closing('justOutside', 62 * MINUTE);
    await closing('liveBid', 30 * MINUTE, true, BID_STATUS.CREATED);
    await closing('alreadyClosed', -MINUTE);
    await closing('windowShut', 30 * MINUTE, false);
  });

  it('counts open windows closing within 60 minutes without a live bid, and its list holds exactly those', async () => {
    const record = await clock(CLOCK.bidWindowClosing);
    expect(record).toMatchObject({ limit: 60, unit: 'minutes', kind: 'due', list: 'shipments', configName: null });
    await expectListOfClock(
      '/api/shipment',
      CLOCK.bidWindowClosing,
      record.count,
      [made.inHalfAnHour, made.justInside, made.onlyRejectedBid],
      pick(made, ['justOutside', 'liveBid', 'alreadyClosed', 'windowShut']),
    );
  });

  it("a shipper reads only its own company's bid-window clock", async () => {
    const own = await clocksOf(token.shipperA);
    expect(own.map((c) => c.clock)).toEqual([CLOCK.bidWindowClosing]);
    const ownList = await listed(token.shipperA, '/api/shipment', 'clock=bidWindowClosing');
    expect(ownList.total).toBe(own[0].count);
    expect(ownList.ids).toContain(made.inHalfAnHour);
    const other = await clocksOf(token.shipperB);
    expect(other[0].count).toBe((await listed(token.shipperB, '/api/shipment', 'clock=bidWindowClosing')).total);
    expect((await listed(token.shipperB, '/api/shipment', 'clock=bidWindowClosing')).ids).not.toContain(
      made.inHalfAnHour,
    );
  });
});

describe('partners and documents waiting for verification', () => {
  const caseOf: Record<string, number> = {};
  beforeAll(async () => {
    const { db } = t.database;
    let n = 0;
    const waiting = async (key: string, submittedAgo: number, status: string = CASE_STATUS.PENDING) => {
      n += 1;
      const [user] = await db
        .insert(users)
        .values({
          userType: USER_TYPE.PARTNER,
          fullName: `Clock Carrier ${key}`,
          phoneNumber: `0304777000${n}`,
          passwordHash: 'not a login',
        })
        .returning();
      const [row] = await db
        .insert(verificationCases)
        .values({ partnerId: user.id, status, submittedAt: ago(submittedAgo) })
        .returning();
      caseOf[key] = row.id;
      return user.id;
    };
    const document = async (userId: number, uploadedAgo: number) =>
      (
        await db
          .insert(documents)
          .values({
            userId,
            documentTypeId: DOCUMENT_TYPE.CNIC,
            fileName: 'cnic.pdf',
            contentType: 'application/pdf',
            sizeBytes: PDF.length,
            content: PDF,
            createdAt: ago(uploadedAgo),
          })
          .returning()
      )[0].id;
    await waiting('over', 49 * HOUR);
    await waiting('under', 47 * HOUR);
    await document(await waiting('oldDocument', HOUR), 50 * HOUR);
    const reviewed = await document(await waiting('reviewedDocument', HOUR), 50 * HOUR);
    await db.insert(documentReviews).values({ documentId: reviewed, status: CASE_STATUS.APPROVED });
    await waiting('decided', 100 * HOUR, CASE_STATUS.APPROVED);
  });

  it('counts pending cases past 48 hours or holding a document waiting as long; the queue filter shows exactly those', async () => {
    const record = await clock(CLOCK.verificationLate);
    expect(record).toMatchObject({ limit: 48, unit: 'hours', kind: 'late', list: 'verification' });
    await expectListOfClock(
      '/api/verification',
      CLOCK.verificationLate,
      record.count,
      [caseOf.over, caseOf.oldDocument],
      pick(caseOf, ['under', 'reviewedDocument', 'decided']),
    );
  });

  it('follows CLOCK_VERIFICATION_HOURS, refuses a limit that is not a whole number, and falls back to 48', async () => {
    const before = (await clock(CLOCK.verificationLate)).count;
    expect((await setLimit(CLOCK_CONFIG_NAME.verificationHours, '46')).statusCode).toBe(200);
    const lowered = await clock(CLOCK.verificationLate);
    expect(lowered.limit).toBe(46);
    expect(lowered.count).toBeGreaterThanOrEqual(before + 1);
    expect((await listed(token.csr, '/api/verification', 'clock=verificationLate')).ids).toContain(caseOf.under);
    expectError(await setLimit(CLOCK_CONFIG_NAME.verificationHours, '2.5'), 400, MESSAGES.clockLimitInvalid);
    expect((await t.as(token.csr, 'DELETE', `/api/config/${CLOCK_CONFIG_NAME.verificationHours}`)).statusCode).toBe(
      200,
    );
    expect(await clock(CLOCK.verificationLate)).toMatchObject({ limit: 48, count: before });
  });
});

/** A booking of the demo partner on a new shipment, written straight to the database in the state wanted. */
async function booking(status: BookingStatus, times: { deliveredAgo?: number; updatedAgo?: number }) {
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      shipmentId,
      partnerId,
      amount: 100_000,
      status,
      deliveredAt: times.deliveredAgo === undefined ? null : ago(times.deliveredAgo),
      updatedAt: ago(times.updatedAgo ?? 0),
    })
    .returning();
  return row.id;
}

describe('delivered bookings with a POD and an unpaid remainder', () => {
  const made: Record<string, number> = {};
  beforeAll(async () => {
    const { db } = t.database;
    const delivered = async (key: string, daysAgo: number, pod: boolean, remainder: string) => {
      made[key] = await booking(BOOKING_STATUS.DELIVERED, { deliveredAgo: daysAgo * DAY, updatedAgo: daysAgo * DAY });
      if (pod)
        await db.insert(documents).values({
          bookingId: made[key],
          documentTypeId: DOCUMENT_TYPE.PROOF_OF_DELIVERY,
          fileName: 'pod.pdf',
          contentType: 'application/pdf',
          sizeBytes: PDF.length,
          content: PDF,
        });
      await db.insert(payments).values({
        bookingId: made[key],
        partnerId,
        kind: PAYMENT_KIND.REMAINDER,
        amountMinor: 3_000_000,
        status: remainder,
      });
    };
    await delivered('late', 8, true, PAYMENT_STATUS.PENDING);
    await delivered('inside', 6, true, PAYMENT_STATUS.PENDING);
    await delivered('noPod', 8, false, PAYMENT_STATUS.PENDING);
    await delivered('paid', 8, true, PAYMENT_STATUS.PAID);
  });

  it('counts those delivered over 7 days ago, and the booking list filtered by it holds exactly those', async () => {
    const record = await clock(CLOCK.podUnpaid);
    expect(record).toMatchObject({
      limit: 7,
      unit: 'days',
      list: 'bookings',
      configName: 'CLOCK_REMAINDER_UNPAID_DAYS',
    });
    await expectListOfClock(
      '/api/booking',
      CLOCK.podUnpaid,
      record.count,
      [made.late],
      pick(made, ['inside', 'noPod', 'paid']),
    );
  });

  it('follows CLOCK_REMAINDER_UNPAID_DAYS', async () => {
    const before = (await clock(CLOCK.podUnpaid)).count;
    expect((await setLimit(CLOCK_CONFIG_NAME.remainderUnpaidDays, '5')).statusCode).toBe(200);
    expect(await clock(CLOCK.podUnpaid)).toMatchObject({ limit: 5, count: expect.any(Number) });
    expect((await clock(CLOCK.podUnpaid)).count).toBeGreaterThanOrEqual(before + 1);
    expect((await listed(token.csr, '/api/booking', 'clock=podUnpaid')).ids).toContain(made.inside);
    await t.as(token.csr, 'DELETE', `/api/config/${CLOCK_CONFIG_NAME.remainderUnpaidDays}`);
  });
});

describe('trips that have not moved', () => {
  const made: Record<string, number> = {};
  beforeAll(async () => {
    const { db } = t.database;
    const position = (bookingId: number, recordedAgo: number) =>
      db
        .insert(bookingPositions)
        .values({ bookingId, latitude: 31.5, longitude: 74.3, tripStatus: 3, recordedAt: ago(recordedAgo) });
    made.stalled = await booking(BOOKING_STATUS.TRANSIT, { updatedAgo: 13 * HOUR });
    made.recentPosition = await booking(BOOKING_STATUS.TRANSIT, { updatedAgo: 13 * HOUR });
    await position(made.recentPosition, HOUR);
    made.oldPosition = await booking(BOOKING_STATUS.DISPATCH_STARTED, { updatedAgo: 13 * HOUR });
    await position(made.oldPosition, 14 * HOUR);
    made.recentChange = await booking(BOOKING_STATUS.DISPATCH_STARTED, { updatedAgo: 11 * HOUR });
    made.delivered = await booking(BOOKING_STATUS.DELIVERED, { deliveredAgo: 100 * HOUR, updatedAgo: 100 * HOUR });
  });

  it('counts trips under way with no position or change for 12 hours; the filtered list holds exactly those', async () => {
    const record = await clock(CLOCK.tripStalled);
    expect(record).toMatchObject({ limit: 12, unit: 'hours', kind: 'late', list: 'bookings' });
    await expectListOfClock(
      '/api/booking',
      CLOCK.tripStalled,
      record.count,
      [made.stalled, made.oldPosition],
      pick(made, ['recentPosition', 'recentChange', 'delivered']),
    );
  });

  it('follows CLOCK_TRIP_STALLED_HOURS', async () => {
    expect((await setLimit(CLOCK_CONFIG_NAME.tripStalledHours, '10')).statusCode).toBe(200);
    expect((await clock(CLOCK.tripStalled)).limit).toBe(10);
    const list = await listed(token.csr, '/api/booking', 'clock=tripStalled');
    expect(list.ids).toContain(made.recentChange);
    expect(list.ids).not.toContain(made.recentPosition);
    expect(list.total).toBe((await clock(CLOCK.tripStalled)).count);
    await t.as(token.csr, 'DELETE', `/api/config/${CLOCK_CONFIG_NAME.tripStalledHours}`);
  });
});

describe('who reads the clocks', () => {
  it('staff read the clocks of the lists their role opens; carriers none', async () => {
    expect((await clocksOf(token.csr)).map((c) => c.clock)).toEqual([
      CLOCK.bidWindowClosing,
      CLOCK.verificationLate,
      CLOCK.podUnpaid,
      CLOCK.tripStalled,
    ]);
    expect((await clocksOf(token.operations)).map((c) => c.clock)).toEqual([
      CLOCK.bidWindowClosing,
      CLOCK.podUnpaid,
      CLOCK.tripStalled,
    ]);
    expect((await t.as(token.partner, 'GET', '/api/clocks')).statusCode).toBe(403);
  });

  it("a shipper may not filter by another side's clock, nor name a clock the list does not have", async () => {
    expectError(await t.as(token.shipperA, 'GET', '/api/booking?clock=podUnpaid'), 403, MESSAGES.forbidden);
    expectError(await t.as(token.shipperA, 'GET', '/api/booking?clock=tripStalled'), 403, MESSAGES.forbidden);
    expect((await t.as(token.shipperA, 'GET', '/api/verification?clock=verificationLate')).statusCode).toBe(403);
    expectError(await t.as(token.csr, 'GET', '/api/booking?clock=bidWindowClosing'), 400, MESSAGES.invalidOption);
    expectError(await t.as(token.csr, 'GET', '/api/shipment?clock=nonsense'), 400, MESSAGES.invalidOption);
  });
});
