import { ResourceList } from '../../components/ResourcePages';
import { ExportButton, FilterButton, TopToolbar } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { formatDateTime, formatMoney } from '#domain/format';
import type { BookingRecord } from '#domain/records/bookings';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { useIsStaff } from '../../providers/useIsStaff';
import { BookingStatusChip } from './BookingStatusChip';
import { bookingFilters } from './bookingFilters';

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportButton maxResults={5000} />
    </TopToolbar>
  );
}

const route = (b: BookingRecord) => `${b.pickupCityName ?? '?'} → ${b.dropOffCityName ?? '?'}`;
const driverAndVehicle = (b: BookingRecord) =>
  b.driverName ? `${b.driverName} · ${b.vehicleRegistration ?? ''}` : 'Not assigned';

/** SPEC §7 booking list: 4 a page, newest first; shippers see their company's only (the API scopes it). */
export function BookingList() {
  const { currency } = useClientConfig();
  // The shipper side is told what it pays for each vehicle, never what the carrier is paid (the API leaves that out).
  const shipperSide = !useIsStaff();
  const columns: GridColumn<BookingRecord>[] = [
    { field: 'code', headerName: 'Booking', width: 140 },
    { field: 'shipmentCode', headerName: 'Shipment', width: 140 },
    { field: 'route', headerName: 'Route', flex: 2, minWidth: 170, render: route },
    { field: 'partnerName', headerName: 'Partner' },
    { field: 'driver', headerName: 'Driver / vehicle', flex: 1.5, render: driverAndVehicle },
    shipperSide
      ? {
          field: 'shipperAmount',
          headerName: 'Shipper Rate',
          align: 'right',
          render: (b) => formatMoney(b.shipperAmount, currency),
        }
      : {
          field: 'amount',
          headerName: 'Amount',
          sortBy: 'amount',
          align: 'right',
          render: (b) => formatMoney(b.amount, currency),
        },
    { field: 'status', headerName: 'Status', render: (b) => <BookingStatusChip status={b.status} /> },
    { field: 'invoiced', headerName: 'Invoiced', width: 100, render: (b) => (b.invoiced ? 'Yes' : 'No') },
    {
      field: 'createdAt',
      headerName: 'Booked',
      sortBy: 'createdAt',
      width: 190,
      render: (b) => formatDateTime(b.createdAt),
    },
  ];
  return (
    <ResourceList filters={bookingFilters} sort={{ field: 'createdAt', order: 'DESC' }} actions={<ListActions />}>
      <ResourceGrid
        label="Bookings"
        columns={columns}
        card={{
          primary: (b) => `${b.code} · ${route(b)}`,
          secondary: (b) => `${b.shipmentCode} · ${driverAndVehicle(b)}`,
          tertiary: (b) => <BookingStatusChip status={b.status} />,
        }}
      />
    </ResourceList>
  );
}
