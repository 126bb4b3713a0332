import { useRecordContext } from 'react-admin';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '../../domain/bookings';
import { BOOKING_STATUS_COLOURS } from '../../domain/palette';
import { PaletteChip } from '../../components/PaletteChip';

export const BookingStatusChip = ({ status }: { status: number }) => (
  <PaletteChip label={BOOKING_STATUS_LABELS[status as BookingStatus] ?? String(status)} colour={BOOKING_STATUS_COLOURS[status]} />
);

/** The record's booking status as a coloured chip (list column and detail header). */
export function BookingStatusField(_: { label?: string; source?: string }) {
  const record = useRecordContext<{ status: number }>();
  return record ? <BookingStatusChip status={record.status} /> : null;
}
