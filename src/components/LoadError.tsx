import { Alert, Button, CardContent, type SxProps, type Theme } from '@mui/material';
import { createContext, useContext, type ReactNode } from 'react';
import { useListContext, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { useTranslateText } from '../i18n/useTranslateText';
import { NotFound, isNotFoundError } from './NotFound';
import { errorMessage } from '../providers/errorMessage';

/** A page's data could not be read: the data layer's SPEC §8 text and a way to try again. */
export function LoadError({ error, onRetry, sx }: { error: unknown; onRetry: () => void; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  const translateText = useTranslateText();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.components.loadError.retry', { _: 'Retry' })}
        </Button>
      }
    >
      {translateText(errorMessage(error))}
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
 * A record that does not exist (404, or 400 for an id that names nothing) is our not-found page instead;
 * `id` is the page's own when it names one (else the address's).
 */
export const recordOrLoadError =
  (children: ReactNode, id?: Identifier) =>
  ({ record, error }: { record?: unknown; error?: unknown }) => {
    if (isNotFoundError(error)) return <NotFound id={id} />;
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
 * A show or edit page's `queryOptions`: react-admin says "Element does not exist" and leaves for the list on
 * any failure. Here nothing leaves the page: a record that does not exist shows our not-found page (see
 * recordOrLoadError), and a network failure, a timeout or a 5xx stays on the page with a Retry.
 */
export const recordLoadOptions = { onError: () => undefined };
