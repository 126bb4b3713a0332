import { VERIFICATION_STATUS_LABELS, VERIFICATION_STATUSES, type VerificationStatus } from '#domain/fleet';
import type { PaletteName } from '#domain/palette';
import { useTranslate } from 'react-admin';
import { PaletteChip } from './PaletteChip';
import { useEnumLabel } from '../i18n/useEnumLabel';

/** Verification statuses on the palette: waiting amber, verified green, rejected red. */
const STATUS_COLOURS: Record<VerificationStatus, PaletteName> = {
  PENDING: 'amber',
  VERIFIED: 'green',
  REJECTED: 'red',
};

/** The choices of a status filter or picker (their names message keys, which react-admin translates). */
export const verificationStatusChoices = VERIFICATION_STATUSES.map((id) => ({
  id,
  name: `enums.verificationStatus.${id}`,
}));

/** A driver's or vehicle's verification status as a coloured chip. */
export function VerificationStatusChip({ status }: { status: string | null | undefined }) {
  const translate = useTranslate();
  const label = useEnumLabel();
  const known = status && status in VERIFICATION_STATUS_LABELS ? (status as VerificationStatus) : null;
  return (
    <PaletteChip
      label={known ? label('verificationStatus', known) : (status ?? translate('app.components.status.unknown'))}
      colour={known ? STATUS_COLOURS[known] : 'grey'}
    />
  );
}
