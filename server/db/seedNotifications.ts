import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { BOOKING_STATUS, type BookingStatus } from '#domain/bookings';
import { NOTIFICATION_KIND, NOTIFICATION_TEXTS, notificationLinks, type NotificationKind } from '#domain/notifications';
import {
  bidPlacedNotice,
  bookingMovedNotice,
  invoiceSentNotice,
  paymentsSettledNotice,
  verificationNotice,
} from '../notifications/events';
import type { Db } from './client';
import { bookings, drivers, invoices, notifications, shipments, users, vehicles } from './schema';
import { DEMO_USERS } from './seed-data/demo';

const HOUR = 3_600_000;
interface Seeded {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}

/**
 * Demo notifications of every kind for shipper A and B, the partner and the CSR: a few per user,
 * spread over the last days, the older half read. Each is what the event would have written, about
 * the user's own records (a shipper's own shipment and booking, the partner's own booking, driver
 * and vehicle).
 */
export async function seedNotifications(db: Db) {
  const phones = DEMO_USERS.map((u) => u.phoneNumber);
  const people = await db
    .select({ id: users.id, phone: users.phoneNumber, companyId: users.companyId })
    .from(users)
    .where(inArray(users.phoneNumber, phones));
  const byPhone = new Map(people.map((p) => [p.phone, p]));
  const [csr, shipperA, shipperB, , partner] = DEMO_USERS.map((u) => byPhone.get(u.phoneNumber));
  const firstShipment = async (companyId: number | null | undefined) =>
    companyId
      ? (
          await db
            .select({ id: shipments.id, code: shipments.code })
            .from(shipments)
            .where(eq(shipments.companyId, companyId))
            .orderBy(asc(shipments.id))
            .limit(1)
        )[0]
      : undefined;
  /** The first booking of a company's shipments, or of a partner: each user hears only of their own. */
  const firstBooking = async (whose: SQL | undefined) =>
    (
      await db
        .select({ id: bookings.id, code: bookings.code, shipmentCode: shipments.code })
        .from(bookings)
        .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
        .where(whose)
        .orderBy(asc(bookings.id))
        .limit(1)
    )[0];
  const ofPartner = partner ? eq(drivers.partnerId, partner.id) : undefined;
  const [driver] = await db
    .select({ id: drivers.id, name: drivers.fullName })
    .from(drivers)
    .where(ofPartner)
    .orderBy(asc(drivers.id))
    .limit(1);
  const [vehicle] = await db
    .select({ id: vehicles.id, name: vehicles.registrationNumber })
    .from(vehicles)
    .where(partner ? eq(vehicles.partnerId, partner.id) : undefined)
    .orderBy(asc(vehicles.id))
    .limit(1);
  type Booking = Awaited<ReturnType<typeof firstBooking>> | undefined;
  const moved = (booking: Booking, to: BookingStatus): Seeded[] => (booking ? [bookingMovedNotice(booking, to)] : []);

  // As the events write them (server/notifications/events.ts): a bid's notice never quotes its amount.
  /** The company's invoice the billing seed marked sent. */
  const sentInvoice = async (companyId: number | null | undefined) =>
    companyId
      ? (
          await db
            .select({ id: invoices.id, code: invoices.code, issueDate: invoices.issueDate, sentTo: invoices.sentTo })
            .from(invoices)
            .where(and(eq(invoices.companyId, companyId), isNotNull(invoices.sentAt)))
            .limit(1)
        )[0]
      : undefined;
  const shipperSet = async (companyId: number | null | undefined): Promise<Seeded[]> => {
    const s = await firstShipment(companyId);
    const booking = companyId ? await firstBooking(eq(shipments.companyId, companyId)) : undefined;
    const sent = await sentInvoice(companyId);
    return [
      ...(s ? [bidPlacedNotice(s.id, s.code), bidPlacedNotice(s.id, s.code)] : []),
      ...moved(booking, BOOKING_STATUS.TRANSIT),
      ...moved(booking, BOOKING_STATUS.DELIVERED),
      ...(sent?.code && sent.sentTo ? [invoiceSentNotice({ ...sent, code: sent.code }, sent.sentTo)] : []),
    ];
  };
  const partnerBooking = partner ? await firstBooking(eq(bookings.partnerId, partner.id)) : undefined;
  const anyBooking = await firstBooking(undefined);
  const partnerSet: Seeded[] = [
    ...moved(partnerBooking, BOOKING_STATUS.DISPATCH_STARTED),
    {
      kind: NOTIFICATION_KIND.VERIFICATION_DECISION,
      ...verificationNotice('driver', driver?.name ?? '', true),
      link: driver ? notificationLinks.driver(driver.id) : null,
    },
    {
      kind: NOTIFICATION_KIND.VERIFICATION_DECISION,
      ...verificationNotice('vehicle', vehicle?.name ?? '', false, 'registration papers unreadable'),
      link: vehicle ? notificationLinks.vehicle(vehicle.id) : null,
    },
    {
      kind: NOTIFICATION_KIND.PAYMENT_SETTLED,
      ...paymentsSettledNotice(2, 'Rs 42500'),
      link: notificationLinks.wallet(),
    },
  ];
  const csrSet: Seeded[] = [
    ...moved(anyBooking, BOOKING_STATUS.CANCELLED),
    {
      kind: NOTIFICATION_KIND.VERIFICATION_DECISION,
      title: NOTIFICATION_TEXTS.documentsAwaitingTitle,
      body: NOTIFICATION_TEXTS.documentsAwaitingBody,
      link: '/verification',
    },
    {
      kind: NOTIFICATION_KIND.PAYMENT_SETTLED,
      title: NOTIFICATION_TEXTS.batchSettledTitle,
      body: NOTIFICATION_TEXTS.batchSettledBody,
      link: '/payment-batches',
    },
  ];

  const now = Date.now();
  const rows: (typeof notifications.$inferInsert)[] = [];
  for (const [user, set] of [
    [shipperA, await shipperSet(shipperA?.companyId)],
    [shipperB, await shipperSet(shipperB?.companyId)],
    [partner, partnerSet],
    [csr, csrSet],
  ] as const) {
    if (!user) continue;
    // Oldest first; the older half is read.
    set.forEach((n, i) => {
      const createdAt = new Date(now - (set.length - i) * 7 * HOUR);
      rows.push({
        ...n,
        userId: user.id,
        createdAt,
        readAt: i < set.length / 2 ? new Date(createdAt.getTime() + HOUR) : null,
      });
    });
  }
  if (rows.length > 0) await db.insert(notifications).values(rows);
}
