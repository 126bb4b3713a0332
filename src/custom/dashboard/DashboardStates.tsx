import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTranslateText } from '../../i18n/useTranslateText';

/** The dashboard's loading state: a progressbar named by the message key `label`. */
export function DashboardLoading({ label = 'app.dashboard.loadingDashboard' }: { label?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
      <CircularProgress aria-label={translate(label)} />
    </Box>
  );
}

/** A failed figure: the API's message and a retry. */
export function DashboardError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const translate = useTranslate();
  const translateText = useTranslateText();
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.dashboard.retry')}
        </Button>
      }
    >
      {translateText(error.message)}
    </Alert>
  );
}
