import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PaletteChip } from '../../components/PaletteChip';
import { licenceExpiryOf } from './licenceExpiry';

/** The expiry date, flagged red when past and amber when within 30 days. */
export function LicenceExpiry({ expiry }: { expiry: string | null | undefined }) {
  const translate = useTranslate();
  const { state, date, note, days } = licenceExpiryOf(expiry);
  const flag =
    state === 'expired'
      ? 'app.fleet.drivers.expired'
      : days === 0
        ? 'app.fleet.drivers.expiresToday'
        : 'app.fleet.drivers.expiresIn';
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component="span" variant="body2">
        {state === 'unknown' ? translate('app.notAvailable') : date}
      </Typography>
      {note && (
        <PaletteChip label={translate(flag, { smart_count: days })} colour={state === 'expired' ? 'red' : 'amber'} />
      )}
    </Box>
  );
}
