import { ResourceList } from '../../components/ResourcePages';
import { CreateButton, SearchInput, TopToolbar } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import type { CompanyGroupSummary } from '#domain/records/companies';
import { IDENTIFICATION_TYPE_LABELS } from '#domain/companies';

const filters = [<SearchInput key="q" source="q" placeholder="Group name" alwaysOn />];
const identification = (g: CompanyGroupSummary) =>
  `${IDENTIFICATION_TYPE_LABELS[g.identificationType]} ${g.identificationValue}`;

const columns: GridColumn<CompanyGroupSummary>[] = [
  { field: 'name', headerName: 'Group', flex: 1.5 },
  { field: 'countryName', headerName: 'Country' },
  { field: 'identification', headerName: 'Identification', render: identification },
];

/** Company groups, 20 a page (SPEC §9), searched by name. */
export function CompanyGroupList() {
  return (
    <ResourceList
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton label="New group" />
        </TopToolbar>
      }
    >
      <ResourceGrid
        label="Company groups"
        columns={columns}
        card={{ primary: (g) => g.name, secondary: (g) => `${g.countryName} · ${identification(g)}` }}
      />
    </ResourceList>
  );
}
