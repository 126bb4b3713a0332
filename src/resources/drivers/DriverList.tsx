import { ResourceList } from '../../components/ResourcePages';
import { CreateButton, ExportButton, TopToolbar } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { VerificationStatusChip } from '../../components/VerificationStatusChip';
import type { DriverRecord } from '../../providers/fleetCalls';
import { useIsStaff } from '../../providers/useIsStaff';
import { driverExporter } from './driverExporter';
import { driverFilters } from './driverFilters';
import { LicenceExpiry } from './LicenceExpiry';

/** Drivers, 20 a page: searched, filtered, licence expiry flagged; a row opens the driver. */
export function DriverList() {
  const isStaff = useIsStaff();
  const columns: GridColumn<DriverRecord>[] = [
    { field: 'fullName', headerName: 'Name', flex: 1.5 },
    { field: 'phoneNumber', headerName: 'Phone' },
    { field: 'cnic', headerName: 'CNIC' },
    { field: 'licenseExpiry', headerName: 'Licence expiry', render: (d) => <LicenceExpiry expiry={d.licenseExpiry} /> },
    ...(isStaff ? [{ field: 'partnerName', headerName: 'Partner' }] : []),
    { field: 'status', headerName: 'Status', render: (d) => <VerificationStatusChip status={d.status} /> },
  ];
  return (
    <ResourceList
      filters={driverFilters(isStaff)}
      exporter={driverExporter}
      actions={
        <TopToolbar>
          <CreateButton label="New driver" />
          <ExportButton />
        </TopToolbar>
      }
    >
      <ResourceGrid
        label="Drivers"
        columns={columns}
        card={{
          primary: (d) => d.fullName,
          secondary: (d) => `${d.phoneNumber} · ${d.cnic}`,
          tertiary: (d) => <VerificationStatusChip status={d.status} />,
        }}
      />
    </ResourceList>
  );
}
