import { useEffect, useId, useState } from 'react';
import { Autocomplete, Dialog, DialogContent, DialogTitle, ListSubheader, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SEARCH } from '#domain/limits';
import type { SearchHit } from '#domain/records/search';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useTranslateText } from '../../i18n/useTranslateText';

/** What was typed, once typing has paused: one call per pause, not one per key. */
function usePaused(value: string, ms = 200) {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return paused;
}

/**
 * Find anything (GET /api/search): shipments, bookings, invoices, projects, companies, users, drivers
 * and vehicles the user may read, grouped by list. The first hit is highlighted, so Enter opens it;
 * the arrows move between hits; Escape closes.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const translateText = useTranslateText();
  const dataProvider = useFreightDataProvider();
  const navigate = useNavigate();
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const term = usePaused(typed.trim());
  const searching = term.length >= SEARCH.minChars;
  const hits = useQuery({
    queryKey: ['search', term],
    queryFn: ({ signal }) => dataProvider.search(term, signal),
    enabled: searching,
    staleTime: 10_000,
  });
  const open = (hit: SearchHit | null) => {
    if (!hit) return;
    onClose();
    navigate(hit.path);
  };
  const noneText = hits.error
    ? translateText((hits.error as Error).message)
    : searching && !hits.isFetching
      ? translate('app.search.none', { term })
      : translate(searching ? 'app.search.searching' : 'app.search.hint');

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle id={titleId}>{translate('app.search.title')}</DialogTitle>
      <DialogContent sx={{ minHeight: 360 }}>
        <Autocomplete<SearchHit>
          open
          autoHighlight
          disablePortal
          options={searching ? (hits.data ?? []) : []}
          filterOptions={(options) => options}
          groupBy={(hit) => translate(`resources.${hit.group}.name`, { smart_count: 2, _: hit.group })}
          getOptionLabel={(hit) => hit.label}
          getOptionKey={(hit) => `${hit.group}:${hit.id}`}
          isOptionEqualToValue={(a, b) => a.group === b.group && a.id === b.id}
          inputValue={typed}
          onInputChange={(_, value, reason) => reason === 'input' && setTyped(value)}
          onChange={(_, hit) => open(hit)}
          // The list is always open here: Escape closes the dialog.
          onClose={(_, reason) => reason === 'escape' && onClose()}
          // Each list a group of options (MUI's own grouping nests options in a plain list, which axe refuses).
          renderGroup={({ key, group, children }) => (
            <li key={key} role="presentation">
              <ListSubheader component="div" id={`${titleId}-${key}`} role="presentation">
                {group}
              </ListSubheader>
              <ul role="group" aria-labelledby={`${titleId}-${key}`} style={{ padding: 0 }}>
                {children}
              </ul>
            </li>
          )}
          loading={searching && hits.isFetching}
          loadingText={translate('app.search.searching')}
          noOptionsText={noneText}
          slotProps={{ popper: { sx: { position: 'static !important', transform: 'none !important' } } }}
          renderInput={(params) => (
            <TextField {...params} autoFocus label={translate('app.search.label')} sx={{ mt: 1 }} />
          )}
        />
      </DialogContent>
    </Dialog>
  );
}
