import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES, BID_STATUS, BOOKING_STATUS } from '#domain/bookings';
import { DOCUMENT_TYPE } from '#domain/documentTypes';
import { greatCircleKm } from '#domain/geo';
import { SHIPMENT_STATUS } from '#domain/shipments';
import { USER_TYPE } from '#domain/userTypes';
import { deliveryDueBy, pickupDueBy, podDueBy } from '#domain/scorecards';
import type { Db } from './client';
import * as t from './schema';
import { DEMO_COMPANIES, DEMO_USERS } from './seed-data/demo';
import { referenceCodeSql } from './referenceCodeSql';
import { WAITING_PARTNER } from './seedVerification';
import { deliveredTrip, lostBooking, pdf } from './seedScorecardTrips';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Chenab Goods Transport (seed-data/people.ts): blocked for its backouts, its verification rejected. */
const CHENAB_PHONE = '03041234568';

/** What happens on one of a partner's trips, in hours against the scorecard's deadlines (src/domain/scorecards.ts). */
export interface PlannedTrip {
  /** Hours after the loading time. */
  pickup: number;
  /** Hours before (negative) or after its expected delivery time. */
  delivery: number;
  /** Hours after delivery the proof of delivery is uploaded; null: never. */
  pod: number | null;
}

/**
 * The partners' records for the carrier scorecards, so that scores differ on a fresh start and a
 * shipment open for bids has bids of partners with different scores: Potohar Carriers (awaiting
 * verification) mostly on time with one late pick-up, delivery and POD, a cancellation and a backout;
 * Chenab Goods Transport (rejected, blocked) mostly late, without PODs, with a backout. Their trips are
 * extra vehicles on company B's (then the broker's, then A's) delivered and partially fulfilled
 * shipments that still had vehicles to book, so no list of shipments grows. The demo partner's own
 * trips (seedBookings) get their proofs of delivery, one in four late, and one pick-up in five late.
 * Every time follows the seed's now.
 */
export async function seedScorecards(db: Db, now = Date.now()) {
  const partnerOf = async (phoneNumber: string) =>
    (
      await db
        .select({ id: t.users.id })
        .from(t.users)
        .where(and(eq(t.users.phoneNumber, phoneNumber), eq(t.users.userType, USER_TYPE.PARTNER)))
    )[0]?.id;
  const demoPartner = await partnerOf(DEMO_USERS.find((u) => u.userType === USER_TYPE.PARTNER)!.phoneNumber);
  const potohar = await partnerOf(WAITING_PARTNER.phoneNumber);
  const chenab = await partnerOf(CHENAB_PHONE);
  if (!demoPartner || !potohar || !chenab) return;

  await demoPartnerRecord(db, demoPartner, now);
  const slots = await spareVehicles(db, now);
  const potoharTrips: PlannedTrip[] = [
    { pickup: 0.5, delivery: -1, pod: 2 },
    { pickup: 1, delivery: 6, pod: 20 },
    { pickup: 4, delivery: -2, pod: 5 * 24 },
    { pickup: 1.5, delivery: -3, pod: 1 },
  ];
  const chenabTrips: PlannedTrip[] = [
    { pickup: 5, delivery: 9, pod: null },
    { pickup: 1, delivery: 12, pod: null },
    { pickup: 7, delivery: -1, pod: null },
  ];
  for (const [partnerId, trips] of [
    [potohar, potoharTrips],
    [chenab, chenabTrips],
  ] as const)
    for (const trip of trips) {
      const slot = slots.shift();
      if (!slot) break;
      await deliveredTrip(db, partnerId, slot, trip);
    }
  const cancelled = await db
    .select({ id: t.shipments.id, loadingTime: t.shipments.loadingTime })
    .from(t.shipments)
    .where(eq(t.shipments.status, SHIPMENT_STATUS.CANCELLED))
    .orderBy(asc(t.shipments.id))
    .limit(3);
  if (cancelled.length === 3) {
    await lostBooking(db, potohar, cancelled[0], 'cancelled');
    await lostBooking(db, potohar, cancelled[1], 'backedOut');
    await lostBooking(db, chenab, cancelled[2], 'backedOut');
  }
  await openBid(db, potohar, demoPartner);
  await db
    .update(t.bookings)
    .set({ code: referenceCodeSql('booking', t.bookings.id) })
    .where(isNull(t.bookings.code));
}

export interface Slot {
  shipmentId: number;
  loadingTime: Date;
  distanceKm: number | null;
}

/** Vehicles still to book on delivered and partially fulfilled shipments, company B's first. */
async function spareVehicles(db: Db, now: number): Promise<Slot[]> {
  const companies = await db.select({ id: t.companies.id, name: t.companies.name }).from(t.companies);
  const rank = (companyId: number) => {
    const name = companies.find((c) => c.id === companyId)?.name;
    const key = DEMO_COMPANIES.find((c) => c.name === name)?.key;
    return key === 'B' ? 0 : key === 'broker' ? 1 : key === 'A' ? 2 : 3;
  };
  const shipments = await db
    .select({
      id: t.shipments.id,
      companyId: t.shipments.companyId,
      vehicleCount: t.shipments.vehicleCount,
      loadingTime: t.shipments.loadingTime,
      pickupCityId: t.shipments.pickupCityId,
      dropOffCityId: t.shipments.dropOffCityId,
    })
    .from(t.shipments)
    .where(inArray(t.shipments.status, [SHIPMENT_STATUS.DELIVERED, SHIPMENT_STATUS.PARTIALLY_FULFILLED]))
    .orderBy(asc(t.shipments.id));
  const booked = await db
    .select({ shipmentId: t.bookings.shipmentId, active: count() })
    .from(t.bookings)
    .where(inArray(t.bookings.status, [...ACTIVE_BOOKING_STATUSES]))
    .groupBy(t.bookings.shipmentId);
  const activeOn = new Map(booked.map((row) => [row.shipmentId, row.active]));
  const cities = await db.select().from(t.cities);
  const cityOf = (id: number | null) => cities.find((c) => c.id === id);
  const slots: Slot[] = [];
  for (const s of shipments.sort((a, b) => rank(a.companyId) - rank(b.companyId) || a.id - b.id)) {
    const [from, to] = [cityOf(s.pickupCityId), cityOf(s.dropOffCityId)];
    const distanceKm = from && to ? greatCircleKm(from, to) : null;
    // The latest a planned trip ends (late delivery, then its POD a day later) must be past by now.
    if (deliveryDueBy(s.loadingTime, distanceKm).getTime() + 12 * HOUR + 2 * DAY > now) continue;
    for (let i = activeOn.get(s.id) ?? 0; i < s.vehicleCount; i++)
      slots.push({ shipmentId: s.id, loadingTime: s.loadingTime, distanceKm });
  }
  return slots;
}

/**
 * The demo partner's own trips: one pick-up in five three hours past its grace, and each delivered
 * trip's proof of delivery six hours after delivery, one in four five days after (when that is past).
 */
async function demoPartnerRecord(db: Db, partnerId: number, now: number) {
  const trips = await db
    .select({
      id: t.bookings.id,
      status: t.bookings.status,
      deliveredAt: t.bookings.deliveredAt,
      loadingTime: t.shipments.loadingTime,
    })
    .from(t.bookings)
    .innerJoin(t.shipments, eq(t.shipments.id, t.bookings.shipmentId))
    .where(
      and(
        eq(t.bookings.partnerId, partnerId),
        inArray(t.bookings.status, [BOOKING_STATUS.TRANSIT, BOOKING_STATUS.DELIVERED]),
      ),
    )
    .orderBy(asc(t.bookings.id));
  for (const [index, trip] of trips.entries()) {
    if (index % 5 === 2) {
      const late = new Date(pickupDueBy(trip.loadingTime).getTime() + 3 * HOUR);
      if (late.getTime() < now) await db.update(t.bookings).set({ pickedUpAt: late }).where(eq(t.bookings.id, trip.id));
    }
    if (trip.status !== BOOKING_STATUS.DELIVERED || !trip.deliveredAt) continue;
    const lateUpload = new Date(podDueBy(trip.deliveredAt).getTime() + 2 * DAY);
    const uploaded =
      index % 4 === 3 && lateUpload.getTime() < now ? lateUpload : new Date(trip.deliveredAt.getTime() + 6 * HOUR);
    if (uploaded.getTime() > now) continue;
    await db.insert(t.documents).values({
      bookingId: trip.id,
      documentTypeId: DOCUMENT_TYPE.PROOF_OF_DELIVERY,
      uploadedBy: partnerId,
      createdAt: uploaded,
      ...pdf(`pod-${trip.id}`),
    });
  }
}

/** A bid of Potohar Carriers beside the demo partner's on company B's first shipment open for bids with vehicles to book. */
async function openBid(db: Db, partnerId: number, demoPartner: number) {
  const open = await db
    .select({ id: t.shipments.id, vehicleCount: t.shipments.vehicleCount })
    .from(t.shipments)
    .innerJoin(t.companies, eq(t.companies.id, t.shipments.companyId))
    .where(
      and(
        eq(t.shipments.status, SHIPMENT_STATUS.CREATED),
        eq(t.shipments.bidWindowOpen, true),
        eq(t.companies.name, DEMO_COMPANIES.find((c) => c.key === 'B')!.name),
      ),
    )
    .orderBy(asc(t.shipments.id));
  for (const shipment of open) {
    if (shipment.vehicleCount < 2) continue;
    const [theirs] = await db
      .select()
      .from(t.bids)
      .where(
        and(
          eq(t.bids.shipmentId, shipment.id),
          eq(t.bids.partnerId, demoPartner),
          eq(t.bids.status, BID_STATUS.CREATED),
        ),
      )
      .orderBy(asc(t.bids.id))
      .limit(1);
    if (!theirs) continue;
    await db.insert(t.bids).values({
      shipmentId: shipment.id,
      partnerId,
      amount: theirs.amount + (theirs.bidCategoryTypeId === 1 ? 1_500 : 100),
      bidCategoryTypeId: theirs.bidCategoryTypeId,
      vehicleCount: 1,
      createdAt: new Date(theirs.createdAt.getTime() + 20 * 60_000),
    });
    return;
  }
}
