import { and, eq, ne } from 'drizzle-orm';
import { INVOICE_STATUS } from '#domain/money';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import type { Db } from '../db/client';
import { invoices } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import type { MailAttachment, MailMessage, MailSender } from '../mail/mailSender';
import { invoiceSent } from '../notifications/events';
import { billTFileName, clientConfigOf, loadBillT } from './billTData';
import { renderBillTPdf } from './billTPdf';
import { billingConfigurationOf } from './configuration';
import { findInvoice } from './invoiceQueries';
import { invoiceFileName, money, renderInvoicePdf, type InvoiceForPdf } from './invoicePdf';
import { invoiceCode } from './amounts';

const pdf = (fileName: string, content: Uint8Array): MailAttachment => ({
  fileName,
  contentType: 'application/pdf',
  content,
});

/**
 * The e-mail of an invoice: its PDF and, when `withBillT`, each booking's bill-T as the company reads
 * it (the amount it pays, never the carrier's), whoever sends it.
 */
async function invoiceMessage(
  db: Db,
  invoice: InvoiceForPdf,
  to: string,
  withBillT: boolean,
  senderId: number,
): Promise<MailMessage> {
  const client = await clientConfigOf(db);
  const attachments = [pdf(invoiceFileName(invoice), await renderInvoicePdf(invoice, client))];
  if (withBillT)
    for (const bookingId of new Set(invoice.lines.map((line) => line.bookingId))) {
      const bill = await loadBillT(db, bookingId, { id: senderId, userType: USER_TYPE.SHIPPER });
      attachments.push(pdf(billTFileName(bill), await renderBillTPdf(bill)));
    }
  return {
    to,
    subject: `Invoice ${invoice.code} from ${client.clientName}`,
    text: [
      `Dear ${invoice.companyName},`,
      `Please find attached invoice ${invoice.code} of ${invoice.issueDate}, for ${money(client.currency, invoice.total)}, due on ${invoice.dueDate}.`,
      withBillT ? 'The bill-T of each booking it carries is attached too.' : '',
      client.clientName,
    ]
      .filter(Boolean)
      .join('\n\n'),
    attachments,
  };
}

/**
 * E-mails an issued or paid invoice to its company's invoice e-mail (409 when the company has none, or
 * the invoice is cancelled), then records when and where it went and tells the company's users. The
 * message is handed to the sender first: a send that fails records nothing.
 */
export async function sendInvoice(db: Db, mail: MailSender, id: number, senderId: number) {
  const found = await findInvoice(db, id);
  if (!found) throw notFound();
  const invoice = { ...found, code: found.code ?? invoiceCode(found.id) };
  if (invoice.status === INVOICE_STATUS.CANCELLED) throw conflict(MESSAGES.invoiceNotSendable);
  const { invoiceEmail: to, attachBillT } = await billingConfigurationOf(db, invoice.companyId);
  if (!to) throw conflict(MESSAGES.invoiceEmailMissing);
  await mail.send(await invoiceMessage(db, invoice, to, attachBillT, senderId));
  await db.transaction(async (tx) => {
    const now = new Date();
    const [recorded] = await tx
      .update(invoices)
      .set({ sentAt: now, sentTo: to, updatedAt: now })
      .where(and(eq(invoices.id, id), ne(invoices.status, INVOICE_STATUS.CANCELLED)))
      .returning({ id: invoices.id });
    // Cancelled while it was being sent: the company is not told of an invoice that no longer stands.
    if (recorded) await invoiceSent(tx, invoice, to);
  });
}
