import { ResourceList } from '../../components/ResourcePages';
import {
  CreateButton,
  ExportButton,
  NullableBooleanInput,
  TopToolbar,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { CityInput } from '../../components/lookups/CityInput';
import { ListPlacesMap } from '../../components/map/PlacesMap';
import { ActiveChip } from '../../components/fields/ActiveChip';
import { formatPercent, type FuelPumpRecord } from './fuelPumpRecord';
import { ShowLinkField } from '../../components/fields/ShowLinkField';
import { SearchFilter } from '../../components/inputs/SearchFilter';

const filters = [
  <SearchFilter
    key="q"
    source="q"
    placeholder="app.fleet.fuelPumps.search"
    alwaysOn
    searchLabel="app.fleet.fuelPumps.searchLabel"
  />,
  <CityInput key="cityId" source="cityId" label="resources.fuel-pumps.fields.cityId" coordinates={false} alwaysOn />,
  <NullableBooleanInput
    key="active"
    source="active"
    label="resources.fuel-pumps.fields.active"
    nullLabel="app.fleet.any"
    trueLabel="app.components.status.active"
    falseLabel="app.components.status.inactive"
    alwaysOn
  />,
];

const columns = (translate: TranslateFunction): GridColumn<FuelPumpRecord>[] => [
  { field: 'name', headerName: 'app.fleet.name', flex: 1.5, render: () => <ShowLinkField source="name" /> },
  { field: 'brand', headerName: 'resources.fuel-pumps.fields.brand' },
  {
    field: 'cityName',
    headerName: 'resources.fuel-pumps.fields.cityName',
    render: (p) => p.cityName ?? translate('app.notAvailable'),
  },
  {
    field: 'discountPercent',
    headerName: 'app.fleet.discount',
    align: 'right',
    width: 110,
    render: (p) => formatPercent(p.discountPercent) ?? translate('app.notAvailable'),
  },
  {
    field: 'active',
    headerName: 'resources.fuel-pumps.fields.active',
    width: 110,
    render: (p) => <ActiveChip active={p.active} />,
  },
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
  const translate = useTranslate();
  return (
    <ResourceList
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton label="app.fleet.fuelPumps.newPump" />
          <ExportButton />
        </TopToolbar>
      }
      aside={
        <ListPlacesMap<FuelPumpRecord>
          toPlace={toPlace}
          what="app.fleet.fuelPumps.what"
          caption="app.fleet.fuelPumps.caption"
        />
      }
      sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' } }}
    >
      <ResourceGrid
        label="resources.fuel-pumps.name"
        columns={columns(translate)}
        card={{
          primary: (p) => p.name,
          secondary: (p) => [p.brand, p.cityName].filter(Boolean).join(' · '),
          tertiary: (p) => <ActiveChip active={p.active} />,
        }}
      />
    </ResourceList>
  );
}
