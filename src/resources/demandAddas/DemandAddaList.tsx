import { CreateButton, Datagrid, FunctionField, List, SearchInput, SelectInput, TextField, TopToolbar } from 'react-admin';
import { PAGE_SIZE } from '../../domain/limits';
import { PaletteChip } from '../../components/PaletteChip';
import { UserStatusButton } from '../users/UserStatusButton';
import { blockStatusChoices } from '../users/userChoices';

const filters = [
  <SearchInput key="q" source="q" placeholder="Name, phone or email" alwaysOn />,
  <SelectInput key="blockStatus" source="blockStatus" label="Status" choices={blockStatusChoices} />,
];

/** SPEC §7 demand addas (brokers): 20 a page, blocked or unblocked from the row with a reason. */
export function DemandAddaList() {
  return (
    <List filters={filters} perPage={PAGE_SIZE.companies} actions={<TopToolbar><CreateButton label="New broker" /></TopToolbar>}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="fullName" label="Broker" sortable={false} />
        <TextField source="companyName" label="Adda" sortable={false} />
        <TextField source="phoneNumber" label="Phone" sortable={false} />
        <FunctionField<{ blockStatus: number }> label="Status" render={(b) => (b.blockStatus === 1 ? <PaletteChip label="Blocked" colour="red" /> : <PaletteChip label="Active" colour="green" />)} />
        <UserStatusButton broker />
      </Datagrid>
    </List>
  );
}
