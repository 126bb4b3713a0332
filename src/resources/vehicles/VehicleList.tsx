import { ResourceList } from '../../components/ResourcePages';
import { CreateButton, ExportButton, TopToolbar } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import { useIsStaff } from '../../providers/useIsStaff';
import { vehicleExporter } from './vehicleExporter';
import { vehicleFilters } from './vehicleFilters';
import { useVehicleColumns } from './VehicleFields';

/** Vehicles, 20 a page, by registration, type, status, fleet and partner; a row opens the vehicle. */
export function VehicleList() {
  const isStaff = useIsStaff();
  const { columns, card } = useVehicleColumns({ fleet: true, partner: isStaff });
  return (
    <ResourceList
      filters={vehicleFilters(isStaff)}
      exporter={vehicleExporter}
      actions={
        <TopToolbar>
          <CreateButton label="app.fleet.vehicles.newVehicle" />
          <ExportButton />
        </TopToolbar>
      }
    >
      <ResourceGrid label="resources.vehicles.name" columns={columns} card={card} />
    </ResourceList>
  );
}
