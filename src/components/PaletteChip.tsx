import { Chip } from '@mui/material';
import { PALETTE, type PaletteName } from '#domain/palette';

/** A status as a chip in its palette colour (ink on tint, WCAG AA). */
export function PaletteChip({ label, colour = 'grey' }: { label: string; colour?: PaletteName }) {
  const { ink, tint } = PALETTE[colour];
  return <Chip size="small" label={label} sx={{ bgcolor: tint, color: ink, fontWeight: 600 }} />;
}
