import { ResourceList } from '../../components/ResourcePages';
import { CreateButton, ExportButton, NullableBooleanInput, SearchInput, TopToolbar } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { NOT_AVAILABLE_TEXT } from '#domain/limits';
import { CityInput } from '../../components/lookups/CityInput';
import { ListPlacesMap } from '../../components/map/PlacesMap';
import { ActiveChip } from '../../components/fields/ActiveChip';
import { formatPercent, type FuelPumpRecord } from './fuelPumpRecord';
import { ShowLinkField } from '../../components/fields/ShowLinkField';

const filters = [
  <SearchInput
    key="q"
    source="q"
    placeholder="Name or brand"
    alwaysOn
    slotProps={{ htmlInput: { 'aria-label': 'Search fuel pumps' } }}
  />,
  <CityInput key="cityId" source="cityId" label="City" coordinates={false} alwaysOn />,
  <NullableBooleanInput
    key="active"
    source="active"
    label="Active"
    nullLabel="Any"
    trueLabel="Active"
    falseLabel="Inactive"
    alwaysOn
  />,
];

const columns: GridColumn<FuelPumpRecord>[] = [
  { field: 'name', headerName: 'Name', flex: 1.5, render: () => <ShowLinkField source="name" /> },
  { field: 'brand', headerName: 'Brand' },
  { field: 'cityName', headerName: 'City', render: (p) => p.cityName ?? NOT_AVAILABLE_TEXT },
  {
    field: 'discountPercent',
    headerName: 'Discount',
    align: 'right',
    width: 110,
    render: (p) => formatPercent(p.discountPercent) ?? NOT_AVAILABLE_TEXT,
  },
  { field: 'active', headerName: 'Active', width: 110, render: (p) => <ActiveChip active={p.active} /> },
];

const toPlace = (pump: FuelPumpRecord) => ({
  id: pump.id,
  name: pump.name,
  latitude: pump.latitude,
  longitude: pump.longitude,
  detail: [pump.brand, pump.cityName].filter(Boolean).join(', '),
});

/** Fuel pumps, 20 a page, by name, city and whether live; the page's pumps beside on the map (or listed with coordinates). */
export function FuelPumpList() {
  return (
    <ResourceList
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton label="New fuel pump" />
          <ExportButton />
        </TopToolbar>
      }
      aside={<ListPlacesMap<FuelPumpRecord> toPlace={toPlace} what="fuel pumps" caption="Fuel pumps and coordinates" />}
      sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' } }}
    >
      <ResourceGrid
        label="Fuel pumps"
        columns={columns}
        card={{
          primary: (p) => p.name,
          secondary: (p) => [p.brand, p.cityName].filter(Boolean).join(' · '),
          tertiary: (p) => <ActiveChip active={p.active} />,
        }}
      />
    </ResourceList>
  );
}
