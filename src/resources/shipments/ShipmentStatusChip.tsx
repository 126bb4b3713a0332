import { Chip } from '@mui/material';
import { PALETTE, SHIPMENT_STATUS_COLOURS } from '#domain/palette';
import { useEnumLabel } from '../../i18n/useEnumLabel';

export function StatusChip({ status }: { status: string }) {
  const colour = PALETTE[SHIPMENT_STATUS_COLOURS[status] ?? 'grey'];
  const label = useEnumLabel();
  return (
    <Chip
      size="small"
      label={label('shipmentStatus', status)}
      sx={{ bgcolor: colour.tint, color: colour.ink, fontWeight: 600 }}
    />
  );
}
