import { ResourceList } from '../../components/ResourcePages';
import {
  AutocompleteInput,
  CreateButton,
  ExportButton,
  ReferenceInput,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { CityInput } from '../../components/lookups/CityInput';
import { ListPlacesMap } from '../../components/map/PlacesMap';
import { locationTypeChoices, useLocationTexts, type LocationRecord } from './locationRecord';
import { ShowLinkField } from '../../components/fields/ShowLinkField';
import { SearchFilter } from '../../components/inputs/SearchFilter';

const filters = [
  <SearchFilter
    key="q"
    source="q"
    placeholder="app.fleet.locations.search"
    alwaysOn
    searchLabel="app.fleet.locations.searchLabel"
  />,
  <SelectInput
    key="locationType"
    source="locationType"
    label="app.fleet.locations.type"
    choices={locationTypeChoices}
    emptyText="app.fleet.any"
    alwaysOn
  />,
  <CityInput key="cityId" source="cityId" label="resources.locations.fields.cityId" coordinates={false} alwaysOn />,
  <ReferenceInput key="companyId" source="companyId" reference="companies" alwaysOn>
    <AutocompleteInput
      label="resources.locations.fields.companyId"
      optionText="name"
      filterToQuery={(q: string) => ({ q })}
    />
  </ReferenceInput>,
];

/** Saved locations, 20 a page, by type, city, company or a search; the page's locations beside on the map (or listed with coordinates). */
export function LocationList() {
  const translate = useTranslate();
  const { companyLabel, locationTypeLabel, toPlace } = useLocationTexts();
  const notAvailable = translate('app.notAvailable');
  const columns: GridColumn<LocationRecord>[] = [
    { field: 'name', headerName: 'app.fleet.name', flex: 1.5, render: () => <ShowLinkField source="name" /> },
    { field: 'locationType', headerName: 'app.fleet.locations.type', render: (l) => locationTypeLabel(l.locationType) },
    { field: 'cityName', headerName: 'resources.locations.fields.cityName', render: (l) => l.cityName ?? notAvailable },
    { field: 'company', headerName: 'resources.locations.fields.company', render: companyLabel },
  ];
  return (
    <ResourceList
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton label="app.fleet.locations.newLocation" />
          <ExportButton />
        </TopToolbar>
      }
      aside={
        <ListPlacesMap<LocationRecord>
          toPlace={toPlace}
          what="app.fleet.locations.listWhat"
          caption="app.fleet.locations.listCaption"
        />
      }
      sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' } }}
    >
      <ResourceGrid
        label="resources.locations.name"
        columns={columns}
        card={{
          primary: (l) => l.name,
          secondary: (l) => `${locationTypeLabel(l.locationType)} · ${l.cityName ?? notAvailable}`,
          tertiary: companyLabel,
        }}
      />
    </ResourceList>
  );
}
