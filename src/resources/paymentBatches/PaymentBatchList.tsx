import { ResourceList } from '../../components/ResourcePages';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { formatDateTime, formatMoney } from '#domain/format';
import type { PaymentBatchRecord } from '../../providers/walletCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';

/** Settled batches, newest first, 20 a page; a row opens the batch and its payments. */
export function PaymentBatchList() {
  const { currency } = useClientConfig();
  const columns: GridColumn<PaymentBatchRecord>[] = [
    { field: 'createdAt', headerName: 'Settled', width: 190, render: (b) => formatDateTime(b.createdAt) },
    { field: 'total', headerName: 'Total', align: 'right', render: (b) => formatMoney(b.total, currency) },
    { field: 'paymentCount', headerName: 'Payments', align: 'right', width: 110 },
    { field: 'settledByName', headerName: 'Settled by' },
    { field: 'note', headerName: 'Note', flex: 2 },
  ];
  return (
    <ResourceList title="Payment batches" sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <ResourceGrid
        label="Payment batches"
        columns={columns}
        card={{
          primary: (b) => formatDateTime(b.createdAt),
          secondary: (b) => `${b.paymentCount} payment(s) · ${formatMoney(b.total, currency)}`,
        }}
      />
    </ResourceList>
  );
}
