import { ResourceList } from '../../components/ResourcePages';
import { CreateButton, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import type { CompanyGroupSummary } from '#domain/records/companies';
import { useEnumLabel } from '../../i18n/useEnumLabel';

/** Company groups, 20 a page (SPEC §9), searched by name. */
export function CompanyGroupList() {
  const translate = useTranslate();
  const label = useEnumLabel();
  const field = (name: string) => translate(`resources.company-groups.fields.${name}`);
  const filters = [<SearchInput key="q" source="q" placeholder={field('name')} alwaysOn />];
  const identification = (g: CompanyGroupSummary) =>
    `${label('identificationType', g.identificationType)} ${g.identificationValue}`;
  const columns: GridColumn<CompanyGroupSummary>[] = [
    { field: 'name', headerName: translate('app.people.columns.group'), flex: 1.5 },
    { field: 'countryName', headerName: field('countryId') },
    { field: 'identification', headerName: field('identification'), render: identification },
  ];
  return (
    <ResourceList
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton label="app.people.companyGroups.newGroup" />
        </TopToolbar>
      }
    >
      <ResourceGrid
        label={translate('resources.company-groups.name')}
        columns={columns}
        card={{ primary: (g) => g.name, secondary: (g) => `${g.countryName} · ${identification(g)}` }}
      />
    </ResourceList>
  );
}
