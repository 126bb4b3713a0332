import { ResourceList } from '../../components/ResourcePages';
import { CreateButton, TopToolbar, useTranslate } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { PaletteChip } from '../../components/PaletteChip';
import type { BankAccountRecord } from '../../providers/walletCalls';
import { PartnerInput } from '../../components/inputs/PartnerInput';
import { SearchFilter } from '../../components/inputs/SearchFilter';
import { BankAccountRowActions } from './BankAccountRowActions';

const filters = [
  <SearchFilter key="q" source="q" placeholder="app.money.bankAccounts.search" alwaysOn />,
  <PartnerInput key="partnerId" source="partnerId" helperText={false} alwaysOn />,
];

function PrimaryChip() {
  const translate = useTranslate();
  return <PaletteChip label={translate('app.money.bankAccounts.primary')} colour="green" />;
}

const columns: GridColumn<BankAccountRecord>[] = [
  { field: 'partnerName', headerName: 'resources.bank-accounts.fields.partnerName' },
  { field: 'bankName', headerName: 'resources.bank-accounts.fields.bankName' },
  { field: 'accountTitle', headerName: 'resources.bank-accounts.fields.accountTitle' },
  { field: 'accountNumber', headerName: 'resources.bank-accounts.fields.accountNumber' },
  { field: 'branchCode', headerName: 'resources.bank-accounts.fields.branchCode', width: 120 },
  {
    field: 'isPrimary',
    headerName: 'app.money.bankAccounts.primary',
    width: 110,
    render: (a) => (a.isPrimary ? <PrimaryChip /> : null),
  },
  {
    field: 'actions',
    headerName: 'app.money.bankAccounts.actions',
    width: 110,
    render: () => <BankAccountRowActions />,
  },
];

/** Staff: partners' bank accounts (GET /bank/v1/all), 20 a page, searched; edit and delete from the row. */
export function BankAccountList() {
  return (
    <ResourceList
      title="resources.bank-accounts.name"
      filters={filters}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton label="app.money.bankAccounts.newBankAccount" />
        </TopToolbar>
      }
    >
      <ResourceGrid
        label="resources.bank-accounts.name"
        columns={columns}
        rowClick={false}
        card={{
          primary: (a) => `${a.bankName} · ${a.accountNumber}`,
          secondary: (a) => `${a.partnerName ?? ''} · ${a.accountTitle}`,
          tertiary: () => <BankAccountRowActions />,
        }}
      />
    </ResourceList>
  );
}
