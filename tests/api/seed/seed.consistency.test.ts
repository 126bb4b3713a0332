import { describe, expect, it } from 'vitest';
import { bookings, shipments } from '../../../server/db/schema';
import {
  ACTIVE_BOOKING_STATUSES,
  BOOKING_STATUS,
  shipmentStatusFromBookings,
  type BookingStatus,
} from '#domain/bookings';
import type { ShipmentStatus } from '#domain/shipments';
import { testAppPerFile } from '../testApp';

const t = testAppPerFile();

describe('the demo data keeps the rules the API keeps', () => {
  it('no shipment has more bookings than vehicles, and each is where its bookings put it', async () => {
    const db = t.database.db;
    const rows = await db
      .select({
        id: shipments.id,
        code: shipments.code,
        status: shipments.status,
        vehicleCount: shipments.vehicleCount,
        bidWindowOpen: shipments.bidWindowOpen,
      })
      .from(shipments);
    const booked = await db.select({ shipmentId: bookings.shipmentId, status: bookings.status }).from(bookings);
    const byShipment = new Map<number, BookingStatus[]>();
    for (const b of booked)
      byShipment.set(b.shipmentId, [...(byShipment.get(b.shipmentId) ?? []), b.status as BookingStatus]);
    const broken: string[] = [];
    for (const s of rows) {
      const statuses = byShipment.get(s.id) ?? [];
      const active = statuses.filter((status) => ACTIVE_BOOKING_STATUSES.includes(status));
      if (active.length > s.vehicleCount)
        broken.push(`${s.code}: ${active.length} bookings for ${s.vehicleCount} vehicles`);
      if (active.length >= s.vehicleCount && s.bidWindowOpen) broken.push(`${s.code}: fully booked with bidding open`);
      const followed = shipmentStatusFromBookings(s.status as ShipmentStatus, s.vehicleCount, statuses);
      if (followed !== s.status) broken.push(`${s.code}: ${s.status}, its bookings say ${followed}`);
    }
    expect(rows.length).toBeGreaterThan(50);
    expect(booked.some((b) => b.status === BOOKING_STATUS.DELIVERED)).toBe(true);
    expect(broken).toEqual([]);
  });
});
