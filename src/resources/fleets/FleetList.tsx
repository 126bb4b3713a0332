import { ResourceList } from '../../components/ResourcePages';
import { CreateButton, ExportButton, TopToolbar, useTranslate, type Exporter } from 'react-admin';
import { exportCsv } from '../../components/export/exportCsv';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import type { FleetRecord } from '../../providers/fleetCalls';
import { useIsStaff } from '../../providers/useIsStaff';
import { PartnerInput } from '../../components/inputs/PartnerInput';
import { SearchFilter } from '../../components/inputs/SearchFilter';

const fleetFilters = (isStaff: boolean) => [
  <SearchFilter key="q" source="q" placeholder="resources.fleets.fields.name" alwaysOn />,
  ...(isStaff ? [<PartnerInput key="partnerId" source="partnerId" alwaysOn />] : []),
];

export const fleetExporter: Exporter<FleetRecord> = (records) =>
  exportCsv(
    records.map((f) => ({
      Fleet: f.name,
      Partner: f.partnerName ?? '',
      Vehicles: f.vehicleCount,
      Description: f.description ?? '',
    })),
    'fleets',
  );

/** A partner's named groups of vehicles, 20 a page; a row opens the fleet and its vehicles. */
export function FleetList() {
  const isStaff = useIsStaff();
  const translate = useTranslate();
  const columns: GridColumn<FleetRecord>[] = [
    { field: 'name', headerName: 'app.fleet.fleets.fleet' },
    ...(isStaff ? [{ field: 'partnerName', headerName: 'resources.fleets.fields.partnerName' }] : []),
    { field: 'vehicleCount', headerName: 'resources.fleets.fields.vehicleCount', align: 'right', width: 110 },
    { field: 'description', headerName: 'resources.fleets.fields.description', flex: 2 },
  ];
  return (
    <ResourceList
      filters={fleetFilters(isStaff)}
      exporter={fleetExporter}
      actions={
        <TopToolbar>
          <CreateButton label="app.fleet.fleets.newFleet" />
          <ExportButton />
        </TopToolbar>
      }
    >
      <ResourceGrid
        label="resources.fleets.name"
        columns={columns}
        card={{
          primary: (f) => f.name,
          secondary: (f) =>
            `${translate('app.fleet.fleets.vehicleCount', { smart_count: f.vehicleCount })}${isStaff && f.partnerName ? ` · ${f.partnerName}` : ''}`,
        }}
      />
    </ResourceList>
  );
}
