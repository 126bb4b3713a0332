import { ResourceList } from '../../components/ResourcePages';
import { ListPagination } from '../../components/ListPagination';
import { CreateButton, Datagrid, ExportButton, FunctionField, ReferenceField, SearchInput, SelectInput, TextField, TopToolbar } from 'react-admin';
import { PAGE_SIZE } from '../../domain/limits';
import { USER_TYPE_LABELS, blockStatusChoices, userTypeChoices } from './userChoices';
import { UserStatusButton } from './UserStatusButton';
import { BlockStatusField } from './BlockStatusField';
import { UserRowActions } from './UserRowActions';

const filters = [
  <SearchInput key="q" source="q" placeholder="Name, phone or email" alwaysOn />,
  <SelectInput key="userType" source="userType" label="User type" choices={userTypeChoices} alwaysOn />,
  <SelectInput key="blockStatus" source="blockStatus" label="Status" choices={blockStatusChoices} />,
];

/** Users, 20 a page, by type and status; block or unblock from the row. */
export function UserList() {
  return (
    <ResourceList filters={filters} perPage={PAGE_SIZE.companies} pagination={<ListPagination size={PAGE_SIZE.companies} />} sort={{ field: 'fullName', order: 'ASC' }} actions={<TopToolbar><CreateButton label="New user" /><ExportButton /></TopToolbar>}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="fullName" label="Name" sortable={false} />
        <FunctionField<{ userType: number }> label="User type" render={(u) => USER_TYPE_LABELS[u.userType]} />
        <TextField source="phoneNumber" label="Phone" sortable={false} />
        <TextField source="email" label="Email" sortable={false} />
        <TextField source="companyName" label="Company" sortable={false} emptyText="—" />
        <ReferenceField source="roleId" reference="roles" label="Role" link={false} emptyText="—" />
        <BlockStatusField />
        <UserStatusButton />
        <UserRowActions />
      </Datagrid>
    </ResourceList>
  );
}
