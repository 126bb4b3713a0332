import { Create } from 'react-admin';
import { SimpleForm } from '../../components/SimpleForm';
import { ProjectInputs, projectResolver } from './ProjectInputs';

export const ProjectCreate = () => (
  <Create redirect="list">
    <SimpleForm resolver={projectResolver(true)}>
      <ProjectInputs creating />
    </SimpleForm>
  </Create>
);
