import { ResourceShow } from '../../components/ResourcePages';
import { Box, Grid } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { DataTable, type Column } from '../../components/DataTable';
import { Fact } from '../../components/Fact';
import { ShowSection } from '../../components/ShowSection';
import { formatDateTime, formatMoney } from '#domain/format';
import type { PaymentBatchRecord, PaymentRecord } from '../../providers/walletCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { BankAccountText, BookingLink, PAYMENT_KIND_LABELS, PaymentStatusChip } from '../payments/paymentFields';

function BatchDetails() {
  const batch = useRecordContext<PaymentBatchRecord>();
  const { currency } = useClientConfig();
  if (!batch) return null;
  const columns: Column<PaymentRecord>[] = [
    { label: 'Booking', render: (p) => <BookingLink payment={p} /> },
    { label: 'Partner', render: (p) => p.partnerName ?? '—' },
    { label: 'Kind', render: (p) => PAYMENT_KIND_LABELS[p.kind] ?? p.kind },
    { label: 'Amount', align: 'right', render: (p) => formatMoney(p.amount, currency) },
    { label: 'Bank account', render: (p) => <BankAccountText account={p.bankAccount} /> },
    { label: 'Status', render: (p) => <PaymentStatusChip status={p.status} /> },
    { label: 'Paid', render: (p) => formatDateTime(p.paidAt) },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection title={<>Batch of {formatDateTime(batch.createdAt)}</>}>
        <Grid container spacing={2}>
          <Fact label="Total" value={formatMoney(batch.total, currency)} />
          <Fact label="Payments" value={batch.paymentCount} />
          <Fact label="Settled by" value={batch.settledByName} />
          <Fact label="Note" value={batch.note} />
          <Fact label="Batch id" value={batch.id} />
        </Grid>
      </ShowSection>
      <ShowSection title="Payments">
        <DataTable
          caption="Payments in this batch"
          rows={batch.payments ?? []}
          columns={columns}
          rowKey={(p) => p.id}
          isPending={false}
          error={null}
          empty="No payments in this batch."
        />
      </ShowSection>
    </Box>
  );
}

/** One settled batch: its figures and the payments it paid. */
export const PaymentBatchShow = () => (
  <ResourceShow title="Payment batch" actions={false} component="div">
    <BatchDetails />
  </ResourceShow>
);
