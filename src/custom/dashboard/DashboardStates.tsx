import { Alert, Box, Button, CircularProgress } from '@mui/material';

/** The dashboard's loading state: a named progressbar. */
export function DashboardLoading({ label = 'Loading dashboard' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** A failed figure: the API's message and a retry. */
export function DashboardError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {error.message}
    </Alert>
  );
}
