import { ResourceList } from '../../components/ResourcePages';
import {
  AutocompleteInput,
  CreateButton,
  ExportButton,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { NOT_AVAILABLE_TEXT } from '#domain/limits';
import { CityInput } from '../../components/lookups/CityInput';
import { ListPlacesMap } from '../../components/map/PlacesMap';
import { companyLabel, locationTypeChoices, locationTypeLabel, toPlace, type LocationRecord } from './locationRecord';
import { ShowLinkField } from '../../components/fields/ShowLinkField';

const filters = [
  <SearchInput
    key="q"
    source="q"
    placeholder="Name or address"
    alwaysOn
    slotProps={{ htmlInput: { 'aria-label': 'Search locations' } }}
  />,
  <SelectInput
    key="locationType"
    source="locationType"
    label="Type"
    choices={locationTypeChoices}
    emptyText="Any"
    alwaysOn
  />,
  <CityInput key="cityId" source="cityId" label="City" coordinates={false} alwaysOn />,
  <ReferenceInput key="companyId" source="companyId" reference="companies" alwaysOn>
    <AutocompleteInput label="Company" optionText="name" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

const columns: GridColumn<LocationRecord>[] = [
  { field: 'name', headerName: 'Name', flex: 1.5, render: () => <ShowLinkField source="name" /> },
  { field: 'locationType', headerName: 'Type', render: (l) => locationTypeLabel(l.locationType) },
  { field: 'cityName', headerName: 'City', render: (l) => l.cityName ?? NOT_AVAILABLE_TEXT },
  { field: 'company', headerName: 'Company', render: companyLabel },
];

/** Saved locations, 20 a page, by type, city, company or a search; the page's locations beside on the map (or listed with coordinates). */
export function LocationList() {
  return (
    <ResourceList
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton label="New location" />
          <ExportButton />
        </TopToolbar>
      }
      aside={<ListPlacesMap<LocationRecord> toPlace={toPlace} what="locations" caption="Locations and coordinates" />}
      sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' } }}
    >
      <ResourceGrid
        label="Locations"
        columns={columns}
        card={{
          primary: (l) => l.name,
          secondary: (l) => `${locationTypeLabel(l.locationType)} · ${l.cityName ?? NOT_AVAILABLE_TEXT}`,
          tertiary: companyLabel,
        }}
      />
    </ResourceList>
  );
}
