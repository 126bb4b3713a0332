import { ResourceList } from '../../components/ResourcePages';
import { Datagrid, FunctionField, Pagination, NumberField, TextField } from 'react-admin';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../../domain/limits';
import { formatDateTime, formatMoney } from '../../domain/format';
import type { PaymentBatchRecord } from '../../providers/walletCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';

/** 20 a page by default (SPEC §9); react-admin's own choices (5, 10, 25, 50) lack it. */
const PAGE_SIZES = [PAGE_SIZE.companies, 50, MAX_PAGE_SIZE];

/** Settled batches, newest first, 20 a page; a row opens the batch and its payments. */
export function PaymentBatchList() {
  const { currency } = useClientConfig();
  return (
    <ResourceList title="Payment batches" perPage={PAGE_SIZE.companies} pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <FunctionField<PaymentBatchRecord> label="Settled" render={(b) => formatDateTime(b.createdAt)} />
        <FunctionField<PaymentBatchRecord> label="Total" textAlign="right" render={(b) => formatMoney(b.total, currency)} />
        <NumberField source="paymentCount" label="Payments" sortable={false} />
        <TextField source="settledByName" label="Settled by" sortable={false} emptyText="—" />
        <TextField source="note" label="Note" sortable={false} emptyText="—" />
      </Datagrid>
    </ResourceList>
  );
}
