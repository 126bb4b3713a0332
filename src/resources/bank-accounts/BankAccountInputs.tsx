import { BooleanInput, SelectInput, TextInput, useRecordContext } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { yupResolver } from '@hookform/resolvers/yup';
import { MESSAGES } from '#domain/messages';
import { bankAccountSchema } from '#domain/schemas/wallet';
import { idField } from '#domain/schemas/shipmentLocation';
import type { BankAccountRecord } from '../../providers/walletCalls';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { PartnerInput } from '../../components/inputs/PartnerInput';
import { keepSchemaFields } from '../../components/inputs/formTools';

/** Staff name the partner of a new account; a partner's own are theirs (the API sets it from the token) and an account's partner stays. */
const staffCreateSchema = bankAccountSchema.shape({ partnerId: idField().required(MESSAGES.fillRequired) });
export const bankAccountResolver = (partnerRequired: boolean) =>
  yupResolver(partnerRequired ? staffCreateSchema : bankAccountSchema) as never;
/** What a form sends: the schema's fields only (not the id or the partner's name). */
export const sendable = keepSchemaFields(bankAccountSchema);

/** The banks offered (GET /bank), plus the record's own should the list have dropped it. */
function BankNameInput() {
  const dataProvider = useFreightDataProvider();
  const record = useRecordContext<BankAccountRecord>();
  const banks = useQuery({
    queryKey: ['bank-names'],
    queryFn: () => dataProvider.getBankNames(),
    staleTime: 10 * 60_000,
  });
  const names = [...(banks.data ?? [])];
  if (record?.bankName && !names.includes(record.bankName)) names.unshift(record.bankName);
  return (
    <SelectInput
      source="bankName"
      label="resources.bank-accounts.fields.bankName"
      choices={names.map((name) => ({ id: name, name }))}
      isPending={banks.isPending}
      isRequired
    />
  );
}

/** A partner's bank account, checked at the fields by the schema the API uses. */
export function BankAccountInputs({ pickPartner }: { pickPartner: boolean }) {
  return (
    <>
      {pickPartner && <PartnerInput source="partnerId" isRequired />}
      <BankNameInput />
      <TextInput source="accountTitle" label="resources.bank-accounts.fields.accountTitle" isRequired />
      <TextInput
        source="accountNumber"
        label="resources.bank-accounts.fields.accountNumber"
        helperText="app.money.bankAccounts.accountNumberHelp"
        isRequired
      />
      <TextInput source="branchCode" label="resources.bank-accounts.fields.branchCode" />
      <BooleanInput
        source="isPrimary"
        label="resources.bank-accounts.fields.isPrimary"
        helperText="app.money.bankAccounts.primaryHelp"
      />
    </>
  );
}
