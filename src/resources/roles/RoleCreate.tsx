import { Create } from 'react-admin';
import { SimpleForm } from '../../components/SimpleForm';
import { RoleInputs, roleResolver } from './RoleInputs';

export const RoleCreate = () => (
  <Create redirect="list">
    <SimpleForm resolver={roleResolver}>
      <RoleInputs />
    </SimpleForm>
  </Create>
);
