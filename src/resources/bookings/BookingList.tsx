import { ResourceList } from '../../components/ResourcePages';
import { ListPagination } from '../../components/ListPagination';
import { Datagrid, ExportButton, FilterButton, FunctionField, TextField, TopToolbar } from 'react-admin';
import { formatDateTime, formatMoney } from '../../domain/format';
import { PAGE_SIZE } from '../../domain/limits';
import type { BookingDetail } from '../../providers/bookingCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { useIsStaff } from '../../providers/useIsStaff';
import { BookingStatusField } from './BookingStatusField';
import { bookingFilters } from './bookingFilters';

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportButton maxResults={5000} />
    </TopToolbar>
  );
}

/** SPEC §7 booking list: 4 a page, newest first; shippers see their company's only (the API scopes it). */
export function BookingList() {
  const { currency } = useClientConfig();
  // The shipper side is told what it pays for each vehicle, never what the carrier is paid (the API leaves that out).
  const shipperSide = !useIsStaff();
  return (
    <ResourceList filters={bookingFilters} perPage={PAGE_SIZE.bookings} pagination={<ListPagination size={PAGE_SIZE.bookings} />} sort={{ field: 'createdAt', order: 'DESC' }} actions={<ListActions />}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="code" label="Booking" sortable={false} />
        <TextField source="shipmentCode" label="Shipment" sortable={false} />
        <FunctionField<BookingDetail> label="Route" render={(b) => `${b.pickupCityName ?? '?'} → ${b.dropOffCityName ?? '?'}`} />
        <TextField source="partnerName" label="Partner" sortable={false} />
        <FunctionField<BookingDetail> label="Driver / vehicle" render={(b) => (b.driverName ? `${b.driverName} · ${b.vehicleRegistration ?? ''}` : 'Not assigned')} />
        {shipperSide ? (
          <FunctionField<BookingDetail> label="Shipper Rate" sortable={false} render={(b) => formatMoney(b.shipperAmount, currency)} />
        ) : (
          <FunctionField<BookingDetail> label="Amount" sortBy="amount" render={(b) => formatMoney(b.amount, currency)} />
        )}
        <BookingStatusField label="Status" source="status" />
        <FunctionField<BookingDetail> label="Invoiced" render={(b) => (b.invoiced ? 'Yes' : 'No')} />
        <FunctionField<BookingDetail> label="Booked" sortBy="createdAt" render={(b) => formatDateTime(b.createdAt)} />
      </Datagrid>
    </ResourceList>
  );
}
