import { useTranslate } from 'react-admin';
import { ResourceList } from '../../components/ResourcePages';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { formatDateTime, formatMoney } from '#domain/format';
import type { PaymentBatchRecord } from '../../providers/walletCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';

/** Settled batches, newest first, 20 a page; a row opens the batch and its payments. */
export function PaymentBatchList() {
  const { currency } = useClientConfig();
  const translate = useTranslate();
  const columns: GridColumn<PaymentBatchRecord>[] = [
    {
      field: 'createdAt',
      headerName: 'resources.payment-batches.fields.createdAt',
      width: 190,
      render: (b) => formatDateTime(b.createdAt),
    },
    {
      field: 'total',
      headerName: 'resources.payment-batches.fields.total',
      align: 'right',
      render: (b) => formatMoney(b.total, currency),
    },
    { field: 'paymentCount', headerName: 'resources.payment-batches.fields.paymentCount', align: 'right', width: 110 },
    { field: 'settledByName', headerName: 'resources.payment-batches.fields.settledByName' },
    { field: 'note', headerName: 'resources.payment-batches.fields.note', flex: 2 },
  ];
  return (
    <ResourceList title="resources.payment-batches.name" sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <ResourceGrid
        label="resources.payment-batches.name"
        columns={columns}
        card={{
          primary: (b) => formatDateTime(b.createdAt),
          secondary: (b) =>
            `${translate('app.money.paymentBatches.paymentCount', { smart_count: b.paymentCount })} · ${formatMoney(b.total, currency)}`,
        }}
      />
    </ResourceList>
  );
}
