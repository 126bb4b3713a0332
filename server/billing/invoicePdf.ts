import { format } from 'date-fns';
import { DATE_DISPLAY_FORMAT } from '#domain/limits';
import { TextPdf } from './pdf';

const DAY_FORMAT = DATE_DISPLAY_FORMAT.split(' ')[0];
const day = (isoDay: string) => format(new Date(`${isoDay}T00:00:00`), DAY_FORMAT);
/** An amount as the documents show it: "Rs 112,750", "Rs 1,234.5". */
export const money = (currency: string, amount: number) =>
  `${currency} ${new Intl.NumberFormat('en', { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount)}`;

/** What the PDF shows of an invoice (amounts in Rs). */
export interface InvoiceForPdf {
  code: string;
  companyName: string;
  issueDate: string;
  dueDate: string;
  subtotal: number;
  tax: number;
  total: number;
  taxPercent: number;
  notes: string | null;
  lines: { bookingId: number; bookingCode: string | null; description: string; amount: number }[];
}

/** The invoice as the PDF e-mailed to the company: who bills whom, each line, the totals. Text only, standard Helvetica. */
export async function renderInvoicePdf(
  invoice: InvoiceForPdf,
  client: { clientName: string; currency: string },
): Promise<Uint8Array> {
  const pdf = await TextPdf.create(`Invoice ${invoice.code}`);
  pdf.title(`Invoice ${invoice.code}`);
  pdf.row('Issued by', client.clientName);
  pdf.row('Billed to', invoice.companyName);
  pdf.row('Issue date', day(invoice.issueDate));
  pdf.row('Due date', day(invoice.dueDate));

  pdf.heading('Lines');
  for (const line of invoice.lines)
    pdf.row(line.bookingCode ?? '', `${line.description}: ${money(client.currency, line.amount)}`);

  pdf.heading('Totals');
  pdf.row('Subtotal', money(client.currency, invoice.subtotal));
  pdf.row(`Tax (${invoice.taxPercent}%)`, money(client.currency, invoice.tax));
  pdf.row('Total', money(client.currency, invoice.total));
  if (invoice.notes) {
    pdf.heading('Notes');
    pdf.paragraph(invoice.notes);
  }
  return pdf.save();
}

/** The file name the invoice PDF is sent under. */
export const invoiceFileName = (invoice: Pick<InvoiceForPdf, 'code'>) =>
  `invoice-${invoice.code.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
