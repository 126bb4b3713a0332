import { ResourceList } from '../../components/ResourcePages';
import { ListPagination } from '../../components/ListPagination';
import { CreateButton, Datagrid, ExportButton, FunctionField, NullableBooleanInput, SearchInput, TextField, TopToolbar } from 'react-admin';
import { PAGE_SIZE } from '../../domain/limits';
import { CityInput } from '../../custom/lookups/CityInput';
import { ListPlacesMap } from '../../components/map/PlacesMap';
import { ActiveField } from './ActiveField';
import { formatPercent, type FuelPumpRecord } from './fuelPumpRecord';
import { ShowLinkField } from './ShowLinkField';

const filters = [
  <SearchInput key="q" source="q" placeholder="Name or brand" alwaysOn slotProps={{ htmlInput: { 'aria-label': 'Search fuel pumps' } }} />,
  <CityInput key="cityId" source="cityId" label="City" coordinates={false} alwaysOn />,
  <NullableBooleanInput key="active" source="active" label="Active" nullLabel="Any" trueLabel="Active" falseLabel="Inactive" alwaysOn />,
];

const toPlace = (pump: FuelPumpRecord) => ({ id: pump.id, name: pump.name, latitude: pump.latitude, longitude: pump.longitude, detail: [pump.brand, pump.cityName].filter(Boolean).join(', ') });

/** Fuel pumps, 20 a page, by name, city and whether live; the page's pumps beside on the map (or listed with coordinates). */
export function FuelPumpList() {
  return (
    <ResourceList
      filters={filters}
      perPage={PAGE_SIZE.companies}
      pagination={<ListPagination size={PAGE_SIZE.companies} />}
      actions={<TopToolbar><CreateButton label="New fuel pump" /><ExportButton /></TopToolbar>}
      aside={<ListPlacesMap<FuelPumpRecord> toPlace={toPlace} what="fuel pumps" caption="Fuel pumps and coordinates" />}
      sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' } }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <ShowLinkField source="name" label="Name" sortable={false} />
        <TextField source="brand" label="Brand" sortable={false} />
        <TextField source="cityName" label="City" sortable={false} emptyText="N/A" />
        <FunctionField<FuelPumpRecord> label="Discount" textAlign="right" render={(pump) => formatPercent(pump.discountPercent) ?? 'N/A'} />
        <ActiveField />
      </Datagrid>
    </ResourceList>
  );
}
