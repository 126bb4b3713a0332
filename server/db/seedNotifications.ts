import { asc, eq, inArray } from 'drizzle-orm';
import { NOTIFICATION_KIND, notificationLinks, type NotificationKind } from '#domain/notifications';
import type { Db } from './client';
import { bookings, drivers, notifications, shipments, users, vehicles } from './schema';
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
 * spread over the last days, the older half read. Links point at real seeded records.
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
  const [booking] = await db
    .select({ id: bookings.id, code: bookings.code })
    .from(bookings)
    .orderBy(asc(bookings.id))
    .limit(1);
  const [driver] = await db
    .select({ id: drivers.id, name: drivers.fullName })
    .from(drivers)
    .orderBy(asc(drivers.id))
    .limit(1);
  const [vehicle] = await db
    .select({ id: vehicles.id, name: vehicles.registrationNumber })
    .from(vehicles)
    .orderBy(asc(vehicles.id))
    .limit(1);

  const shipperSet = async (companyId: number | null | undefined): Promise<Seeded[]> => {
    const s = await firstShipment(companyId);
    const ref = s?.code ?? 'your shipment';
    return [
      {
        kind: NOTIFICATION_KIND.BID_PLACED,
        title: `New bid on ${ref}`,
        body: `A partner bid 85000 on shipment ${ref}.`,
        link: s ? notificationLinks.shipment(s.id) : null,
      },
      {
        kind: NOTIFICATION_KIND.BID_PLACED,
        title: `New bid on ${ref}`,
        body: `A partner bid 82000 on shipment ${ref}.`,
        link: s ? notificationLinks.shipment(s.id) : null,
      },
      {
        kind: NOTIFICATION_KIND.BOOKING_STATUS,
        title: `Booking ${booking?.code ?? ''}: In transit`,
        body: 'Your goods are on the road.',
        link: booking ? notificationLinks.booking(booking.id) : null,
      },
      {
        kind: NOTIFICATION_KIND.BOOKING_STATUS,
        title: `Booking ${booking?.code ?? ''}: Delivered`,
        body: 'The goods were delivered.',
        link: booking ? notificationLinks.booking(booking.id) : null,
      },
    ];
  };
  const partnerSet: Seeded[] = [
    {
      kind: NOTIFICATION_KIND.BOOKING_STATUS,
      title: `Booking ${booking?.code ?? ''}: Dispatch started`,
      body: 'Dispatch has started.',
      link: booking ? notificationLinks.booking(booking.id) : null,
    },
    {
      kind: NOTIFICATION_KIND.VERIFICATION_DECISION,
      title: `Driver ${driver?.name ?? ''} verified`,
      body: `Driver ${driver?.name ?? ''} was verified.`,
      link: driver ? notificationLinks.driver(driver.id) : null,
    },
    {
      kind: NOTIFICATION_KIND.VERIFICATION_DECISION,
      title: `Vehicle ${vehicle?.name ?? ''} rejected`,
      body: `Vehicle ${vehicle?.name ?? ''} was rejected: registration papers unreadable`,
      link: vehicle ? notificationLinks.vehicle(vehicle.id) : null,
    },
    {
      kind: NOTIFICATION_KIND.PAYMENT_SETTLED,
      title: 'Payment of Rs 42500 settled',
      body: '2 payment(s) totalling Rs 42500 were paid to your account.',
      link: notificationLinks.wallet(),
    },
  ];
  const csrSet: Seeded[] = [
    {
      kind: NOTIFICATION_KIND.BOOKING_STATUS,
      title: `Booking ${booking?.code ?? ''}: Cancelled`,
      body: 'A booking was cancelled by the partner.',
      link: booking ? notificationLinks.booking(booking.id) : null,
    },
    {
      kind: NOTIFICATION_KIND.VERIFICATION_DECISION,
      title: 'Partner documents awaiting review',
      body: 'A partner submitted documents for verification.',
      link: '/verification',
    },
    {
      kind: NOTIFICATION_KIND.PAYMENT_SETTLED,
      title: 'Payment batch settled',
      body: 'A payment batch was settled.',
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
