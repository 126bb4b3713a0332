import { Create, SimpleForm } from 'react-admin';
import { RoleInputs, roleResolver } from './RoleInputs';

export const RoleCreate = () => (
  <Create redirect="list">
    <SimpleForm resolver={roleResolver}>
      <RoleInputs />
    </SimpleForm>
  </Create>
);
