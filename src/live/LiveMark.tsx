import { Box, Tooltip } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { useLiveStatus } from './liveStore';

/**
 * The app bar's small mark of the change feed: "Live" while screens follow colleagues' changes,
 * "Reconnecting…" while the stream is down (a dot alone on a phone, the words still read out).
 * Nothing when the API has no feed, or before it first answers.
 */
export function LiveMark() {
  const status = useLiveStatus();
  const translate = useTranslate();
  const shown = status === 'live' || status === 'reconnecting';
  const live = status === 'live';
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', mx: 1 }}>
      {shown && (
        <Tooltip title={translate(`app.components.live.${live ? 'liveHint' : 'reconnectingHint'}`)}>
          <Box
            component="span"
            data-live-status={status}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontSize: '0.8125rem', fontWeight: 500 }}
          >
            <Box
              component="span"
              sx={{
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: live ? 'success.light' : 'warning.light',
                border: '2px solid currentColor',
              }}
            />
            <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('md')]: visuallyHidden })}>
              {translate(`app.components.live.${live ? 'live' : 'reconnecting'}`)}
            </Box>
          </Box>
        </Tooltip>
      )}
    </Box>
  );
}
