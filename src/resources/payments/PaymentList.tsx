import { ResourceList } from '../../components/ResourcePages';
import { useRef } from 'react';
import { SelectInput } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { formatDateTime, formatMoney } from '#domain/format';
import { PAYMENT_STATUS } from '#domain/money';
import type { PaymentRecord } from '../../providers/walletCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { PartnerInput } from '../../components/inputs/PartnerInput';
import {
  BankAccountText,
  BookingLink,
  PAYMENT_KIND_LABELS,
  paymentKindChoices,
  paymentStatusChoices,
} from './paymentFields';
import { SettleButton } from './SettleButton';
import type { SettleAttempt } from './settleRules';

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={paymentStatusChoices}
    alwaysOn
    emptyText="Pending (default)"
  />,
  <SelectInput key="kind" source="kind" label="Kind" choices={paymentKindChoices} alwaysOn />,
  <PartnerInput key="partnerId" source="partnerId" helperText={false} alwaysOn />,
];

/** Staff: payments owed to partners (pending unless another status is picked), newest first, 20 a page; select some and settle them as one batch. */
export function PaymentList() {
  const { currency } = useClientConfig();
  // Kept here, not in the bulk toolbar (which unmounts with the selection), so a retry reuses the batch id.
  const attemptRef = useRef<SettleAttempt | null>(null);
  const columns: GridColumn<PaymentRecord>[] = [
    { field: 'bookingCode', headerName: 'Booking', render: (p) => <BookingLink payment={p} /> },
    { field: 'partnerName', headerName: 'Partner' },
    { field: 'kind', headerName: 'Kind', width: 110, render: (p) => PAYMENT_KIND_LABELS[p.kind] ?? p.kind },
    { field: 'amount', headerName: 'Amount', align: 'right', render: (p) => formatMoney(p.amount, currency) },
    {
      field: 'bankAccount',
      headerName: 'Bank account',
      flex: 2,
      render: (p) => <BankAccountText account={p.bankAccount} />,
    },
    { field: 'createdAt', headerName: 'Created', width: 190, render: (p) => formatDateTime(p.createdAt) },
  ];
  return (
    <ResourceList filters={filters} filterDefaultValues={{ status: PAYMENT_STATUS.PENDING }} exporter={false}>
      <ResourceGrid
        label="Payments"
        columns={columns}
        rowClick={false}
        bulkActions={<SettleButton attemptRef={attemptRef} />}
        card={{
          primary: (p) => `${p.bookingCode} · ${PAYMENT_KIND_LABELS[p.kind] ?? p.kind}`,
          secondary: (p) => `${p.partnerName ?? ''} · ${formatMoney(p.amount, currency)}`,
        }}
      />
    </ResourceList>
  );
}
