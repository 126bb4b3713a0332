import { VERIFICATION_STATUS_LABELS, VERIFICATION_STATUSES, type VerificationStatus } from '#domain/fleet';
import type { PaletteName } from '#domain/palette';
import { PaletteChip } from './PaletteChip';

/** Verification statuses on the palette: waiting amber, verified green, rejected red. */
const STATUS_COLOURS: Record<VerificationStatus, PaletteName> = {
  PENDING: 'amber',
  VERIFIED: 'green',
  REJECTED: 'red',
};

/** The choices of a status filter or picker. */
export const verificationStatusChoices = VERIFICATION_STATUSES.map((id) => ({
  id,
  name: VERIFICATION_STATUS_LABELS[id],
}));

/** A driver's or vehicle's verification status as a coloured chip. */
export function VerificationStatusChip({ status }: { status: string | null | undefined }) {
  const known = status && status in VERIFICATION_STATUS_LABELS ? (status as VerificationStatus) : null;
  return (
    <PaletteChip
      label={known ? VERIFICATION_STATUS_LABELS[known] : (status ?? 'Unknown')}
      colour={known ? STATUS_COLOURS[known] : 'grey'}
    />
  );
}
