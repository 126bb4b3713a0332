import { ResourceList } from '../../components/ResourcePages';
import { CreateButton, SearchInput, TopToolbar } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { PaletteChip } from '../../components/PaletteChip';
import type { BankAccountRecord } from '../../providers/walletCalls';
import { PartnerInput } from '../../components/inputs/PartnerInput';
import { BankAccountRowActions } from './BankAccountRowActions';

const filters = [
  <SearchInput key="q" source="q" placeholder="Title, number or partner" alwaysOn />,
  <PartnerInput key="partnerId" source="partnerId" helperText={false} alwaysOn />,
];

const columns: GridColumn<BankAccountRecord>[] = [
  { field: 'partnerName', headerName: 'Partner' },
  { field: 'bankName', headerName: 'Bank' },
  { field: 'accountTitle', headerName: 'Account title' },
  { field: 'accountNumber', headerName: 'Account number' },
  { field: 'branchCode', headerName: 'Branch code', width: 120 },
  {
    field: 'isPrimary',
    headerName: 'Primary',
    width: 110,
    render: (a) => (a.isPrimary ? <PaletteChip label="Primary" colour="green" /> : null),
  },
  { field: 'actions', headerName: 'Actions', width: 110, render: () => <BankAccountRowActions /> },
];

/** Staff: partners' bank accounts (GET /bank/v1/all), 20 a page, searched; edit and delete from the row. */
export function BankAccountList() {
  return (
    <ResourceList
      title="Bank accounts"
      filters={filters}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton label="New bank account" />
        </TopToolbar>
      }
    >
      <ResourceGrid
        label="Bank accounts"
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
