import { Box, Button, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link, useParams } from 'react-router-dom';
import { useCreatePath, useResourceContext, useTranslate, type Identifier } from 'react-admin';

/** A resource's name in words: "payment-batches" → "payment batches". */
export const resourceWords = (resource: string) => resource.replace(/[-_]+/g, ' ').trim();

/** One record of a resource in words: "shipments" → "shipment", "payment-batches" → "payment batch", "company-groups" → "company group". */
export function singularOf(resource: string): string {
  const words = resourceWords(resource);
  if (/ies$/i.test(words)) return words.replace(/ies$/i, 'y');
  if (/(ch|sh|ss|x)es$/i.test(words)) return words.replace(/es$/i, '');
  if (/[^s]s$/i.test(words)) return words.slice(0, -1);
  return words;
}

/** An id from the address bar, as typed but never a page long. */
const MAX_ID_SHOWN = 40;
const shownId = (id: Identifier | undefined) => {
  const text = String(id ?? '').trim();
  return text.length > MAX_ID_SHOWN ? `${text.slice(0, MAX_ID_SHOWN)}…` : text;
};

/**
 * A show or edit page whose record does not exist (the API answers 404, or 400 for an id that names
 * nothing, such as /drivers/abc): says what was looked for and leads back to the list, in place of
 * react-admin's "Element does not exist" notification and jump to the list.
 */
export function NotFound({ resource: resourceProp, id: idProp }: { resource?: string; id?: Identifier }) {
  const resourceContext = useResourceContext();
  const params = useParams<{ id?: string }>();
  const createPath = useCreatePath();
  const translate = useTranslate();
  const resource = resourceProp ?? resourceContext ?? '';
  const id = shownId(idProp ?? params.id);
  const records = (count: number, english: string) =>
    translate(`app.components.records.${resource}`, { smart_count: count, _: english });
  const singular = records(1, singularOf(resource) || translate('app.components.notFound.record'));
  return (
    <Box sx={{ display: 'grid', justifyItems: 'start', gap: 2, p: 3 }}>
      <SearchOffIcon sx={{ fontSize: 48 }} color="action" aria-hidden />
      <Typography component="h1" variant="h5">
        {translate('app.components.notFound.title')}
      </Typography>
      <Typography color="text.primary">
        {id
          ? translate('app.components.notFound.noneWithId', { what: singular, id })
          : translate('app.components.notFound.noSuchRecord', { what: singular })}
      </Typography>
      {resource && (
        <Button component={Link} to={createPath({ resource, type: 'list' })} variant="contained">
          {translate('app.components.notFound.backTo', { list: records(2, resourceWords(resource)) })}
        </Button>
      )}
    </Box>
  );
}

/** The API's answer for a record that is not there: 404, or 400 when the id itself names nothing ("abc", -1). */
export const isNotFoundError = (error: unknown) => {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return status === 404 || status === 400;
};
