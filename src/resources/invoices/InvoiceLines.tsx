import { IconButton, Link, Tooltip } from '@mui/material';
import PreviewIcon from '@mui/icons-material/Preview';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime, formatMoney } from '#domain/format';
import type { InvoiceLine } from '../../providers/billingCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { DataTable } from '../../components/DataTable';
import { useBillT } from '../bookings/BillTButtons';

/** The bookings an invoice carries, each linking to its booking, with its bill-T preview. */
export function InvoiceLines({ lines }: { lines: InvoiceLine[] | undefined }) {
  const { currency } = useClientConfig();
  const { fetchBillT, busy } = useBillT();
  return (
    <DataTable<InvoiceLine>
      caption="Invoice lines"
      rows={lines}
      isPending={false}
      error={null}
      rowKey={(line) => line.id}
      empty="This invoice carries no bookings."
      columns={[
        {
          label: 'Booking',
          render: (line) => (
            <Link component={RouterLink} to={`/bookings/${line.bookingId}/show`}>
              {line.bookingCode}
            </Link>
          ),
        },
        { label: 'Shipment', render: (line) => line.shipmentCode },
        { label: 'Description', render: (line) => line.description ?? 'N/A' },
        { label: 'Delivered', render: (line) => formatDateTime(line.deliveredAt) },
        { label: 'Amount', align: 'right', render: (line) => formatMoney(line.amount, currency) },
        {
          label: 'Bill-T',
          render: (line) => (
            <Tooltip title="Preview bill-T">
              <IconButton
                aria-label={`Preview bill-T of ${line.bookingCode}`}
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
