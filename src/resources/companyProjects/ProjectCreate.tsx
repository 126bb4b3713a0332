import { Create, SimpleForm } from 'react-admin';
import { ProjectInputs, projectResolver } from './ProjectInputs';

export const ProjectCreate = () => (
  <Create redirect="list">
    <SimpleForm resolver={projectResolver(true)}>
      <ProjectInputs creating />
    </SimpleForm>
  </Create>
);
