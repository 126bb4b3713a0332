import { Alert, Button, CardContent, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useNotify, useRedirect, useResourceContext } from 'react-admin';
import { MESSAGES } from '../domain/messages';

const textOf = (error: unknown) => (error instanceof Error && error.message ? error.message : MESSAGES.generic);

/** A page's data could not be read: the data layer's SPEC §8 text and a way to try again. */
export function LoadError({ error, onRetry, sx }: { error: unknown; onRetry: () => void; sx?: SxProps<Theme> }) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {textOf(error)}
    </Alert>
  );
}

/** A list's `error`: without it react-admin shows an empty list ("No … found") when the API fails. */
export function ListLoadError() {
  const { error, refetch } = useListContext();
  return <LoadError error={error} onRetry={() => void refetch()} sx={{ m: 2 }} />;
}

/**
 * A show or edit page's `render`: its content, or, when the record could not be read, the text with a
 * Retry. Not react-admin's `error` prop: that swaps the page for the error even when a record is on
 * screen, so a failed background refresh would throw away an edit form as typed.
 */
export const recordOrLoadError =
  (children: ReactNode) =>
  ({ record, error, refetch }: { record?: unknown; error?: unknown; refetch: () => unknown }) => {
    if (record) return children;
    return error ? <LoadError error={error} onRetry={() => void refetch()} sx={{ m: 2 }} /> : <CardContent>&nbsp;</CardContent>;
  };

/**
 * A show or edit page's `queryOptions`: react-admin says "element does not exist" and leaves for the list on
 * any failure; only a 404 means that. A network failure, a timeout or a 5xx stays on the page.
 */
export function useRecordLoadFailure() {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return {
    onError: (error: unknown) => {
      if ((error as { status?: number } | null)?.status !== 404) return;
      notify('ra.notification.item_doesnt_exist', { type: 'error' });
      redirect('list', resource);
    },
  };
}
