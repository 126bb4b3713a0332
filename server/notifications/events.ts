import { eq } from 'drizzle-orm';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '#domain/bookings';
import { VERIFICATION_STATUS } from '#domain/fleet';
import { toMajor } from '#domain/money';
import { NOTIFICATION_KIND, NOTIFICATION_TEXTS as TEXTS, notificationLinks } from '#domain/notifications';
import { fillMessage as fill } from '#domain/messages';
import { bookings, drivers, shipments, vehicles } from '../db/schema';
import { notifyCompany, notifyUsers } from './notify';
import { mailCompany } from '../outbox/companyMail';
import type { Conn } from '../db/query';

/** The one-line hooks the event sites call (each inside its own transaction): the bell, and the e-mails companies chose. */

/** What a bid placed says (the demo seed writes the same): never the bid's amount. */
export const bidPlacedNotice = (shipmentId: number, code: string | null) => {
  const ref = code ?? `#${shipmentId}`;
  return {
    kind: NOTIFICATION_KIND.BID_PLACED,
    title: fill(TEXTS.bidPlacedTitle, { ref }),
    body: fill(TEXTS.bidPlacedBody, { ref }),
    link: notificationLinks.shipment(shipmentId),
  };
};

/** What a booking's move says, to its shipment's company and its partner (the demo seed writes the same). */
export const bookingMovedNotice = (
  booking: { id: number; code: string | null; shipmentCode: string | null },
  to: BookingStatus,
) => {
  const ref = booking.code ?? `#${booking.id}`;
  return {
    kind: NOTIFICATION_KIND.BOOKING_STATUS,
    title: fill(TEXTS.bookingMovedTitle, { ref, status: BOOKING_STATUS_LABELS[to] }),
    body: fill(TEXTS.bookingMovedBody, {
      ref,
      shipment: booking.shipmentCode ?? '',
      status: BOOKING_STATUS_LABELS[to].toLowerCase(),
    }),
    link: notificationLinks.booking(booking.id),
  };
};

/** A bid placed → the shipment's company users (without its amount: what a carrier asks is not the shipper's to see). */
export async function bidPlaced(tx: Conn, shipmentId: number) {
  const [s] = await tx
    .select({ code: shipments.code, companyId: shipments.companyId })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  if (!s) return;
  await notifyCompany(tx, s.companyId, bidPlacedNotice(shipmentId, s.code));
  await mailCompany(
    tx,
    s.companyId,
    'BID_PLACED',
    () => ({ ref: s.code ?? `#${shipmentId}` }),
    notificationLinks.shipment(shipmentId),
  );
}

/** A booking moved → its shipment's company users and its partner. */
export async function bookingMoved(tx: Conn, bookingId: number, to: BookingStatus) {
  const [b] = await tx
    .select({
      code: bookings.code,
      partnerId: bookings.partnerId,
      companyId: shipments.companyId,
      shipmentCode: shipments.code,
    })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .where(eq(bookings.id, bookingId));
  if (!b) return;
  const input = bookingMovedNotice({ id: bookingId, code: b.code, shipmentCode: b.shipmentCode }, to);
  await notifyCompany(tx, b.companyId, input);
  await notifyUsers(tx, [b.partnerId], input);
  await mailCompany(
    tx,
    b.companyId,
    'BOOKING_STATUS',
    (texts) => ({ ref: b.code ?? `#${bookingId}`, shipment: b.shipmentCode ?? '', status: texts.bookingStatus[to] }),
    notificationLinks.booking(bookingId),
  );
}

/** A driver's or vehicle's verification decided (verified or rejected; sent back to pending says nothing) → its partner. */
export async function verificationDecided(
  tx: Conn,
  what: 'driver' | 'vehicle',
  id: number,
  decision: { status: string; reason?: string | null },
) {
  if (decision.status === VERIFICATION_STATUS.PENDING) return;
  const [record] =
    what === 'driver'
      ? await tx
          .select({ partnerId: drivers.partnerId, name: drivers.fullName })
          .from(drivers)
          .where(eq(drivers.id, id))
      : await tx
          .select({ partnerId: vehicles.partnerId, name: vehicles.registrationNumber })
          .from(vehicles)
          .where(eq(vehicles.id, id));
  if (!record) return;
  const verified = decision.status === VERIFICATION_STATUS.VERIFIED;
  await notifyUsers(tx, [record.partnerId], {
    kind: NOTIFICATION_KIND.VERIFICATION_DECISION,
    ...verificationNotice(what, record.name, verified, decision.reason),
    link: notificationLinks[what](id),
  });
}

/** What a driver's or vehicle's verification decided says (the demo seed writes the same). */
export function verificationNotice(
  what: 'driver' | 'vehicle',
  name: string,
  verified: boolean,
  reason?: string | null,
) {
  const said = verified ? 'Verified' : 'Rejected';
  const body = verified
    ? TEXTS[`${what}VerifiedBody`]
    : reason
      ? TEXTS[`${what}RejectedBecause`]
      : TEXTS[`${what}RejectedBody`];
  return { title: fill(TEXTS[`${what}${said}Title`], { name }), body: fill(body, { name, reason: reason ?? '' }) };
}

/** What a settled batch says to one partner (the demo seed writes the same). */
export const paymentsSettledNotice = (count: number, amount: string) => ({
  title: fill(TEXTS.paymentSettledTitle, { amount }),
  body: fill(count === 1 ? TEXTS.paymentSettledOne : TEXTS.paymentSettledMany, { count: String(count), amount }),
});

/** A settled batch → one notification per partner with its count and total. */
export async function paymentsSettled(tx: Conn, settled: readonly { partnerId: number; amountMinor: number }[]) {
  const byPartner = new Map<number, { count: number; minor: number }>();
  for (const p of settled) {
    const sum = byPartner.get(p.partnerId) ?? { count: 0, minor: 0 };
    byPartner.set(p.partnerId, { count: sum.count + 1, minor: sum.minor + p.amountMinor });
  }
  for (const [partnerId, sum] of byPartner) {
    await notifyUsers(tx, [partnerId], {
      kind: NOTIFICATION_KIND.PAYMENT_SETTLED,
      ...paymentsSettledNotice(sum.count, `Rs ${toMajor(sum.minor)}`),
      link: notificationLinks.wallet(),
    });
  }
}

/** What an invoice e-mailed says to its company's users, who may not be the address it went to (the demo seed writes the same). */
export const invoiceSentNotice = (invoice: { id: number; code: string; issueDate: string }, to: string) => ({
  kind: NOTIFICATION_KIND.INVOICE_SENT,
  title: fill(TEXTS.invoiceSentTitle, { code: invoice.code }),
  body: fill(TEXTS.invoiceSentBody, { code: invoice.code, date: invoice.issueDate, to }),
  link: notificationLinks.invoice(invoice.id),
});

/** An invoice e-mailed → its company's users. */
export async function invoiceSent(
  tx: Conn,
  invoice: { id: number; code: string; companyId: number; issueDate: string },
  to: string,
) {
  await notifyCompany(tx, invoice.companyId, invoiceSentNotice(invoice, to));
}
