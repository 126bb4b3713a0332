import { TextInput } from 'react-admin';
import { yupResolver } from '@hookform/resolvers/yup';
import { roleSchema } from '#domain/schemas/roles';
import { PermissionMatrixInput } from './PermissionMatrixInput';

/** Create and edit are checked by the same schema the API uses. */
export const roleResolver = yupResolver(roleSchema);

export const RoleInputs = ({ readOnly = false }: { readOnly?: boolean }) => (
  <>
    <TextInput source="name" isRequired readOnly={readOnly} />
    <PermissionMatrixInput readOnly={readOnly} />
  </>
);
