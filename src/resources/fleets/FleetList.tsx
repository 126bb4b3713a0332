import { ResourceList } from '../../components/ResourcePages';
import { CreateButton, downloadCSV, ExportButton, SearchInput, TopToolbar, type Exporter } from 'react-admin';
import Papa from 'papaparse';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import type { FleetRecord } from '../../providers/fleetCalls';
import { useIsStaff } from '../../providers/useIsStaff';
import { PartnerInput } from '../../components/inputs/PartnerInput';

const fleetFilters = (isStaff: boolean) => [
  <SearchInput key="q" source="q" placeholder="Fleet name" alwaysOn />,
  ...(isStaff ? [<PartnerInput key="partnerId" source="partnerId" alwaysOn />] : []),
];

const fleetExporter: Exporter<FleetRecord> = (records) =>
  downloadCSV(
    Papa.unparse(
      records.map((f) => ({
        Fleet: f.name,
        Partner: f.partnerName ?? '',
        Vehicles: f.vehicleCount,
        Description: f.description ?? '',
      })),
    ),
    'fleets',
  );

/** A partner's named groups of vehicles, 20 a page; a row opens the fleet and its vehicles. */
export function FleetList() {
  const isStaff = useIsStaff();
  const columns: GridColumn<FleetRecord>[] = [
    { field: 'name', headerName: 'Fleet' },
    ...(isStaff ? [{ field: 'partnerName', headerName: 'Partner' }] : []),
    { field: 'vehicleCount', headerName: 'Vehicles', align: 'right', width: 110 },
    { field: 'description', headerName: 'Description', flex: 2 },
  ];
  return (
    <ResourceList
      filters={fleetFilters(isStaff)}
      exporter={fleetExporter}
      actions={
        <TopToolbar>
          <CreateButton label="New fleet" />
          <ExportButton />
        </TopToolbar>
      }
    >
      <ResourceGrid
        label="Fleets"
        columns={columns}
        card={{
          primary: (f) => f.name,
          secondary: (f) => `${f.vehicleCount} vehicle(s)${isStaff && f.partnerName ? ` · ${f.partnerName}` : ''}`,
        }}
      />
    </ResourceList>
  );
}
