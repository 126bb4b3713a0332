import { ResourceList } from '../../components/ResourcePages';
import { CreateButton, TopToolbar } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { ALL_PERMISSIONS } from '#domain/permissions';
import type { RoleRecord } from '#domain/records/users';

const permissionsText = (r: RoleRecord) =>
  r.permissions.includes(ALL_PERMISSIONS) ? 'Everything' : `${r.permissions.length} permission(s)`;

const columns: GridColumn<RoleRecord>[] = [
  { field: 'name', headerName: 'Role', flex: 1.5 },
  { field: 'permissions', headerName: 'Permissions', render: permissionsText },
  { field: 'userCount', headerName: 'Users', align: 'right', width: 100 },
];

/** Roles with how many users hold each; staff open one to change its permission matrix. */
export function RoleList() {
  return (
    <ResourceList
      actions={
        <TopToolbar>
          <CreateButton label="New role" />
        </TopToolbar>
      }
      sort={{ field: 'name', order: 'ASC' }}
    >
      <ResourceGrid
        label="Roles"
        columns={columns}
        rowClick="edit"
        card={{ primary: (r) => r.name, secondary: (r) => `${permissionsText(r)} · ${r.userCount} user(s)` }}
      />
    </ResourceList>
  );
}
