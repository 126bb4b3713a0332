import { Create, Edit } from 'react-admin';
import { RoleForm } from './RoleForm';

export const RoleCreate = () => (
  <Create redirect="list">
    <RoleForm />
  </Create>
);

export const RoleEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <RoleForm />
  </Edit>
);
