import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InvoiceStatus } from '#domain/money';
import type { InvoiceRecord } from '../../providers/billingCalls';
import { PaletteChip } from '../../components/PaletteChip';
import { INVOICE_STATUS_COLOURS, isOverdue } from './invoiceRecord';
import { formatDay } from '#domain/format';

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const translate = useTranslate();
  return (
    <PaletteChip
      label={translate(`app.money.invoices.status.${status}`, { _: status })}
      colour={INVOICE_STATUS_COLOURS[status] ?? 'grey'}
    />
  );
}

/** The due date, flagged "Overdue" on an issued invoice past it. */
export function DueDate({ invoice }: { invoice: Pick<InvoiceRecord, 'status' | 'dueDate'> }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {formatDay(invoice.dueDate)}
      {isOverdue(invoice) && <PaletteChip label={translate('app.money.invoices.overdue')} colour="red" />}
    </Box>
  );
}
