import { Box, Button, CardContent, LinearProgress, Typography } from '@mui/material';
import { useGetResourceLabel, useListContext, useResourceContext, useTranslate } from 'react-admin';

const isFiltered = (filterValues: object | undefined) => Object.keys(filterValues ?? {}).length > 0;

/**
 * The grid's empty text, as react-admin's ListNoResults words it, but without its Clear filters
 * button: a button inside role="grid" and outside any cell breaks the grid's ARIA structure (axe
 * aria-required-children), so GridClearFilters draws it under the grid. Nothing while the rows are
 * being read (GridLoadingBar says so, above the grid).
 */
export function GridNoRowsText() {
  const translate = useTranslate();
  const resource = useResourceContext();
  const getResourceLabel = useGetResourceLabel();
  const { filterValues, isFetching } = useListContext();
  const name = resource ? getResourceLabel(resource, 0) : '';
  if (isFetching) return null;
  return (
    <CardContent>
      <Typography variant="body2">
        {isFiltered(filterValues)
          ? translate('ra.navigation.no_filtered_results', { resource, name })
          : translate('ra.navigation.no_results', { resource, name })}
      </Typography>
    </CardContent>
  );
}

/**
 * The bar shown while the grid's rows are read, above the grid and named: inside role="grid", as the
 * grid's own loading overlay puts it, a progressbar breaks the grid's ARIA structure and has no name.
 * Its place is kept while hidden, so the rows do not move.
 */
export function GridLoadingBar() {
  const translate = useTranslate();
  const { isFetching } = useListContext();
  return <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}</Box>;
}

/** Clear filters, under an empty filtered grid. */
export function GridClearFilters() {
  const translate = useTranslate();
  const { filterValues, setFilters, total, isPending } = useListContext();
  if (isPending || total !== 0 || !isFiltered(filterValues)) return null;
  return (
    <Box sx={{ px: 2, pb: 1 }}>
      <Button size="small" onClick={() => setFilters({}, [])}>
        {translate('ra.navigation.clear_filters')}
      </Button>
    </Box>
  );
}
