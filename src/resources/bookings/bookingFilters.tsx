import { NullableBooleanInput, SearchInput, SelectInput } from 'react-admin';
import { BOOKING_STATUS_LABELS } from '#domain/bookings';
import { DayFilterInput } from '../../components/inputs/DayFilterInput';

const statusChoices = Object.entries(BOOKING_STATUS_LABELS).map(([id, name]) => ({ id: Number(id), name }));

/** SPEC §7 booking list filters: status, invoiced, shipment or booking reference, date range. */
export const bookingFilters = [
  <SearchInput key="referenceNo" source="referenceNo" placeholder="Booking or shipment reference" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
  <NullableBooleanInput key="invoiced" source="invoiced" label="Invoiced" />,
  <DayFilterInput key="fromDate" source="fromDate" label="Booked from" edge="start" />,
  <DayFilterInput key="toDate" source="toDate" label="Booked until" edge="end" />,
];
