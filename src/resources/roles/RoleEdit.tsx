import { SimpleForm } from 'react-admin';
import { ResourceEdit } from '../../components/ResourcePages';
import { RoleInputs, roleResolver } from './RoleInputs';

export const RoleEdit = () => (
  <ResourceEdit redirect="list">
    <SimpleForm resolver={roleResolver}>
      <RoleInputs />
    </SimpleForm>
  </ResourceEdit>
);
