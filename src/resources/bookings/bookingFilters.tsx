import { NullableBooleanInput, SelectInput } from 'react-admin';
import { SearchFilter } from '../../components/inputs/SearchFilter';
import { BOOKING_STATUS_LABELS } from '#domain/bookings';
import { DayFilterInput } from '../../components/inputs/DayFilterInput';

// Choice names are message keys: react-admin translates them (English from src/domain).
const statusChoices = Object.keys(BOOKING_STATUS_LABELS).map((id) => ({
  id: Number(id),
  name: `enums.bookingStatus.${id}`,
}));

/** SPEC §7 booking list filters: status, invoiced, shipment or booking reference, date range. */
export const bookingFilters = [
  <SearchFilter key="referenceNo" source="referenceNo" placeholder="resources.bookings.fields.referenceNo" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <NullableBooleanInput key="invoiced" source="invoiced" />,
  <DayFilterInput key="fromDate" source="fromDate" edge="start" />,
  <DayFilterInput key="toDate" source="toDate" edge="end" after="fromDate" />,
];
