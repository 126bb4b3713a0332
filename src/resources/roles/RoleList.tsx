import { ResourceList } from '../../components/ResourcePages';
import { CreateButton, Datagrid, FunctionField, NumberField, TextField, TopToolbar } from 'react-admin';
import { ALL_PERMISSIONS } from '../../domain/permissions';

interface RoleRecord {
  id: number;
  name: string;
  permissions: string[];
  userCount: number;
}

/** Roles with how many users hold each; staff open one to change its permission matrix. */
export function RoleList() {
  return (
    <ResourceList actions={<TopToolbar><CreateButton label="New role" /></TopToolbar>} pagination={false} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" label="Role" sortable={false} />
        <FunctionField<RoleRecord> label="Permissions" render={(r) => (r.permissions.includes(ALL_PERMISSIONS) ? 'Everything' : `${r.permissions.length} permission(s)`)} />
        <NumberField source="userCount" label="Users" sortable={false} />
      </Datagrid>
    </ResourceList>
  );
}
