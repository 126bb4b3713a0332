import { ResourceList } from '../../components/ResourcePages';
import { ListPagination } from '../../components/ListPagination';
import { CreateButton, Datagrid, downloadCSV, ExportButton, NumberField, SearchInput, TextField, TopToolbar, type Exporter } from 'react-admin';
import Papa from 'papaparse';
import { PAGE_SIZE } from '../../domain/limits';
import type { FleetRecord } from '../../providers/fleetCalls';
import { useIsStaff } from '../../providers/useIsStaff';
import { PartnerInput } from '../drivers/PartnerInput';

const fleetFilters = (isStaff: boolean) => [
  <SearchInput key="q" source="q" placeholder="Fleet name" alwaysOn />,
  ...(isStaff ? [<PartnerInput key="partnerId" source="partnerId" alwaysOn />] : []),
];

const fleetExporter: Exporter<FleetRecord> = (records) =>
  downloadCSV(Papa.unparse(records.map((f) => ({ Fleet: f.name, Partner: f.partnerName ?? '', Vehicles: f.vehicleCount, Description: f.description ?? '' }))), 'fleets');

/** A partner's named groups of vehicles, 20 a page; a row opens the fleet and its vehicles. */
export function FleetList() {
  const isStaff = useIsStaff();
  return (
    <ResourceList
      filters={fleetFilters(isStaff)}
      perPage={PAGE_SIZE.companies} pagination={<ListPagination size={PAGE_SIZE.companies} />}
      exporter={fleetExporter}
      actions={
        <TopToolbar>
          <CreateButton label="New fleet" />
          <ExportButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" label="Fleet" sortable={false} />
        {isStaff && <TextField source="partnerName" label="Partner" sortable={false} emptyText="—" />}
        <NumberField source="vehicleCount" label="Vehicles" sortable={false} />
        <TextField source="description" label="Description" sortable={false} emptyText="—" />
      </Datagrid>
    </ResourceList>
  );
}
