import { Alert, Button, CardContent, type SxProps, type Theme } from '@mui/material';
import { createContext, useContext, type ReactNode } from 'react';
import { useListContext, useNotify, useRedirect, useRefresh, useResourceContext } from 'react-admin';
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

/** Whether the page's own banner (its record could not be read) is on screen above its parts. */
const PageBannerShown = createContext(false);

/**
 * A part of a page that could not be read: its Retry reads the whole page again, as the app bar's
 * Refresh does. Under the page's banner it says nothing: one alert and one Retry, not one per part.
 */
export function PartLoadError({ error, sx }: { error: unknown; sx?: SxProps<Theme> }) {
  const refresh = useRefresh();
  if (useContext(PageBannerShown)) return null;
  return <LoadError error={error} onRetry={refresh} sx={sx} />;
}

/** A list's `error`: without it react-admin shows an empty list ("No … found") when the API fails. */
export function ListLoadError() {
  const { error, refetch } = useListContext();
  return <LoadError error={error} onRetry={() => void refetch()} sx={{ m: 2 }} />;
}

/**
 * A show or edit page's `render`: its content, or, when the record could not be read, the text with a
 * Retry. When a record is on screen already (from the list, or before a refresh) and reading it again
 * fails, the text and Retry show above it and the content stays: react-admin's `error` prop would swap
 * the page for the error and throw away an edit form as typed. The content keeps its place in the tree
 * (the banner's slot is `null` when there is none), so a banner coming and going never remounts a form.
 */
export const recordOrLoadError =
  (children: ReactNode) =>
  ({ record, error }: { record?: unknown; error?: unknown }) => {
    // Retry reads the page's other parts (a shipment's pricing and tabs) again too: they failed alike.
    const banner = error ? <PartLoadError error={error} sx={{ m: 2 }} /> : null;
    if (!record) return banner ?? <CardContent>&nbsp;</CardContent>;
    return (
      <>
        {banner}
        <PageBannerShown.Provider value={banner !== null}>{children}</PageBannerShown.Provider>
      </>
    );
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
