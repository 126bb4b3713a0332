import { ResourceList } from '../../components/ResourcePages';
import { useRef } from 'react';
import { SelectInput, required, useTranslate } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { formatDateTime, formatMoney } from '#domain/format';
import { PAYMENT_STATUS } from '#domain/money';
import type { PaymentRecord } from '../../providers/walletCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { PartnerInput } from '../../components/inputs/PartnerInput';
import {
  BankAccountText,
  BatchLink,
  BookingLink,
  PaymentStatusChip,
  isSettleable,
  paymentKindChoices,
  paymentKindKey,
  paymentStatusChoices,
} from './paymentFields';
import { SettleButton } from './SettleButton';
import type { SettleAttempt } from './settleRules';

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="resources.payments.fields.status"
    choices={paymentStatusChoices}
    alwaysOn
    // Always one status (the API's is Pending when none is asked), so no empty choice beside "Pending".
    validate={required()}
  />,
  <SelectInput key="kind" source="kind" label="resources.payments.fields.kind" choices={paymentKindChoices} alwaysOn />,
  <PartnerInput key="partnerId" source="partnerId" helperText={false} alwaysOn />,
];

/**
 * Staff: payments owed to partners (pending unless another status is picked), newest first, 20 a page;
 * a row opens the payment; select pending ones and settle them as one batch.
 */
export function PaymentList() {
  const { currency } = useClientConfig();
  const translate = useTranslate();
  const kind = (p: PaymentRecord) => translate(paymentKindKey(p.kind), { _: p.kind });
  // Kept here, not in the bulk toolbar (which unmounts with the selection), so a retry reuses the batch id.
  const attemptRef = useRef<SettleAttempt | null>(null);
  const columns: GridColumn<PaymentRecord>[] = [
    {
      field: 'bookingCode',
      headerName: 'resources.payments.fields.bookingCode',
      render: (p) => <BookingLink payment={p} />,
    },
    { field: 'partnerName', headerName: 'resources.payments.fields.partnerName' },
    { field: 'kind', headerName: 'resources.payments.fields.kind', width: 110, render: kind },
    {
      field: 'amount',
      headerName: 'resources.payments.fields.amount',
      align: 'right',
      render: (p) => formatMoney(p.amount, currency),
    },
    {
      field: 'bankAccount',
      headerName: 'resources.payments.fields.bankAccount',
      flex: 2,
      render: (p) => <BankAccountText account={p.bankAccount} />,
    },
    {
      field: 'status',
      headerName: 'resources.payments.fields.status',
      width: 120,
      render: (p) => <PaymentStatusChip status={p.status} />,
    },
    {
      field: 'createdAt',
      headerName: 'resources.payments.fields.createdAt',
      width: 190,
      render: (p) => formatDateTime(p.createdAt),
    },
    {
      field: 'paidAt',
      headerName: 'resources.payments.fields.paidAt',
      width: 190,
      render: (p) => (p.paidAt ? formatDateTime(p.paidAt) : '—'),
    },
    {
      field: 'batchId',
      headerName: 'resources.payments.fields.batchId',
      width: 140,
      render: (p) => <BatchLink batchId={p.batchId} />,
    },
  ];
  return (
    <ResourceList filters={filters} filterDefaultValues={{ status: PAYMENT_STATUS.PENDING }} exporter={false}>
      <ResourceGrid
        label="resources.payments.name"
        columns={columns}
        bulkActions={<SettleButton attemptRef={attemptRef} />}
        isRowSelectable={isSettleable}
        card={{
          primary: (p) => `${p.bookingCode} · ${kind(p)}`,
          secondary: (p) => `${p.partnerName ?? ''} · ${formatMoney(p.amount, currency)}`,
          tertiary: (p) => <PaymentStatusChip status={p.status} />,
        }}
      />
    </ResourceList>
  );
}
