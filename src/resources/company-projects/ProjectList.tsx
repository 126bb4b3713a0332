import { ResourceList } from '../../components/ResourcePages';
import { ReferenceField, SearchInput, useTranslate } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import type { CompanyProjectRecord } from '#domain/records/companies';

/** Company projects, 20 a page (SPEC §9). */
export function ProjectList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" placeholder={translate('resources.company-projects.fields.name')} alwaysOn />,
  ];
  const columns: GridColumn<CompanyProjectRecord>[] = [
    { field: 'name', headerName: translate('app.people.columns.project'), flex: 1.5 },
    {
      field: 'groupId',
      headerName: translate('app.people.columns.group'),
      render: () => <ReferenceField source="groupId" reference="company-groups" link={false} />,
    },
    { field: 'phoneNumber', headerName: translate('app.people.columns.phone') },
    { field: 'strn', headerName: translate('resources.company-projects.fields.strn') },
  ];
  return (
    <ResourceList filters={filters}>
      <ResourceGrid
        label={translate('resources.company-projects.name')}
        columns={columns}
        card={{ primary: (p) => p.name, secondary: (p) => p.phoneNumber }}
      />
    </ResourceList>
  );
}
