import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { BID_STATUS, BOOKING_STATUS } from '#domain/bookings';
import { bookings, drivers, vehicles } from '../../../server/db/schema';
import { expectError, testAppPerFile } from '../testApp';
import { validShipment } from '../shipmentFixtures';

/** Backing out of an accepted bid releases its vehicles; an unverified vehicle is never assigned. */
const t = testAppPerFile();
let csr: string;
let partner: string;
let partnerId: number;

beforeAll(async () => {
  csr = (await t.login('csr')).token;
  const login = await t.login('partner');
  partner = login.token;
  partnerId = login.user.id;
});

async function acceptedBid() {
  const created = await t.as(
    csr,
    'POST',
    '/api/shipment/v3',
    validShipment({
      companyId: 1,
      vehicleCount: 1,
      weight: 18,
      pickupLocations: [{ cityId: 1, address: 'Port Qasim', loads: [{ goodsTypeId: 2, weight: 18 }] }],
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const shipmentId = created.json().data.id as number;
  const bid = await t.as(partner, 'POST', '/api/bid', { shipmentId, amount: 90_000 });
  const accepted = await t.as(csr, 'POST', `/api/bid/${bid.json().data.id}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { shipmentId, bidId: bid.json().data.id as number, bookingId: accepted.json().data.bookings[0].id as number };
}

async function verified(table: typeof drivers | typeof vehicles, status: string) {
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.partnerId, partnerId), eq(table.status, status)));
  return row.id;
}

describe('backing out of an accepted bid', () => {
  it('cancels its booking, frees the vehicle and lets the shipment take another bid', async () => {
    const { shipmentId, bidId, bookingId } = await acceptedBid();
    const res = await t.as(partner, 'POST', `/api/bid/${bidId}/backout`, { reasonId: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe(BID_STATUS.BACKOUT);
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking.status).toBe(BOOKING_STATUS.CANCELLED);
    expect(booking.cancellationReason).toBe('Partner backed out: Vehicle broke down');
    const pricing = (await t.as(csr, 'GET', `/api/shipment/${shipmentId}/booking/pricing-info`)).json().data;
    expect(pricing.remainingVehicles).toBe(1);
  });

  it('is refused once the vehicle is on the road, and nothing changes', async () => {
    const { bidId, bookingId } = await acceptedBid();
    const driverId = await verified(drivers, 'VERIFIED');
    const [vehicle] = await t.database.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.partnerId, partnerId), eq(vehicles.vehicleTypeId, 2), eq(vehicles.status, 'VERIFIED')));
    expect(
      (await t.as(csr, 'POST', `/api/booking/${bookingId}/assign-driver`, { driverId, vehicleId: vehicle.id }))
        .statusCode,
    ).toBe(200);
    expect((await t.as(csr, 'POST', `/api/booking/${bookingId}/status/2`, {})).statusCode).toBe(200);
    expect((await t.as(csr, 'POST', `/api/booking/${bookingId}/status/3`, {})).statusCode).toBe(200);
    expectError(
      await t.as(partner, 'POST', `/api/bid/${bidId}/backout`, { reasonId: 1 }),
      409,
      MESSAGES.illegalBidMove,
    );
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking.status).toBe(BOOKING_STATUS.TRANSIT);
  });
});

describe('assigning a vehicle', () => {
  it('refuses one that is not verified yet', async () => {
    const { bookingId } = await acceptedBid();
    const driverId = await verified(drivers, 'VERIFIED');
    const [pending] = await t.database.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.partnerId, partnerId), eq(vehicles.status, 'PENDING')));
    await t.database.db.update(vehicles).set({ vehicleTypeId: 2 }).where(eq(vehicles.id, pending.id));
    expectError(
      await t.as(csr, 'POST', `/api/booking/${bookingId}/assign-driver`, { driverId, vehicleId: pending.id }),
      400,
      MESSAGES.vehicleNotVerified,
    );
  });
});
