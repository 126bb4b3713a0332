import { ResourceList } from '../../components/ResourcePages';
import {
  AutocompleteInput,
  CreateButton,
  ExportButton,
  NullableBooleanInput,
  ReferenceInput,
  TopToolbar,
} from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import { useTyreColumns } from './tyreFields';
import { SearchFilter } from '../../components/inputs/SearchFilter';

const filters = [
  <SearchFilter
    key="q"
    source="q"
    placeholder="app.fleet.tyres.search"
    alwaysOn
    searchLabel="app.fleet.tyres.searchLabel"
  />,
  <NullableBooleanInput
    key="active"
    source="active"
    label="resources.tyres.fields.active"
    nullLabel="app.fleet.any"
    trueLabel="app.components.status.active"
    falseLabel="app.components.status.inactive"
    alwaysOn
  />,
  <ReferenceInput key="fuelPumpId" source="fuelPumpId" reference="fuel-pumps" alwaysOn>
    <AutocompleteInput
      label="resources.tyres.fields.fuelPumpId"
      optionText="name"
      filterToQuery={(q: string) => ({ q })}
    />
  </ReferenceInput>,
];

/** Tyre discount offers, 20 a page, by brand or size, whether live and the pump that honours them. */
export function TyreList() {
  const { columns, card } = useTyreColumns();
  return (
    <ResourceList
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton label="app.fleet.tyres.newOffer" />
          <ExportButton />
        </TopToolbar>
      }
    >
      <ResourceGrid label="resources.tyres.name" columns={columns} card={card} />
    </ResourceList>
  );
}
