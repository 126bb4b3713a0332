import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { INVOICE_STATUS } from '#domain/money';
import { DOCUMENT_TYPE } from '#domain/documentTypes';
import { USER_TYPE } from '#domain/userTypes';
import { billingConfigurationSchema } from '#domain/schemas/billing';
import type { Db } from './client';
import { bookings, documents, invoices, shipments, users } from './schema';
import { DEMO_BILLING_CONFIGURATIONS, DEMO_INVOICING } from './seed-data/billing';
import { saveBillingConfiguration } from '../billing/configuration';
import { cancelInvoice, createInvoice, markInvoicePaid } from '../billing/invoices';
import { todayIso } from '../billing/amounts';
import { TextPdf } from '../billing/pdf';
import { uninvoicedBookingsOf } from '../billing/billable';

type DeliveredBooking = { id: number; deliveredAt: Date | null; flagged: boolean };

/** The day after the last delivery of the bookings, but never after today. */
function issueDateAfter(group: DeliveredBooking[]) {
  const last = Math.max(...group.map((b) => b.deliveredAt?.getTime() ?? Date.now()));
  const today = todayIso();
  const next = todayIso(new Date(last + 24 * 3_600_000));
  return next < today ? next : today;
}

/** A one-page PDF standing for the invoice the company was sent. */
async function invoicePdf(code: string, total: string) {
  const pdf = await TextPdf.create(`Invoice ${code}`);
  pdf.title(`Invoice ${code}`);
  pdf.row('Total', total);
  pdf.paragraph('Scanned copy of the invoice as sent to the company.');
  return Buffer.from(await pdf.save());
}

/**
 * Demo billing: configurations for companies A and B, and invoices in every status for each demo
 * company from its delivered bookings, through the same service the API uses (the oldest of a company
 * with an invoice e-mail marked sent). The bookings seeded as
 * "invoiced" get real invoices first; at least DEMO_INVOICING.keepFree delivered bookings per company
 * stay un-invoiced (the cancelled invoice's bookings among them), and one invoice carries a document.
 */
export async function seedBilling(db: Db, companyIds: Map<string, number>) {
  const [csr] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userType, USER_TYPE.INTERNAL))
    .orderBy(asc(users.id))
    .limit(1);
  const staffId = csr?.id ?? null;
  for (const { company, ...configuration } of DEMO_BILLING_CONFIGURATIONS) {
    const companyId = companyIds.get(company);
    // Through the API's own schema, so the demo obeys the same limits.
    if (companyId)
      await saveBillingConfiguration(
        db,
        await billingConfigurationSchema.validate({ companyId, ...configuration }),
        staffId,
      );
  }

  // Bookings seeded with the invoiced flag but on no invoice: freed here, then invoiced for real below.
  const flagged = new Set(
    (
      await db
        .update(bookings)
        .set({ invoiced: false })
        .where(
          and(
            eq(bookings.invoiced, true),
            sql`not exists (select 1 from invoice_lines l where l.booking_id = ${bookings.id} and l.active)`,
          ),
        )
        .returning({ id: bookings.id })
    ).map((row) => row.id),
  );

  let documented = false;
  for (const companyId of companyIds.values()) {
    const delivered: DeliveredBooking[] = (
      await db
        .select({ id: bookings.id, deliveredAt: bookings.deliveredAt })
        .from(bookings)
        .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
        .where(uninvoicedBookingsOf(companyId))
        .orderBy(asc(bookings.deliveredAt), asc(bookings.id))
    ).map((row) => ({ ...row, flagged: flagged.has(row.id) }));
    const { keepFree, perInvoice, minInvoiced, cancelled } = DEMO_INVOICING;
    const target = Math.max(
      0,
      Math.min(delivered.length - keepFree, Math.max(minInvoiced, delivered.filter((b) => b.flagged).length)),
    );
    const chosen = [...delivered.filter((b) => b.flagged), ...delivered.filter((b) => !b.flagged)].slice(0, target);
    chosen.sort((a, b) => (a.deliveredAt?.getTime() ?? 0) - (b.deliveredAt?.getTime() ?? 0) || a.id - b.id);

    const groups: DeliveredBooking[][] = [];
    for (let i = 0; i < chosen.length; i += perInvoice) groups.push(chosen.slice(i, i + perInvoice));
    // The older half paid, the newer still issued.
    const paidCount = Math.max(groups.length > 1 ? 1 : 0, Math.floor(groups.length / 2));
    for (const [i, group] of groups.entries()) {
      const id = await createInvoice(
        db,
        {
          companyId,
          bookingIds: group.map((b) => b.id),
          notes: DEMO_INVOICING.notes,
          issueDate: issueDateAfter(group),
        },
        staffId,
      );
      if (i < paidCount) await markInvoicePaid(db, id);
      if (!documented) {
        const [invoice] = await db
          .select({ code: invoices.code, totalMinor: invoices.totalMinor })
          .from(invoices)
          .where(eq(invoices.id, id));
        const content = await invoicePdf(invoice.code ?? '', `Rs ${(invoice.totalMinor / 100).toFixed(2)}`);
        await db.insert(documents).values({
          invoiceId: id,
          documentTypeId: DOCUMENT_TYPE.INVOICE,
          fileName: `${invoice.code}.pdf`,
          contentType: 'application/pdf',
          sizeBytes: content.length,
          content,
          uploadedBy: staffId,
        });
        documented = true;
      }
    }

    // A cancelled invoice over the newest free bookings, which are then free to invoice again.
    const chosenIds = new Set(chosen.map((b) => b.id));
    const free = delivered.filter((b) => !chosenIds.has(b.id)).slice(-cancelled);
    if (free.length) {
      const id = await createInvoice(
        db,
        { companyId, bookingIds: free.map((b) => b.id), notes: DEMO_INVOICING.notes },
        staffId,
      );
      await cancelInvoice(db, id, DEMO_INVOICING.cancelReason);
    }
  }
  await markSentInvoices(db, companyIds);
}

/** Each company with an invoice e-mail was sent its oldest invoice, when it was issued. */
async function markSentInvoices(db: Db, companyIds: Map<string, number>) {
  for (const { company, invoiceEmail } of DEMO_BILLING_CONFIGURATIONS) {
    const companyId = companyIds.get(company);
    if (!companyId || !invoiceEmail) continue;
    const [oldest] = await db
      .select({ id: invoices.id, createdAt: invoices.createdAt })
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), ne(invoices.status, INVOICE_STATUS.CANCELLED)))
      .orderBy(asc(invoices.id))
      .limit(1);
    if (oldest)
      await db
        .update(invoices)
        .set({ sentAt: oldest.createdAt, sentTo: invoiceEmail })
        .where(eq(invoices.id, oldest.id));
  }
}
