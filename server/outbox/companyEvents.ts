import { eq } from 'drizzle-orm';
import { toMajor } from '#domain/money';
import { notificationLinks } from '#domain/notifications';
import { money } from '../billing/invoicePdf';
import type { Conn } from '../db/query';
import { bookings, invoices, shipments } from '../db/schema';
import { mailCompany } from './companyMail';

/** The e-mails of the SPEC events their write sites call (in the write's transaction), beyond the bell's hooks. */

/** A shipment created, or a bid on it accepted (booking `count` vehicles) → its company. */
export async function shipmentEventMail(
  tx: Conn,
  shipmentId: number,
  event: 'SHIPMENT_CREATED' | 'BID_ACCEPTED',
  count = 0,
) {
  const [shipment] = await tx
    .select({ code: shipments.code, companyId: shipments.companyId })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  if (shipment)
    await mailCompany(
      tx,
      shipment.companyId,
      event,
      () => ({ ref: shipment.code ?? `#${shipmentId}`, count: String(count) }),
      notificationLinks.shipment(shipmentId),
    );
}

/** A booking's proof of delivery uploaded → its shipment's company. */
export async function proofOfDeliveryMail(tx: Conn, bookingId: number) {
  const [booking] = await tx
    .select({ code: bookings.code, shipmentCode: shipments.code, companyId: shipments.companyId })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .where(eq(bookings.id, bookingId));
  if (booking)
    await mailCompany(
      tx,
      booking.companyId,
      'POD_UPLOADED',
      () => ({ ref: booking.code ?? `#${bookingId}`, shipment: booking.shipmentCode ?? '' }),
      notificationLinks.booking(bookingId),
    );
}

/** An invoice issued, or marked paid (the company's payment received) → its company. */
export async function invoiceEventMail(tx: Conn, invoiceId: number, event: 'INVOICE_ISSUED' | 'PAYMENT_RECEIVED') {
  const [invoice] = await tx
    .select({
      code: invoices.code,
      companyId: invoices.companyId,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      totalMinor: invoices.totalMinor,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (invoice)
    await mailCompany(
      tx,
      invoice.companyId,
      event,
      (_, client) => ({
        code: invoice.code ?? `#${invoiceId}`,
        issueDate: invoice.issueDate,
        dueDate: invoice.dueDate,
        total: money(client.currency, toMajor(invoice.totalMinor)),
      }),
      notificationLinks.invoice(invoiceId),
    );
}
