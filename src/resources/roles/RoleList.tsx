import { ResourceList } from '../../components/ResourcePages';
import { CreateButton, TopToolbar, useTranslate } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { ALL_PERMISSIONS, permissionCount } from '#domain/permissions';
import type { RoleRecord } from '#domain/records/users';

/** Roles with how many users hold each; staff open one to change its permission matrix. */
export function RoleList() {
  const translate = useTranslate();
  const permissionsText = (r: RoleRecord) =>
    r.permissions.includes(ALL_PERMISSIONS)
      ? translate('app.people.roles.everything')
      : translate('app.people.roles.permissionCount', { smart_count: permissionCount(r.permissions) });
  const columns: GridColumn<RoleRecord>[] = [
    { field: 'name', headerName: translate('app.people.roles.columns.name'), flex: 1.5 },
    { field: 'permissions', headerName: translate('app.people.roles.columns.permissions'), render: permissionsText },
    { field: 'userCount', headerName: translate('app.people.roles.columns.users'), align: 'right', width: 100 },
  ];
  return (
    <ResourceList
      actions={
        <TopToolbar>
          <CreateButton label="app.people.roles.newRole" />
        </TopToolbar>
      }
      sort={{ field: 'name', order: 'ASC' }}
    >
      <ResourceGrid
        label={translate('resources.roles.name')}
        columns={columns}
        rowClick="edit"
        card={{
          primary: (r) => r.name,
          secondary: (r) =>
            `${permissionsText(r)} · ${translate('app.people.roles.userCount', { smart_count: r.userCount })}`,
        }}
      />
    </ResourceList>
  );
}
