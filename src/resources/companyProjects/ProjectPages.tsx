import { ResourceEdit, ResourceList } from '../../components/ResourcePages';
import { Create, Datagrid, ReferenceField, SearchInput, TextField } from 'react-admin';
import { PAGE_SIZE } from '../../domain/limits';
import { ProjectForm } from './ProjectForm';

const filters = [<SearchInput key="q" source="q" placeholder="Project name" alwaysOn />];

/** Company projects, 20 a page (SPEC §9). */
export const ProjectList = () => (
  <ResourceList filters={filters} perPage={PAGE_SIZE.companies}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="name" label="Project" sortable={false} />
      <ReferenceField source="groupId" reference="company-groups" label="Group" link={false} sortable={false} />
      <TextField source="phoneNumber" label="Phone" sortable={false} />
      <TextField source="strn" label="STRN" sortable={false} emptyText="—" />
    </Datagrid>
  </ResourceList>
);

export const ProjectCreate = () => (
  <Create redirect="list">
    <ProjectForm creating />
  </Create>
);

export const ProjectEdit = () => (
  <ResourceEdit redirect="show">
    <ProjectForm creating={false} />
  </ResourceEdit>
);
