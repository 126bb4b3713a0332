import { ResourceShow } from '../../components/ResourcePages';
import { Box, Grid } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { DataTable, type Column } from '../../components/DataTable';
import { Fact } from '../../components/Fact';
import { ShowSection } from '../../components/ShowSection';
import { formatDateTime, formatMoney } from '#domain/format';
import type { PaymentBatchRecord, PaymentRecord } from '../../providers/walletCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { BankAccountText, BookingLink, PaymentStatusChip, paymentKindKey } from '../payments/paymentFields';

function BatchDetails() {
  const batch = useRecordContext<PaymentBatchRecord>();
  const { currency } = useClientConfig();
  const translate = useTranslate();
  if (!batch) return null;
  const columns: Column<PaymentRecord>[] = [
    { label: 'resources.payments.fields.bookingCode', render: (p) => <BookingLink payment={p} /> },
    { label: 'resources.payments.fields.partnerName', render: (p) => p.partnerName ?? '—' },
    { label: 'resources.payments.fields.kind', render: (p) => translate(paymentKindKey(p.kind), { _: p.kind }) },
    { label: 'resources.payments.fields.amount', align: 'right', render: (p) => formatMoney(p.amount, currency) },
    { label: 'resources.payments.fields.bankAccount', render: (p) => <BankAccountText account={p.bankAccount} /> },
    { label: 'resources.payments.fields.status', render: (p) => <PaymentStatusChip status={p.status} /> },
    { label: 'resources.payments.fields.paidAt', render: (p) => formatDateTime(p.paidAt) },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection title={translate('app.money.paymentBatches.batchOf', { date: formatDateTime(batch.createdAt) })}>
        <Grid container spacing={2}>
          <Fact label="resources.payment-batches.fields.total" value={formatMoney(batch.total, currency)} />
          <Fact label="resources.payment-batches.fields.paymentCount" value={batch.paymentCount} />
          <Fact label="resources.payment-batches.fields.settledByName" value={batch.settledByName} />
          <Fact label="resources.payment-batches.fields.note" value={batch.note} />
          <Fact label="resources.payment-batches.fields.id" value={batch.id} />
        </Grid>
      </ShowSection>
      <ShowSection title="app.money.paymentBatches.payments">
        <DataTable
          caption="app.money.paymentBatches.caption"
          rows={batch.payments ?? []}
          columns={columns}
          rowKey={(p) => p.id}
          isPending={false}
          error={null}
          empty="app.money.paymentBatches.empty"
        />
      </ShowSection>
    </Box>
  );
}

/** One settled batch: its figures and the payments it paid. */
export const PaymentBatchShow = () => (
  <ResourceShow title="app.money.paymentBatches.title" actions={false} component="div">
    <BatchDetails />
  </ResourceShow>
);
