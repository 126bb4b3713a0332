import { ResourceList } from '../../components/ResourcePages';
import { ListPagination } from '../../components/ListPagination';
import { AutocompleteInput, CreateButton, Datagrid, ExportButton, NullableBooleanInput, ReferenceInput, SearchInput, TextField, TopToolbar } from 'react-admin';
import { PAGE_SIZE } from '../../domain/limits';
import { ActiveField } from '../fuelPumps/ActiveField';
import { DiscountField, MoneyField, ValidUntilField } from './tyreFields';
import { ShowLinkField } from '../fuelPumps/ShowLinkField';

const filters = [
  <SearchInput key="q" source="q" placeholder="Brand or size" alwaysOn slotProps={{ htmlInput: { 'aria-label': 'Search tyre offers' } }} />,
  <NullableBooleanInput key="active" source="active" label="Active" nullLabel="Any" trueLabel="Active" falseLabel="Inactive" alwaysOn />,
  <ReferenceInput key="fuelPumpId" source="fuelPumpId" reference="fuel-pumps" alwaysOn>
    <AutocompleteInput label="Fuel pump" optionText="name" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

/** Tyre discount offers, 20 a page, by brand or size, whether live and the pump that honours them. */
export function TyreList() {
  return (
    <ResourceList filters={filters} perPage={PAGE_SIZE.companies} pagination={<ListPagination size={PAGE_SIZE.companies} />} actions={<TopToolbar><CreateButton label="New tyre offer" /><ExportButton /></TopToolbar>}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <ShowLinkField source="brand" label="Brand" sortable={false} />
        <TextField source="size" label="Size" sortable={false} />
        <MoneyField source="price" label="Price" />
        <DiscountField />
        <MoneyField source="discountedPrice" label="Discounted price" />
        <ValidUntilField />
        <ActiveField />
      </Datagrid>
    </ResourceList>
  );
}
