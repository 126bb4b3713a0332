import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { BOOKING_STATUS, REASON_KIND } from '#domain/bookings';
import type { BulkOutcome } from '#domain/records/bulk';
import type { BookingRecord } from '#domain/records/bookings';
import { drivers, recordHistory } from '../../../server/db/schema';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';
import { validShipment, verifiedFlatbedOf } from '../shipmentFixtures';

/** Bulk status moves and driver assignments on the booking list: each booking done or refused on its own. */
const t = testAppPerFile();
const token = {} as Record<DemoKey, string>;
let driverId: number;
let otherDriverId: number;
let vehicleId: number;
let cancelReasonId: number;

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'partner', 'driver'] as const) token[who] = (await t.login(who)).token;
  const partnerId = (await t.login('partner')).user.id;
  const { db } = t.database;
  [{ id: driverId }, { id: otherDriverId }] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.partnerId, partnerId), eq(drivers.status, 'VERIFIED')));
  vehicleId = (await verifiedFlatbedOf(db, partnerId)).id;
  const reasons = await t.as(token.csr, 'GET', `/api/reason/refusal?kind=${REASON_KIND.CANCEL_BOOKING}`);
  cancelReasonId = reasons.json().data[0].id;
});

/** A fresh shipment of company A with the demo partner's bid accepted: its booking. */
async function newBooking(): Promise<BookingRecord> {
  const pickupLocations = [{ cityId: 1, address: 'Port Qasim, Berth 4', loads: [{ goodsTypeId: 2, weight: 20 }] }];
  const shipment = validShipment({
    companyId: 1,
    vehicleCount: 1,
    weight: 20,
    maxWeightPerVehicle: 20,
    pickupLocations,
  });
  const created = await t.as(token.csr, 'POST', '/api/shipment/v3', shipment);
  const bid = await t.as(token.partner, 'POST', '/api/bid', { shipmentId: created.json().data.id, amount: 100_000 });
  const accepted = await t.as(token.csr, 'POST', `/api/bid/${bid.json().data.id}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  return read(accepted.json().data.bookings[0].id);
}
const read = async (id: number): Promise<BookingRecord> =>
  (await t.as(token.csr, 'GET', `/api/booking/${id}`)).json().data;
const itemsOf = (bookings: BookingRecord[]) => bookings.map(({ id, version }) => ({ id, version }));
const send = (action: string, body: object, who: DemoKey = 'csr', key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/booking/bulk/${action}`,
    payload: body,
    headers: { authorization: `Bearer ${token[who]}`, ...(key ? { 'idempotency-key': key } : {}) },
  });
async function outcome(action: string, body: object, who: DemoKey = 'csr') {
  const res = await send(action, body, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BulkOutcome;
}
const events = async (ids: number[]) =>
  (
    await t.database.db
      .select({ bookingId: recordHistory.bookingId, event: recordHistory.event, reason: recordHistory.reason })
      .from(recordHistory)
      .where(inArray(recordHistory.bookingId, ids))
      .orderBy(recordHistory.id)
  ).filter((entry) => entry.event !== 'created' && entry.event !== 'bidAccepted');

describe('bulk assign', () => {
  it('assigns the driver to each booking; a stale one is refused, a reassignment without a reason too', async () => {
    const [fresh, stale, taken] = [await newBooking(), await newBooking(), await newBooking()];
    const assigned = await t.as(token.csr, 'POST', `/api/booking/${taken.id}/assign-driver`, { driverId, vehicleId });
    expect(assigned.statusCode, assigned.body).toBe(200);
    // Someone moves the second on meanwhile: its version moves on.
    expect(
      (await t.as(token.csr, 'POST', `/api/booking/${stale.id}/status/13`, { reasonId: cancelReasonId })).statusCode,
    ).toBe(200);

    const result = await outcome('assign-driver', {
      items: itemsOf([fresh, stale, await read(taken.id)]),
      driverId: otherDriverId,
      vehicleId,
    });
    expect(result.results.map((r) => r.status)).toEqual(['done', 'refused', 'refused']);
    expect(result.results[1]).toMatchObject({ code: 409, message: MESSAGES.staleBooking });
    expect(result.results[2]).toMatchObject({ code: 400, message: MESSAGES.reasonRequired });
    expect((await read(fresh.id)).driverId).toBe(otherDriverId);

    const reassigned = await outcome('assign-driver', {
      items: itemsOf([await read(taken.id)]),
      driverId: otherDriverId,
      vehicleId,
      reason: 'Driver fell ill',
    });
    expect(reassigned.done).toBe(1);
    expect(await events([fresh.id, taken.id])).toEqual([
      { bookingId: taken.id, event: 'driverAssigned', reason: null },
      { bookingId: fresh.id, event: 'driverAssigned', reason: null },
      { bookingId: taken.id, event: 'driverReassigned', reason: 'Driver fell ill' },
    ]);
  });
});

describe('bulk status', () => {
  it('dispatch: a booking with no driver is refused with the rule text, an assigned one moves on', async () => {
    const [bare, ready] = [await newBooking(), await newBooking()];
    expect(
      (await t.as(token.csr, 'POST', `/api/booking/${ready.id}/assign-driver`, { driverId, vehicleId })).statusCode,
    ).toBe(200);
    const result = await outcome('status', {
      items: itemsOf([bare, await read(ready.id)]),
      statusCode: BOOKING_STATUS.DISPATCH_STARTED,
    });
    expect(result.results[0]).toMatchObject({ status: 'refused', code: 409, message: MESSAGES.driverRequiredFirst });
    expect(result.results[1]).toMatchObject({ status: 'done' });
    expect((await read(ready.id)).status).toBe(BOOKING_STATUS.DISPATCH_STARTED);
  });

  it('cancel is staff’s: a shipper or partner is refused whole; a driver’s rows it does not drive are not found', async () => {
    const booking = await newBooking();
    const cancel = { items: itemsOf([booking]), statusCode: BOOKING_STATUS.CANCELLED, reasonId: cancelReasonId };
    expectError(await send('status', cancel, 'shipperA'), 403, MESSAGES.forbidden);
    expectError(await send('status', cancel, 'partner'), 403, MESSAGES.forbidden);
    const dispatch = await outcome('status', { ...cancel, statusCode: BOOKING_STATUS.DISPATCH_STARTED }, 'driver');
    expect(dispatch.results[0]).toEqual({ id: booking.id, status: 'refused', code: 404, message: MESSAGES.notFound });
    expect((await read(booking.id)).status).toBe(BOOKING_STATUS.CREATED);
  });

  it('cancels with the reason in each history entry; a replay with the same key changes nothing', async () => {
    const bookings = [await newBooking(), await newBooking()];
    const body = { items: itemsOf(bookings), statusCode: 13, reasonId: cancelReasonId, details: 'Shipper called' };
    const first = await send('status', body, 'csr', 'bulk-cancel-once');
    expect(first.json().data).toMatchObject({ done: 2, refused: 0 });
    const again = await send('status', body, 'csr', 'bulk-cancel-once');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await events(bookings.map((b) => b.id))).toEqual(
      bookings.map((b) => ({ bookingId: b.id, event: 'cancelled', reason: 'Shipper called' })),
    );
  });
});
