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
    { field: 'fullName', headerName: 'app.fleet.name', flex: 1.5 },
    { field: 'phoneNumber', headerName: 'app.fleet.phone' },
    { field: 'cnic', headerName: 'resources.drivers.fields.cnic' },
    {
      field: 'licenseExpiry',
      headerName: 'resources.drivers.fields.licenseExpiry',
      render: (d) => <LicenceExpiry expiry={d.licenseExpiry} />,
    },
    ...(isStaff ? [{ field: 'partnerName', headerName: 'resources.drivers.fields.partnerName' }] : []),
    {
      field: 'status',
      headerName: 'resources.drivers.fields.status',
      render: (d) => <VerificationStatusChip status={d.status} />,
    },
  ];
  return (
    <ResourceList
      filters={driverFilters(isStaff)}
      exporter={driverExporter}
      actions={
        <TopToolbar>
          <CreateButton label="app.fleet.drivers.newDriver" />
          <ExportButton />
        </TopToolbar>
      }
    >
      <ResourceGrid
        label="resources.drivers.name"
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
