import { ResourceList } from '../../components/ResourcePages';
import { CreateButton, ExportButton, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { USER_TYPE_LABELS, blockStatusChoices, userTypeChoices } from './userChoices';
import { UserStatusButton } from './UserStatusButton';
import { BlockStatusChip } from '../../components/fields/BlockStatusChip';
import { UserRowActions } from './UserRowActions';
import type { UserRecord } from '#domain/records/users';

const filters = [
  <SearchInput key="q" source="q" placeholder="Name, phone or email" alwaysOn />,
  <SelectInput key="userType" source="userType" label="User type" choices={userTypeChoices} alwaysOn />,
  <SelectInput key="blockStatus" source="blockStatus" label="Status" choices={blockStatusChoices} />,
];

const columns: GridColumn<UserRecord>[] = [
  { field: 'fullName', headerName: 'Name', flex: 1.5 },
  { field: 'userType', headerName: 'User type', render: (u) => USER_TYPE_LABELS[u.userType] },
  { field: 'phoneNumber', headerName: 'Phone' },
  { field: 'email', headerName: 'Email', flex: 1.5 },
  { field: 'companyName', headerName: 'Company' },
  { field: 'roleName', headerName: 'Role' },
  {
    field: 'blockStatus',
    headerName: 'Status',
    width: 100,
    render: (u) => <BlockStatusChip blockStatus={u.blockStatus} />,
  },
  { field: 'block', headerName: 'Block', width: 130, render: () => <UserStatusButton /> },
  { field: 'actions', headerName: 'More', width: 80, render: () => <UserRowActions /> },
];

/** Users, 20 a page, by type and status; block or unblock from the row. */
export function UserList() {
  return (
    <ResourceList
      filters={filters}
      sort={{ field: 'fullName', order: 'ASC' }}
      actions={
        <TopToolbar>
          <CreateButton label="New user" />
          <ExportButton />
        </TopToolbar>
      }
    >
      <ResourceGrid
        label="Users"
        columns={columns}
        card={{
          primary: (u) => u.fullName,
          secondary: (u) => `${USER_TYPE_LABELS[u.userType]} · ${u.phoneNumber}`,
          tertiary: (u) => <BlockStatusChip blockStatus={u.blockStatus} />,
        }}
      />
    </ResourceList>
  );
}
