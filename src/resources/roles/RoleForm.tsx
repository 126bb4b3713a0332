import { SimpleForm, TextInput } from 'react-admin';
import { yupResolver } from '@hookform/resolvers/yup';
import { roleSchema } from '../../domain/schemas/roles';
import { PermissionMatrixInput } from './PermissionMatrixInput';

/** Create and edit share one form, checked by the same schema the API uses. */
export const RoleForm = () => (
  <SimpleForm resolver={yupResolver(roleSchema)}>
    <TextInput source="name" label="Role name" isRequired />
    <PermissionMatrixInput />
  </SimpleForm>
);
