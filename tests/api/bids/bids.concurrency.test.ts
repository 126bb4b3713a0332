import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { BID_STATUS, BOOKING_STATUS, type BidStatus } from '#domain/bookings';
import { bids, bookings, drivers, vehicles } from '../../../server/db/schema';
import { expectError, testAppPerFile } from '../testApp';
import { validShipment } from '../shipmentFixtures';

/**
 * Accepting bids in parallel never books more vehicles than a shipment needs (the shipment row is
 * locked while a bid is accepted), and parallel moves of one bid or booking have exactly one winner.
 */
const t = testAppPerFile();

interface Shipment {
  id: number;
  vehicleCount: number;
  bidWindowOpen: boolean;
}

let csr: string;
let partner: string;
let partnerId: number;

beforeAll(async () => {
  csr = (await t.login('csr')).token;
  const login = await t.login('partner');
  partner = login.token;
  partnerId = login.user.id;
});

const loads = (weight: number) => [{ cityId: 1, address: 'Port Qasim, Berth 4', loads: [{ goodsTypeId: 2, weight }] }];
async function newShipment(vehicleCount: number): Promise<Shipment> {
  const res = await t.as(
    csr,
    'POST',
    '/api/shipment/v3',
    validShipment({
      companyId: 1,
      vehicleCount,
      weight: 20 * vehicleCount,
      maxWeightPerVehicle: 20,
      pickupLocations: loads(20 * vehicleCount),
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
async function placeBids(shipmentId: number, counts: number[]) {
  const ids: number[] = [];
  for (const [i, vehicleCount] of counts.entries()) {
    const res = await t.as(partner, 'POST', '/api/bid', { shipmentId, amount: 100_000 + i * 500, vehicleCount });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().data.id);
  }
  return ids;
}
const accept = (bidId: number) => t.as(csr, 'POST', `/api/bid/${bidId}/accept`, {});
const bookingsOf = (shipmentId: number) =>
  t.database.db.select().from(bookings).where(eq(bookings.shipmentId, shipmentId));
const bidsOf = (shipmentId: number) => t.database.db.select().from(bids).where(eq(bids.shipmentId, shipmentId));
const getShipment = async (id: number): Promise<Shipment> =>
  (await t.as(csr, 'GET', `/api/shipment/${id}`)).json().data;
const statusCount = (rows: { status: string }[], status: BidStatus) => rows.filter((r) => r.status === status).length;

describe('50 parallel accepts', () => {
  it('on a shipment needing 1 vehicle: exactly 1 booking, 49 × 409 noVehiclesLeft, the window closed', async () => {
    const shipment = await newShipment(1);
    const ids = await placeBids(shipment.id, Array(50).fill(1));
    const answers = await Promise.all(ids.map((id) => accept(id)));
    const won = answers.filter((res) => res.statusCode === 200);
    expect(won).toHaveLength(1);
    const lost = answers.filter((res) => res.statusCode !== 200);
    expect(lost).toHaveLength(49);
    for (const res of lost) expectError(res, 409, MESSAGES.noVehiclesLeft);
    const booked = await bookingsOf(shipment.id);
    expect(booked).toHaveLength(1);
    const winner = won[0].json().data;
    expect(booked[0]).toMatchObject({
      id: winner.bookings[0].id,
      bidId: winner.bid.id,
      status: BOOKING_STATUS.CREATED,
      partnerId,
    });
    const rows = await bidsOf(shipment.id);
    expect(statusCount(rows, BID_STATUS.ACCEPTED)).toBe(1);
    expect(statusCount(rows, BID_STATUS.CREATED)).toBe(49);
    expect((await getShipment(shipment.id)).bidWindowOpen).toBe(false);
    expectError(
      await t.as(partner, 'POST', '/api/bid', { shipmentId: shipment.id, amount: 100_000 }),
      409,
      MESSAGES.bidWindowClosed,
    );
  });

  it('on a shipment needing 3 vehicles, bids of 1 and 2 vehicles: exactly 3 vehicles booked, never more', async () => {
    const shipment = await newShipment(3);
    const counts = Array.from({ length: 50 }, (_, i) => (i % 3 === 0 ? 2 : 1));
    const ids = await placeBids(shipment.id, counts);
    const answers = await Promise.all(ids.map((id) => accept(id)));
    const wonIds = ids.filter((_, i) => answers[i].statusCode === 200);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expectError(res, 409, MESSAGES.noVehiclesLeft);
    const bookedVehicles = wonIds.reduce((sum, id) => sum + counts[ids.indexOf(id)], 0);
    expect(bookedVehicles).toBe(3);
    const booked = await bookingsOf(shipment.id);
    expect(booked).toHaveLength(3);
    expect(new Set(booked.map((b) => b.bidId))).toEqual(new Set(wonIds));
    expect(statusCount(await bidsOf(shipment.id), BID_STATUS.ACCEPTED)).toBe(wonIds.length);
    expect((await getShipment(shipment.id)).bidWindowOpen).toBe(false);
  });

  it('a bid of 2 vehicles where 1 is left is refused, and a later 1-vehicle bid still fills it', async () => {
    const shipment = await newShipment(2);
    const [first, double, single] = await placeBids(shipment.id, [1, 2, 1]);
    expect((await accept(first)).statusCode).toBe(200);
    expectError(await accept(double), 409, MESSAGES.noVehiclesLeft);
    expect((await getShipment(shipment.id)).bidWindowOpen).toBe(true);
    expect((await accept(single)).statusCode).toBe(200);
    expect(await bookingsOf(shipment.id)).toHaveLength(2);
    expect((await getShipment(shipment.id)).bidWindowOpen).toBe(false);
  });
});

describe('parallel moves of one bid or booking: one winner', () => {
  it('10 parallel accepts of the same bid book it once; the rest are 409 illegalBidMove', async () => {
    const shipment = await newShipment(5);
    const [id] = await placeBids(shipment.id, [1]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => accept(id)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expectError(res, 409, MESSAGES.illegalBidMove);
    expect(await bookingsOf(shipment.id)).toHaveLength(1);
  });

  it('accept and reject of the same bid at once: exactly one of them lands, and the bid and bookings agree', async () => {
    const shipment = await newShipment(10);
    const ids = await placeBids(shipment.id, Array(10).fill(1));
    const answers = await Promise.all(
      ids.flatMap((id) => [accept(id), t.as(csr, 'POST', `/api/bid/${id}/reject`, { reasonId: 11 })]),
    );
    const booked = await bookingsOf(shipment.id);
    for (const [i, id] of ids.entries()) {
      const [acceptRes, rejectRes] = [answers[2 * i], answers[2 * i + 1]];
      const [row] = await t.database.db.select().from(bids).where(eq(bids.id, id));
      expect([acceptRes.statusCode, rejectRes.statusCode].sort()).toEqual([200, 409]);
      const loser = acceptRes.statusCode === 200 ? rejectRes : acceptRes;
      expectError(loser, 409, MESSAGES.illegalBidMove);
      if (acceptRes.statusCode === 200) {
        expect(row).toMatchObject({ status: BID_STATUS.ACCEPTED, reasonId: null });
        expect(booked.filter((b) => b.bidId === id)).toHaveLength(1);
      } else {
        expect(row).toMatchObject({ status: BID_STATUS.REJECTED, reasonId: 11 });
        expect(booked.filter((b) => b.bidId === id)).toHaveLength(0);
      }
    }
  });

  it('10 parallel moves of one booking to the next status: one lands, the rest are 409', async () => {
    const shipment = await newShipment(1);
    const [id] = await placeBids(shipment.id, [1]);
    const [booking] = (await accept(id)).json().data.bookings as { id: number }[];
    const [driver] = await t.database.db.select().from(drivers).where(eq(drivers.fullName, 'Ghulam Abbas'));
    const [vehicle] = await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleTypeId, 2));
    expect(
      (
        await t.as(csr, 'POST', `/api/booking/${booking.id}/assign-driver`, {
          driverId: driver.id,
          vehicleId: vehicle.id,
        })
      ).statusCode,
    ).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.as(partner, 'POST', `/api/booking/${booking.id}/status/2`, {})),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect([MESSAGES.staleBooking, MESSAGES.illegalBookingMove]).toContain(res.json().message);
    }
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: BOOKING_STATUS.DISPATCH_STARTED, version: 3 });
  });

  it('parallel cancels of one booking: one lands with its reason, the rest are 409', async () => {
    const shipment = await newShipment(1);
    const [id] = await placeBids(shipment.id, [1]);
    const [booking] = (await accept(id)).json().data.bookings as { id: number }[];
    const answers = await Promise.all(
      [21, 22, 23, 24].map((reasonId) => t.as(csr, 'POST', `/api/booking/${booking.id}/status/13`, { reasonId })),
    );
    const won = answers.findIndex((res) => res.statusCode === 200);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect([MESSAGES.staleBooking, MESSAGES.illegalBookingMove]).toContain(res.json().message);
    }
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: BOOKING_STATUS.CANCELLED, cancellationReasonId: 21 + won });
  });
});
