import { ResourceList } from '../../components/ResourcePages';
import { ListPagination } from '../../components/ListPagination';
import { AutocompleteInput, CreateButton, Datagrid, ExportButton, FunctionField, ReferenceInput, SearchInput, SelectInput, TextField, TopToolbar } from 'react-admin';
import { PAGE_SIZE } from '../../domain/limits';
import { CityInput } from '../../custom/lookups/CityInput';
import { ListPlacesMap } from '../../components/map/PlacesMap';
import { companyLabel, locationTypeChoices, locationTypeLabel, toPlace, type LocationRecord } from './locationRecord';
import { ShowLinkField } from '../fuelPumps/ShowLinkField';

const filters = [
  <SearchInput key="q" source="q" placeholder="Name or address" alwaysOn slotProps={{ htmlInput: { 'aria-label': 'Search locations' } }} />,
  <SelectInput key="locationType" source="locationType" label="Type" choices={locationTypeChoices} emptyText="Any" alwaysOn />,
  <CityInput key="cityId" source="cityId" label="City" coordinates={false} alwaysOn />,
  <ReferenceInput key="companyId" source="companyId" reference="companies" alwaysOn>
    <AutocompleteInput label="Company" optionText="name" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

/** Saved locations, 20 a page, by type, city, company or a search; the page's locations beside on the map (or listed with coordinates). */
export function LocationList() {
  return (
    <ResourceList
      filters={filters}
      perPage={PAGE_SIZE.companies}
      pagination={<ListPagination size={PAGE_SIZE.companies} />}
      actions={<TopToolbar><CreateButton label="New location" /><ExportButton /></TopToolbar>}
      aside={<ListPlacesMap<LocationRecord> toPlace={toPlace} what="locations" caption="Locations and coordinates" />}
      sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' } }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <ShowLinkField source="name" label="Name" sortable={false} />
        <FunctionField<LocationRecord> label="Type" render={(location) => locationTypeLabel(location.locationType)} />
        <TextField source="cityName" label="City" sortable={false} emptyText="N/A" />
        <FunctionField<LocationRecord> label="Company" render={companyLabel} />
      </Datagrid>
    </ResourceList>
  );
}
