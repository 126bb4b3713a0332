import { Create } from 'react-admin';
import { SimpleForm } from '../../components/SimpleForm';
import { useIsStaff } from '../../providers/useIsStaff';
import { BankAccountInputs, bankAccountResolver, sendable } from './BankAccountInputs';

/** Add a bank account (POST /bank/v1): the partner's first is primary whatever is ticked. */
export function BankAccountCreate() {
  const isStaff = useIsStaff();
  return (
    <Create title="app.money.bankAccounts.newBankAccount" redirect="list" transform={sendable}>
      <SimpleForm noValidate resolver={bankAccountResolver(isStaff)} defaultValues={{ isPrimary: false }}>
        <BankAccountInputs pickPartner={isStaff} />
      </SimpleForm>
    </Create>
  );
}
