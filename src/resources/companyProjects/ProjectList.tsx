import { ResourceList } from '../../components/ResourcePages';
import { ReferenceField, SearchInput } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import type { CompanyProjectRecord } from '#domain/records/companies';

const filters = [<SearchInput key="q" source="q" placeholder="Project name" alwaysOn />];

const columns: GridColumn<CompanyProjectRecord>[] = [
  { field: 'name', headerName: 'Project', flex: 1.5 },
  {
    field: 'groupId',
    headerName: 'Group',
    render: () => <ReferenceField source="groupId" reference="company-groups" link={false} />,
  },
  { field: 'phoneNumber', headerName: 'Phone' },
  { field: 'strn', headerName: 'STRN' },
];

/** Company projects, 20 a page (SPEC §9). */
export const ProjectList = () => (
  <ResourceList filters={filters}>
    <ResourceGrid
      label="Company projects"
      columns={columns}
      card={{ primary: (p) => p.name, secondary: (p) => p.phoneNumber }}
    />
  </ResourceList>
);
