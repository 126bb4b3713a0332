import { PartLoadError } from '../../components/LoadError';
import {
  Alert,
  Checkbox,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime, formatMoney } from '#domain/format';
import { MAX_INVOICE_BOOKINGS } from '#domain/money';
import type { InvoiceableBooking } from '../../providers/billingCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';

interface Props {
  rows: InvoiceableBooking[] | undefined;
  isPending: boolean;
  error: Error | null;
  selected: ReadonlySet<number>;
  onChange: (selected: Set<number>) => void;
}

export const NO_INVOICEABLE_BOOKINGS = 'app.money.invoices.invoiceable.none';

/**
 * A company's delivered, un-invoiced bookings with a checkbox each; "select all" takes the first
 * MAX_INVOICE_BOOKINGS, and no more than that may be ticked.
 */
export function InvoiceableBookings({ rows, isPending, error, selected, onChange }: Props) {
  const { currency } = useClientConfig();
  const translate = useTranslate();
  if (isPending) return <LinearProgress aria-label={translate('app.money.invoices.invoiceable.loading')} />;
  if (error) return <PartLoadError error={error} />;
  if (!rows?.length) return <Typography color="text.secondary">{translate(NO_INVOICEABLE_BOOKINGS)}</Typography>;

  const selectable = rows.slice(0, MAX_INVOICE_BOOKINGS);
  const allSelected = selectable.every((row) => selected.has(row.id));
  const full = selected.size >= MAX_INVOICE_BOOKINGS;
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else if (!full) next.add(id);
    onChange(next);
  };

  return (
    <>
      {rows.length > MAX_INVOICE_BOOKINGS && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('app.money.invoices.invoiceable.atMost', { max: MAX_INVOICE_BOOKINGS })}
        </Alert>
      )}
      <TableContainer sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-label={translate('app.money.invoices.invoiceable.label')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={selected.size > 0 && !allSelected}
                  onChange={() => onChange(allSelected ? new Set() : new Set(selectable.map((row) => row.id)))}
                  slotProps={{ input: { 'aria-label': translate('app.money.invoices.invoiceable.selectAll') } }}
                />
              </TableCell>
              <TableCell>{translate('app.money.invoices.columns.booking')}</TableCell>
              <TableCell>{translate('app.money.invoices.columns.shipment')}</TableCell>
              <TableCell>{translate('app.money.invoices.columns.partner')}</TableCell>
              <TableCell>{translate('app.money.invoices.columns.delivered')}</TableCell>
              <TableCell align="right">{translate('app.money.invoices.columns.amount')}</TableCell>
              <TableCell align="right">{translate('app.money.invoices.columns.charges')}</TableCell>
              <TableCell>{translate('app.money.invoices.columns.nextRun')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const checked = selected.has(row.id);
              return (
                <TableRow
                  key={row.id}
                  hover
                  selected={checked}
                  onClick={() => toggle(row.id)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={checked}
                      disabled={!checked && full}
                      onClick={(event) => event.stopPropagation()}
                      onChange={() => toggle(row.id)}
                      slotProps={{
                        input: { 'aria-label': translate('app.money.invoices.invoiceable.select', { code: row.code }) },
                      }}
                    />
                  </TableCell>
                  <TableCell>{row.code}</TableCell>
                  <TableCell>{row.shipmentCode}</TableCell>
                  <TableCell>{row.partnerName ?? translate('app.notAvailable')}</TableCell>
                  <TableCell>{formatDateTime(row.deliveredAt)}</TableCell>
                  <TableCell align="right">{formatMoney(row.amount, currency)}</TableCell>
                  <TableCell align="right">{formatMoney(row.charges, currency)}</TableCell>
                  <TableCell>
                    {translate(
                      row.dueThisRun ? 'app.money.invoices.invoiceable.due' : 'app.money.invoices.invoiceable.later',
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
