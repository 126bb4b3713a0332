import { ResourceList } from '../../components/ResourcePages';
import { CreateButton, Datagrid, FunctionField, Pagination, SearchInput, TextField, TopToolbar } from 'react-admin';
import { PaletteChip } from '../../components/PaletteChip';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../../domain/limits';
import type { BankAccountRecord } from '../../providers/walletCalls';
import { PartnerInput } from '../drivers/PartnerInput';
import { BankAccountRowActions } from './BankAccountRowActions';

/** 20 a page by default (SPEC §9); react-admin's own choices (5, 10, 25, 50) lack it. */
const PAGE_SIZES = [PAGE_SIZE.companies, 50, MAX_PAGE_SIZE];

const filters = [
  <SearchInput key="q" source="q" placeholder="Title, number or partner" alwaysOn />,
  <PartnerInput key="partnerId" source="partnerId" helperText={false} alwaysOn />,
];

/** Staff: partners' bank accounts (GET /bank/v1/all), 20 a page, searched; edit and delete from the row. */
export function BankAccountList() {
  return (
    <ResourceList
      title="Bank accounts"
      filters={filters}
      perPage={PAGE_SIZE.companies} pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton label="New bank account" />
        </TopToolbar>
      }
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="partnerName" label="Partner" sortable={false} />
        <TextField source="bankName" label="Bank" sortable={false} />
        <TextField source="accountTitle" label="Account title" sortable={false} />
        <TextField source="accountNumber" label="Account number" sortable={false} />
        <TextField source="branchCode" label="Branch code" sortable={false} emptyText="—" />
        <FunctionField<BankAccountRecord> label="Primary" render={(a) => (a.isPrimary ? <PaletteChip label="Primary" colour="green" /> : null)} />
        <FunctionField<BankAccountRecord> label="Actions" render={() => <BankAccountRowActions />} />
      </Datagrid>
    </ResourceList>
  );
}
