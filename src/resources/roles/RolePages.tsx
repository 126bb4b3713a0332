import { ResourceEdit } from '../../components/ResourcePages';
import { Create } from 'react-admin';
import { RoleForm } from './RoleForm';

export const RoleCreate = () => (
  <Create redirect="list">
    <RoleForm />
  </Create>
);

export const RoleEdit = () => (
  <ResourceEdit redirect="list">
    <RoleForm />
  </ResourceEdit>
);
