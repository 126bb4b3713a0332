import { ResourceList } from '../../components/ResourcePages';
import {
  AutocompleteInput,
  CreateButton,
  ExportButton,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  TopToolbar,
} from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import { useTyreColumns } from './tyreFields';

const filters = [
  <SearchInput
    key="q"
    source="q"
    placeholder="Brand or size"
    alwaysOn
    slotProps={{ htmlInput: { 'aria-label': 'Search tyre offers' } }}
  />,
  <NullableBooleanInput
    key="active"
    source="active"
    label="Active"
    nullLabel="Any"
    trueLabel="Active"
    falseLabel="Inactive"
    alwaysOn
  />,
  <ReferenceInput key="fuelPumpId" source="fuelPumpId" reference="fuel-pumps" alwaysOn>
    <AutocompleteInput label="Fuel pump" optionText="name" filterToQuery={(q: string) => ({ q })} />
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
          <CreateButton label="New tyre offer" />
          <ExportButton />
        </TopToolbar>
      }
    >
      <ResourceGrid label="Tyre offers" columns={columns} card={card} />
    </ResourceList>
  );
}
