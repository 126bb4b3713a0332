import { ResourceList } from '../../components/ResourcePages';
import { CreateButton, ExportButton, SearchInput, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { blockStatusChoices, userTypeChoices, userTypeKey } from './userChoices';
import { UserStatusButton } from './UserStatusButton';
import { BlockStatusChip } from '../../components/fields/BlockStatusChip';
import { UserRowActions } from './UserRowActions';
import type { UserRecord } from '#domain/records/users';
import { UserBulkActions } from './bulk/UserBulkActions';

/** Users, 20 a page, by type and status; block or unblock from the row. */
export function UserList() {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.users.fields.${name}`);
  const column = (name: string) => translate(`app.people.columns.${name}`);
  const filters = [
    <SearchInput key="q" source="q" placeholder={translate('app.people.nameSearch')} alwaysOn />,
    <SelectInput key="userType" source="userType" choices={userTypeChoices} alwaysOn />,
    <SelectInput key="blockStatus" source="blockStatus" choices={blockStatusChoices} />,
  ];
  const columns: GridColumn<UserRecord>[] = [
    { field: 'fullName', headerName: column('name'), flex: 1.5 },
    { field: 'userType', headerName: field('userType'), render: (u) => translate(userTypeKey(u.userType)) },
    { field: 'phoneNumber', headerName: column('phone') },
    { field: 'email', headerName: field('email'), flex: 1.5 },
    { field: 'companyName', headerName: field('companyId') },
    { field: 'roleName', headerName: field('roleId') },
    {
      field: 'blockStatus',
      headerName: field('blockStatus'),
      width: 100,
      render: (u) => <BlockStatusChip blockStatus={u.blockStatus} />,
    },
    { field: 'block', headerName: column('block'), width: 130, render: () => <UserStatusButton /> },
    { field: 'actions', headerName: column('more'), width: 80, render: () => <UserRowActions /> },
  ];
  return (
    <ResourceList
      filters={filters}
      sort={{ field: 'fullName', order: 'ASC' }}
      actions={
        <TopToolbar>
          <CreateButton label="app.people.users.newUser" />
          <ExportButton />
        </TopToolbar>
      }
    >
      <ResourceGrid
        label={translate('resources.users.name')}
        columns={columns}
        bulkActions={<UserBulkActions />}
        card={{
          primary: (u) => u.fullName,
          secondary: (u) => `${translate(userTypeKey(u.userType))} · ${u.phoneNumber}`,
          tertiary: (u) => <BlockStatusChip blockStatus={u.blockStatus} />,
        }}
      />
    </ResourceList>
  );
}
