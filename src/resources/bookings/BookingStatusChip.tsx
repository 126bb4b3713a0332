import { BOOKING_STATUS_LABELS, type BookingStatus } from '#domain/bookings';
import { BOOKING_STATUS_COLOURS } from '#domain/palette';
import { PaletteChip } from '../../components/PaletteChip';

export const BookingStatusChip = ({ status }: { status: number }) => (
  <PaletteChip
    label={BOOKING_STATUS_LABELS[status as BookingStatus] ?? String(status)}
    colour={BOOKING_STATUS_COLOURS[status]}
  />
);
