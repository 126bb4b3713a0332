import { and, eq, ne } from 'drizzle-orm';
import { INVOICE_STATUS } from '#domain/money';
import { MESSAGES, fillMessage } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import type { Db } from '../db/client';
import { invoices } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import type { MailAttachment } from '../mail/mailSender';
import type { LocaleCode } from '#domain/locales';
import { MESSAGE_TEXTS } from '#domain/messageTexts';
import { OUTBOX_CHANNEL, OUTBOX_KIND } from '#domain/outbox';
import { composeMail } from '../outbox/compose';
import { enqueue } from '../outbox/enqueue';
import { languageOf } from '../outbox/language';
import type { OutboxInput } from '../outbox/message';
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
 * The e-mail of an invoice, in the language of its address (server/outbox/language.ts): its PDF and,
 * when `withBillT`, each booking's bill-T as the company reads it (the amount it pays, never the
 * carrier's), whoever sends it.
 */
async function invoiceMessage(
  db: Db,
  invoice: InvoiceForPdf & { companyId: number },
  to: string,
  withBillT: boolean,
  senderId: number,
): Promise<OutboxInput> {
  const client = await clientConfigOf(db);
  const attachments = [pdf(invoiceFileName(invoice), await renderInvoicePdf(invoice, client))];
  if (withBillT)
    for (const bookingId of new Set(invoice.lines.map((line) => line.bookingId))) {
      const bill = await loadBillT(db, bookingId, { id: senderId, userType: USER_TYPE.SHIPPER });
      attachments.push(pdf(billTFileName(bill), await renderBillTPdf(bill)));
    }
  const language = await languageOf(db, { email: to, companyId: invoice.companyId }, client.language as LocaleCode);
  const texts = MESSAGE_TEXTS[language].invoiceMail;
  const params = {
    code: invoice.code,
    client: client.clientName,
    company: invoice.companyName,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    total: money(client.currency, invoice.total),
  };
  const paragraphs = [texts.greeting, texts.body, withBillT ? texts.billT : ''].map((text) =>
    fillMessage(text, params),
  );
  const mail = composeMail(language, fillMessage(texts.subject, params), [
    ...paragraphs.filter(Boolean),
    client.clientName,
  ]);
  return { channel: OUTBOX_CHANNEL.EMAIL, kind: OUTBOX_KIND.INVOICE, recipient: to, language, ...mail, attachments };
}

/**
 * E-mails an issued or paid invoice to its company's invoice e-mail (409 when the company has none, or
 * the invoice is cancelled): the message is queued in the transaction that records when and where it
 * went and tells the company's users, so it is sent exactly when that is recorded.
 */
export async function sendInvoice(db: Db, id: number, senderId: number) {
  const found = await findInvoice(db, id);
  if (!found) throw notFound();
  const invoice = { ...found, code: found.code ?? invoiceCode(found.id) };
  if (invoice.status === INVOICE_STATUS.CANCELLED) throw conflict(MESSAGES.invoiceNotSendable);
  const { invoiceEmail: to, attachBillT } = await billingConfigurationOf(db, invoice.companyId);
  if (!to) throw conflict(MESSAGES.invoiceEmailMissing);
  const message = await invoiceMessage(db, invoice, to, attachBillT, senderId);
  await db.transaction(async (tx) => {
    const now = new Date();
    const [recorded] = await tx
      .update(invoices)
      .set({ sentAt: now, sentTo: to, updatedAt: now })
      .where(and(eq(invoices.id, id), ne(invoices.status, INVOICE_STATUS.CANCELLED)))
      .returning({ id: invoices.id });
    // Cancelled since it was read: nothing is queued, and the company is told of nothing.
    if (!recorded) throw conflict(MESSAGES.invoiceNotSendable);
    await enqueue(tx, message);
    await invoiceSent(tx, invoice, to);
  });
}
