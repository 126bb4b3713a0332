import { ResourceList } from '../../components/ResourcePages';
import { useRef } from 'react';
import { Datagrid, FunctionField, Pagination, SelectInput, TextField } from 'react-admin';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../../domain/limits';
import { formatDateTime, formatMoney } from '../../domain/format';
import { PAYMENT_STATUS } from '../../domain/money';
import type { PaymentRecord } from '../../providers/walletCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { PartnerInput } from '../drivers/PartnerInput';
import { BankAccountText, BookingLink, PAYMENT_KIND_LABELS, paymentKindChoices, paymentStatusChoices } from './paymentFields';
import { LabelledCheckboxes } from './LabelledCheckboxes';
import { SettleButton } from './SettleButton';
import type { SettleAttempt } from './settleRules';

/** 20 a page by default (SPEC §9); react-admin's own choices (5, 10, 25, 50) lack it. */
const PAGE_SIZES = [PAGE_SIZE.companies, 50, MAX_PAGE_SIZE];

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={paymentStatusChoices} alwaysOn emptyText="Pending (default)" />,
  <SelectInput key="kind" source="kind" label="Kind" choices={paymentKindChoices} alwaysOn />,
  <PartnerInput key="partnerId" source="partnerId" helperText={false} alwaysOn />,
];

/** Staff: payments owed to partners (pending unless another status is picked), newest first, 20 a page; select some and settle them as one batch. */
export function PaymentList() {
  const { currency } = useClientConfig();
  // Kept here, not in the bulk toolbar (which unmounts with the selection), so a retry reuses the batch id.
  const attemptRef = useRef<SettleAttempt | null>(null);
  return (
    <ResourceList filters={filters} filterDefaultValues={{ status: PAYMENT_STATUS.PENDING }} perPage={PAGE_SIZE.companies} pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />} exporter={false}>
      <LabelledCheckboxes>
        <Datagrid rowClick={false} bulkActionButtons={<SettleButton attemptRef={attemptRef} />}>
          <FunctionField<PaymentRecord> label="Booking" render={(p) => <BookingLink payment={p} />} />
          <TextField source="partnerName" label="Partner" sortable={false} emptyText="—" />
          <FunctionField<PaymentRecord> label="Kind" render={(p) => PAYMENT_KIND_LABELS[p.kind] ?? p.kind} />
          <FunctionField<PaymentRecord> label="Amount" textAlign="right" render={(p) => formatMoney(p.amount, currency)} />
          <FunctionField<PaymentRecord> label="Bank account" render={(p) => <BankAccountText account={p.bankAccount} />} />
          <FunctionField<PaymentRecord> label="Created" render={(p) => formatDateTime(p.createdAt)} />
        </Datagrid>
      </LabelledCheckboxes>
    </ResourceList>
  );
}
