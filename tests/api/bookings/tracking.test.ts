import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { BOOKING_STATUS, TRIP_STATUS } from '#domain/bookings';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';
import { bookingPositions, bookings, drivers, shipments, vehicles } from '../../../server/db/schema';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';
import { HOUR, validShipment } from '../shipmentFixtures';
import { multipart } from '../multipart';
import type { BookingPosition as Position, BookingTrip as Trip } from '#domain/records/tracking';

/** SPEC §7 Tracking: tracking/bookingLocation (positions over time) and digitize/v1 (recording one). */
const t = testAppPerFile();

const token: Partial<Record<DemoKey, string>> = {};
let aslam: number;
let abbas: number;
let flatbed: number;

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'shipperB', 'broker', 'partner', 'driver'] as const)
    token[who] = (await t.login(who)).token;
  [{ id: aslam }] = await t.database.db.select().from(drivers).where(eq(drivers.fullName, 'Muhammad Aslam'));
  [{ id: abbas }] = await t.database.db.select().from(drivers).where(eq(drivers.fullName, 'Ghulam Abbas'));
  [{ id: flatbed }] = await t.database.db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.vehicleTypeId, VEHICLE_TYPE.FLATBED), eq(vehicles.status, 'VERIFIED')));
});

/** A fresh company's booking (status 1), optionally with a driver of the demo partner. */
async function newBooking(driverId?: number, companyId = 1): Promise<number> {
  const created = await t.as(token.csr!, 'POST', '/api/shipment/v3', validShipment({ companyId }));
  expect(created.statusCode, created.body).toBe(201);
  const placed = await t.as(token.partner!, 'POST', '/api/bid', {
    shipmentId: created.json().data.id,
    amount: 100_000,
  });
  const accepted = await t.as(token.csr!, 'POST', `/api/bid/${placed.json().data.id}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  const id = accepted.json().data.bookings[0].id as number;
  if (driverId)
    expect(
      (await t.as(token.csr!, 'POST', `/api/booking/${id}/assign-driver`, { driverId, vehicleId: flatbed })).statusCode,
    ).toBe(200);
  return id;
}
const move = async (id: number, statusCode: number, body: Record<string, unknown> = {}) => {
  const res = await t.as(token.csr!, 'POST', `/api/booking/${id}/status/${statusCode}`, body);
  expect(res.statusCode, res.body).toBe(200);
};
const record = (body: Record<string, unknown>, who: DemoKey = 'driver') =>
  t.as(token[who]!, 'POST', '/api/digitize/v1', body);
async function recorded(body: Record<string, unknown>, who: DemoKey = 'driver'): Promise<Position> {
  const res = await record(body, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
async function trip(bookingId: number, who: DemoKey = 'csr'): Promise<Trip> {
  const res = await t.as(token[who]!, 'GET', `/api/tracking/bookingLocation/${bookingId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const positionsOf = (bookingId: number) =>
  t.database.db.select().from(bookingPositions).where(eq(bookingPositions.bookingId, bookingId));

describe('GET /api/tracking/bookingLocation/:bookingId', () => {
  it('a seeded trip in transit: its positions oldest first, trip status 3, none in the future', async () => {
    const [row] = await t.database.db
      .select({ id: bookings.id, companyId: shipments.companyId })
      .from(bookings)
      .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
      .where(eq(bookings.status, BOOKING_STATUS.TRANSIT))
      .orderBy(asc(bookings.id))
      .limit(1);
    const answer = await trip(row.id);
    expect(answer.bookingId).toBe(row.id);
    expect(answer.tripStatus).toBe(TRIP_STATUS.TRANSIT);
    // 55% of the way in max(2, round(0.55 × 6)) = 3 steps.
    expect(answer.positions).toHaveLength(3);
    const times = answer.positions.map((p) => new Date(p.recordedAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    expect(answer.positions.every((p) => p.bookingId === row.id && p.tripStatus === TRIP_STATUS.TRANSIT)).toBe(true);
  });

  it('positions recorded out of order come back by recording time; a booking without any answers an empty list', async () => {
    const id = await newBooking(aslam);
    expect(await trip(id)).toEqual({ bookingId: id, tripStatus: TRIP_STATUS.CREATED, positions: [] });
    const now = Date.now();
    const late = await recorded({
      bookingId: id,
      latitude: 25.1,
      longitude: 67.1,
      recordedAt: new Date(now - HOUR).toISOString(),
    });
    const early = await recorded({
      bookingId: id,
      latitude: 24.9,
      longitude: 67.0,
      recordedAt: new Date(now - 3 * HOUR).toISOString(),
    });
    const middle = await recorded({
      bookingId: id,
      latitude: 25.0,
      longitude: 67.05,
      recordedAt: new Date(now - 2 * HOUR).toISOString(),
    });
    const answer = await trip(id, 'shipperA');
    expect(answer.positions.map((p) => p.id)).toEqual([early.id, middle.id, late.id]);
    expect(answer.positions[0]).toEqual(early);
    expect(answer.positions.map((p) => p.latitude)).toEqual([24.9, 25.0, 25.1]);
  });

  it('an unknown booking is 404; a bad id 400', async () => {
    expectError(await t.as(token.csr!, 'GET', '/api/tracking/bookingLocation/999999'), 404, MESSAGES.notFound);
    expect((await t.as(token.csr!, 'GET', '/api/tracking/bookingLocation/abc')).statusCode).toBe(400);
  });
});

describe('POST /api/digitize/v1', () => {
  it('the demo driver records a position on the booking it drives, with the booking’s trip status by default', async () => {
    const id = await newBooking(aslam);
    const before = Date.now();
    const position = await recorded({ bookingId: id, latitude: 24.8607, longitude: 67.0011 });
    expect(position).toMatchObject({
      bookingId: id,
      latitude: 24.8607,
      longitude: 67.0011,
      tripStatus: TRIP_STATUS.CREATED,
    });
    expect(new Date(position.recordedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    await move(id, BOOKING_STATUS.DISPATCH_STARTED);
    expect((await recorded({ bookingId: id, latitude: 25, longitude: 67.2 })).tripStatus).toBe(
      TRIP_STATUS.DISPATCH_STARTED,
    );
    await move(id, BOOKING_STATUS.TRANSIT);
    expect((await recorded({ bookingId: id, latitude: 26, longitude: 68 })).tripStatus).toBe(TRIP_STATUS.TRANSIT);
    // A trip status may be given.
    expect(
      (await recorded({ bookingId: id, latitude: 26.5, longitude: 68.5, tripStatus: TRIP_STATUS.DISPATCH_STARTED }))
        .tripStatus,
    ).toBe(TRIP_STATUS.DISPATCH_STARTED);
    expect((await trip(id, 'driver')).positions).toHaveLength(4);
  });

  it('the partner and staff may record too', async () => {
    const id = await newBooking(abbas);
    expect((await recorded({ bookingId: id, latitude: 30, longitude: 70 }, 'partner')).bookingId).toBe(id);
    expect((await recorded({ bookingId: id, latitude: 30.1, longitude: 70.1 }, 'csr')).bookingId).toBe(id);
  });

  it('a booking the driver does not drive is 404, whoever drives it; nothing is recorded', async () => {
    const byOther = await newBooking(abbas);
    const nobody = await newBooking();
    for (const id of [byOther, nobody]) {
      expectError(await record({ bookingId: id, latitude: 24.86, longitude: 67 }), 404, MESSAGES.notFound);
      expect(await positionsOf(id)).toEqual([]);
    }
    expectError(await record({ bookingId: 999_999, latitude: 24.86, longitude: 67 }, 'csr'), 404, MESSAGES.notFound);
  });

  it('latitude beyond ±90 or longitude beyond ±180 is 400 invalidPosition; the edges are taken', async () => {
    const id = await newBooking(aslam);
    for (const [latitude, longitude] of [
      [91, 67],
      [-91, 67],
      [90.0001, 0],
      [24, 181],
      [24, -181],
      [24, 180.5],
    ]) {
      expectError(await record({ bookingId: id, latitude, longitude }), 400, MESSAGES.invalidPosition);
    }
    expectError(await record({ bookingId: id, longitude: 67 }), 400, MESSAGES.invalidPosition);
    expectError(await record({ bookingId: id, latitude: 24 }), 400, MESSAGES.invalidPosition);
    expect(await positionsOf(id)).toEqual([]);
    for (const [latitude, longitude] of [
      [90, 180],
      [-90, -180],
      [0, 0],
    ])
      expect((await recorded({ bookingId: id, latitude, longitude })).latitude).toBe(latitude);
  });

  it('a position in the future is 400 futurePosition; one in the past is kept with its time', async () => {
    const id = await newBooking(aslam);
    expectError(
      await record({
        bookingId: id,
        latitude: 24,
        longitude: 67,
        recordedAt: new Date(Date.now() + HOUR).toISOString(),
      }),
      400,
      MESSAGES.futurePosition,
    );
    expectError(
      await record({
        bookingId: id,
        latitude: 24,
        longitude: 67,
        recordedAt: new Date(Date.now() + 5 * 60_000).toISOString(),
      }),
      400,
      MESSAGES.futurePosition,
    );
    expect(await positionsOf(id)).toEqual([]);
    const at = new Date(Date.now() - 5 * 60_000).toISOString();
    expect((await recorded({ bookingId: id, latitude: 24, longitude: 67, recordedAt: at })).recordedAt).toBe(at);
  });

  it('other bad input: no booking is fillRequired, an unknown trip status invalidOption', async () => {
    const id = await newBooking(aslam);
    expectError(await record({ latitude: 24, longitude: 67 }), 400, MESSAGES.fillRequired);
    expectError(
      await record({ bookingId: id, latitude: 24, longitude: 67, tripStatus: 6 }),
      400,
      MESSAGES.invalidOption,
    );
    expectError(
      await record({ bookingId: id, latitude: 24, longitude: 67, recordedAt: 'soon' }),
      400,
      MESSAGES.fillRequired,
    );
  });

  it('a delivered or cancelled booking takes no more positions (409)', async () => {
    const delivered = await newBooking(aslam);
    await move(delivered, BOOKING_STATUS.DISPATCH_STARTED);
    await move(delivered, BOOKING_STATUS.TRANSIT);
    const { payload, contentType } = multipart([
      { name: 'bookingId', value: String(delivered) },
      { name: 'documentTypeId', value: '2' },
      { name: 'file', fileName: 'pod.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/bookingDocument/upload',
          payload,
          headers: { authorization: `Bearer ${token.driver}`, 'content-type': contentType },
        })
      ).statusCode,
    ).toBe(201);
    await move(delivered, BOOKING_STATUS.DELIVERED);
    const cancelled = await newBooking(aslam);
    await move(cancelled, BOOKING_STATUS.CANCELLED, { reasonId: 23 });
    for (const id of [delivered, cancelled]) {
      for (const who of ['driver', 'partner', 'csr'] as const)
        expectError(
          await record({ bookingId: id, latitude: 24, longitude: 67 }, who),
          409,
          MESSAGES.illegalBookingMove,
        );
      expect(await positionsOf(id)).toEqual([]);
    }
    // Their trip can still be read.
    expect((await trip(delivered, 'driver')).tripStatus).toBe(TRIP_STATUS.DELIVERED);
    expect((await trip(cancelled, 'driver')).tripStatus).toBe(TRIP_STATUS.CANCELLED);
  });

  it('shippers and brokers may not record positions (403)', async () => {
    const id = await newBooking(aslam);
    for (const who of ['shipperA', 'shipperB', 'broker'] as const)
      expectError(await record({ bookingId: id, latitude: 24, longitude: 67 }, who), 403, MESSAGES.forbidden);
    expect(await positionsOf(id)).toEqual([]);
  });
});

describe('whose trips a caller reads', () => {
  it('the shipper its company’s, the driver the ones it drives; others 404', async () => {
    const ofA = await newBooking(aslam, 1);
    const ofB = await newBooking(abbas, 2);
    expect((await trip(ofA, 'shipperA')).bookingId).toBe(ofA);
    expect((await trip(ofB, 'shipperB')).bookingId).toBe(ofB);
    expect((await trip(ofB, 'partner')).bookingId).toBe(ofB);
    expect((await trip(ofA, 'driver')).bookingId).toBe(ofA);
    for (const [who, id] of [
      ['shipperA', ofB],
      ['shipperB', ofA],
      ['broker', ofA],
      ['driver', ofB],
    ] as const) {
      expectError(await t.as(token[who]!, 'GET', `/api/tracking/bookingLocation/${id}`), 404, MESSAGES.notFound);
    }
  });
});
