import { Box, Typography } from '@mui/material';
import { PaletteChip } from '../../components/PaletteChip';
import { licenceExpiryOf } from './licenceExpiry';

/** The expiry date, flagged red when past and amber when within 30 days. */
export function LicenceExpiry({ expiry }: { expiry: string | null | undefined }) {
  const { state, date, note } = licenceExpiryOf(expiry);
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component="span" variant="body2">
        {date}
      </Typography>
      {note && <PaletteChip label={note} colour={state === 'expired' ? 'red' : 'amber'} />}
    </Box>
  );
}
