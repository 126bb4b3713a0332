import { IconButton, Link, Tooltip } from '@mui/material';
import PreviewIcon from '@mui/icons-material/Preview';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { formatDateTime, formatMoney } from '#domain/format';
import { INVOICE_LINE_KIND } from '#domain/money';
import type { InvoiceLine } from '../../providers/billingCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { DataTable } from '../../components/DataTable';
import { useBillT } from '../bookings/BillTButtons';

/** An invoice's lines (each booking's freight, then its charges), each linking to its booking, with the booking's bill-T preview. */
export function InvoiceLines({ lines }: { lines: InvoiceLine[] | undefined }) {
  const { currency } = useClientConfig();
  const { fetchBillT, busy } = useBillT();
  const translate = useTranslate();
  return (
    <DataTable<InvoiceLine>
      caption="app.money.invoices.lines.caption"
      rows={lines}
      isPending={false}
      error={null}
      rowKey={(line) => line.id}
      empty="app.money.invoices.lines.empty"
      columns={[
        {
          label: 'app.money.invoices.columns.booking',
          render: (line) => (
            <Link component={RouterLink} to={`/bookings/${line.bookingId}/show`}>
              {line.bookingCode}
            </Link>
          ),
        },
        { label: 'app.money.invoices.columns.shipment', render: (line) => line.shipmentCode },
        {
          label: 'app.money.invoices.columns.description',
          render: (line) => line.description ?? translate('app.notAvailable'),
        },
        { label: 'app.money.invoices.columns.delivered', render: (line) => formatDateTime(line.deliveredAt) },
        {
          label: 'app.money.invoices.columns.amount',
          align: 'right',
          render: (line) => formatMoney(line.amount, currency),
        },
        {
          label: 'app.money.invoices.columns.billT',
          // Once per booking: on its freight line, not again on each of its charges.
          render: (line) =>
            line.kind === INVOICE_LINE_KIND.FREIGHT && (
              <Tooltip title={translate('app.money.invoices.lines.preview')}>
                <IconButton
                  aria-label={translate('app.money.invoices.lines.previewOf', { code: line.bookingCode })}
                  onClick={() => {
                    if (busy === null) void fetchBillT({ id: line.bookingId, code: line.bookingCode }, 'preview');
                  }}
                >
                  <PreviewIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ),
        },
      ]}
    />
  );
}
