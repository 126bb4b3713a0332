import { ResourceList } from '../../components/ResourcePages';
import { useSpecLabels } from '../../providers/useConfigEntry';
import { ListPagination } from '../../components/ListPagination';
import { CreateButton, Datagrid, ExportButton, TextField, TopToolbar } from 'react-admin';
import { PAGE_SIZE } from '../../domain/limits';
import { VerificationStatusField } from '../../components/VerificationStatusField';
import { useIsStaff } from '../../providers/useIsStaff';
import { vehicleExporter } from './vehicleExporter';
import { vehicleFilters } from './vehicleFilters';
import { CapacityField, RegistrationField } from './VehicleFields';

/** Vehicles, 20 a page, by registration, type, status, fleet and partner; a row opens the vehicle. */
export function VehicleList() {
  const isStaff = useIsStaff();
  const { vehicleType } = useSpecLabels();
  return (
    <ResourceList
      filters={vehicleFilters(isStaff)}
      perPage={PAGE_SIZE.companies} pagination={<ListPagination size={PAGE_SIZE.companies} />}
      exporter={vehicleExporter}
      actions={
        <TopToolbar>
          <CreateButton label="New vehicle" />
          <ExportButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <RegistrationField />
        <TextField source="vehicleTypeName" label={vehicleType} sortable={false} />
        <TextField source="vehicleTypeVariantName" label="Variant" sortable={false} emptyText="—" />
        <CapacityField />
        <TextField source="fleetName" label="Fleet" sortable={false} emptyText="—" />
        {isStaff && <TextField source="partnerName" label="Partner" sortable={false} emptyText="—" />}
        <VerificationStatusField />
      </Datagrid>
    </ResourceList>
  );
}
