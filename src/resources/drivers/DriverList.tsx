import { ResourceList } from '../../components/ResourcePages';
import { ListPagination } from '../../components/ListPagination';
import { CreateButton, Datagrid, ExportButton, TextField, TopToolbar } from 'react-admin';
import { PAGE_SIZE } from '../../domain/limits';
import { VerificationStatusField } from '../../components/VerificationStatusField';
import { useIsStaff } from '../../providers/useIsStaff';
import { driverExporter } from './driverExporter';
import { driverFilters } from './driverFilters';
import { LicenceExpiryField } from './LicenceExpiryField';

/** Drivers, 20 a page: searched, filtered, licence expiry flagged; a row opens the driver. */
export function DriverList() {
  const isStaff = useIsStaff();
  return (
    <ResourceList
      filters={driverFilters(isStaff)}
      perPage={PAGE_SIZE.companies} pagination={<ListPagination size={PAGE_SIZE.companies} />}
      exporter={driverExporter}
      actions={
        <TopToolbar>
          <CreateButton label="New driver" />
          <ExportButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="fullName" label="Name" sortable={false} />
        <TextField source="phoneNumber" label="Phone" sortable={false} />
        <TextField source="cnic" label="CNIC" sortable={false} />
        <LicenceExpiryField />
        {isStaff && <TextField source="partnerName" label="Partner" sortable={false} emptyText="—" />}
        <VerificationStatusField />
      </Datagrid>
    </ResourceList>
  );
}
