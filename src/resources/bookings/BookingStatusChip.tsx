import { BOOKING_STATUS_COLOURS } from '#domain/palette';
import { PaletteChip } from '../../components/PaletteChip';
import { useEnumLabel } from '../../i18n/useEnumLabel';

export function BookingStatusChip({ status }: { status: number }) {
  const label = useEnumLabel();
  return <PaletteChip label={label('bookingStatus', status)} colour={BOOKING_STATUS_COLOURS[status]} />;
}
