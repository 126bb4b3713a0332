import type { ReactNode } from 'react';
import { Grid, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { ResourceShow } from '../../components/ResourcePages';
import { Fact } from '../../components/Fact';
import { ShowSection } from '../../components/ShowSection';
import { formatDateTime, formatMoney } from '#domain/format';
import type { PaymentRecord } from '../../providers/walletCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { BankAccountText, BatchLink, BookingLink, PaymentStatusChip, paymentKindKey } from './paymentFields';

/** A labelled fact whose value is more than a text (a chip, a link). */
function FactOf({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(label)}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Grid>
  );
}

function PaymentDetails() {
  const payment = useRecordContext<PaymentRecord>();
  const { currency } = useClientConfig();
  const translate = useTranslate();
  if (!payment) return null;
  const field = (name: string) => `resources.payments.fields.${name}`;
  return (
    <ShowSection title={`${translate('app.money.payments.title')} · ${payment.bookingCode ?? payment.id}`}>
      <Grid container spacing={2}>
        <FactOf label={field('status')}>
          <PaymentStatusChip status={payment.status} />
        </FactOf>
        <Fact label={field('amount')} value={formatMoney(payment.amount, currency)} />
        <Fact label={field('kind')} value={translate(paymentKindKey(payment.kind), { _: payment.kind })} />
        <Fact label={field('partnerName')} value={payment.partnerName} />
        <FactOf label={field('bookingCode')}>
          <BookingLink payment={payment} />
        </FactOf>
        <Fact label={field('shipmentCode')} value={payment.shipmentCode} />
        <Fact label={field('createdAt')} value={formatDateTime(payment.createdAt)} />
        <Fact label={field('paidAt')} value={payment.paidAt ? formatDateTime(payment.paidAt) : null} />
        <FactOf label={field('batchId')}>
          <BatchLink batchId={payment.batchId} />
        </FactOf>
        <FactOf label={field('bankAccount')}>
          <BankAccountText account={payment.bankAccount} />
        </FactOf>
      </Grid>
    </ShowSection>
  );
}

/** One payment owed to a partner: what it is for, its status, when it was paid and by which batch. */
export const PaymentShow = () => (
  <ResourceShow title="app.money.payments.title" actions={false} component="div">
    <PaymentDetails />
  </ResourceShow>
);
