import { SimpleForm } from '../../components/SimpleForm';
import { ResourceEdit } from '../../components/ResourcePages';
import { ProjectInputs, projectResolver } from './ProjectInputs';

export const ProjectEdit = () => (
  <ResourceEdit redirect="show">
    <SimpleForm resolver={projectResolver(false)}>
      <ProjectInputs creating={false} />
    </SimpleForm>
  </ResourceEdit>
);
