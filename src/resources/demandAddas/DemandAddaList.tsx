import { ResourceList } from '../../components/ResourcePages';
import { ListPagination } from '../../components/ListPagination';
import { CreateButton, Datagrid, SearchInput, SelectInput, TextField, TopToolbar } from 'react-admin';
import { PAGE_SIZE } from '../../domain/limits';
import { UserStatusButton } from '../users/UserStatusButton';
import { BlockStatusField } from '../users/BlockStatusField';
import { blockStatusChoices } from '../users/userChoices';

const filters = [
  <SearchInput key="q" source="q" placeholder="Name, phone or email" alwaysOn />,
  <SelectInput key="blockStatus" source="blockStatus" label="Status" choices={blockStatusChoices} />,
];

/** SPEC §7 demand addas (brokers): 20 a page, blocked or unblocked from the row with a reason. */
export function DemandAddaList() {
  return (
    <ResourceList filters={filters} perPage={PAGE_SIZE.companies} pagination={<ListPagination size={PAGE_SIZE.companies} />} actions={<TopToolbar><CreateButton label="New broker" /></TopToolbar>}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="fullName" label="Broker" sortable={false} />
        <TextField source="companyName" label="Adda" sortable={false} />
        <TextField source="phoneNumber" label="Phone" sortable={false} />
        <BlockStatusField />
        <UserStatusButton broker />
      </Datagrid>
    </ResourceList>
  );
}
