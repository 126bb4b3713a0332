import { Box } from '@mui/material';
import type { InvoiceStatus } from '#domain/money';
import type { InvoiceRecord } from '../../providers/billingCalls';
import { PaletteChip } from '../../components/PaletteChip';
import { INVOICE_STATUS_COLOURS, INVOICE_STATUS_LABELS, isOverdue } from './invoiceRecord';
import { formatDay } from '#domain/format';

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  return (
    <PaletteChip label={INVOICE_STATUS_LABELS[status] ?? status} colour={INVOICE_STATUS_COLOURS[status] ?? 'grey'} />
  );
}

/** The due date, flagged "Overdue" on an issued invoice past it. */
export function DueDate({ invoice }: { invoice: Pick<InvoiceRecord, 'status' | 'dueDate'> }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {formatDay(invoice.dueDate)}
      {isOverdue(invoice) && <PaletteChip label="Overdue" colour="red" />}
    </Box>
  );
}
