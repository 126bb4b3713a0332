import { ResourceList } from '../../components/ResourcePages';
import { ListPagination } from '../../components/ListPagination';
import { CreateButton, Datagrid, FunctionField, SearchInput, TextField, TopToolbar } from 'react-admin';
import { PAGE_SIZE } from '../../domain/limits';
import { IDENTIFICATION_TYPE_LABELS, type IdentificationTypeId } from '../../domain/companies';

const filters = [<SearchInput key="q" source="q" placeholder="Group name" alwaysOn />];

/** Company groups, 20 a page (SPEC §9), searched by name. */
export function CompanyGroupList() {
  return (
    <ResourceList filters={filters} perPage={PAGE_SIZE.companies} pagination={<ListPagination size={PAGE_SIZE.companies} />} actions={<TopToolbar><CreateButton label="New group" /></TopToolbar>}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" label="Group" sortable={false} />
        <TextField source="countryName" label="Country" sortable={false} />
        <FunctionField<{ identificationType: number; identificationValue: string }> label="Identification" render={(g) => `${IDENTIFICATION_TYPE_LABELS[g.identificationType as IdentificationTypeId]} ${g.identificationValue}`} />
      </Datagrid>
    </ResourceList>
  );
}
