import { Chip } from '@mui/material';
import { PALETTE, SHIPMENT_STATUS_COLOURS } from '#domain/palette';
import { SHIPMENT_STATUS_LABELS, type ShipmentStatus } from '#domain/shipments';

export function StatusChip({ status }: { status: string }) {
  const colour = PALETTE[SHIPMENT_STATUS_COLOURS[status] ?? 'grey'];
  return (
    <Chip
      size="small"
      label={SHIPMENT_STATUS_LABELS[status as ShipmentStatus] ?? status}
      sx={{ bgcolor: colour.tint, color: colour.ink, fontWeight: 600 }}
    />
  );
}
