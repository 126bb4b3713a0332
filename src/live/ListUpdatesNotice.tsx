import { useEffect } from 'react';
import { Box, Button, Portal } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useListContext, useTranslate } from 'react-admin';
import { liveStore, useChangedIds } from './liveStore';

/**
 * "3 updated — Refresh" over a list when others change or make its records: the rows stay where they
 * are under the cursor until the person asks. It floats, so the rows do not move when it appears;
 * the changed rows are marked (useChangedRowMark). Loading the list again clears it.
 */
export function ListUpdatesNotice() {
  const { resource, data, refetch } = useListContext();
  const changed = useChangedIds(resource);
  const translate = useTranslate();
  // A new page, sort or filter, or a refetch: what the list shows is current again.
  useEffect(() => () => liveStore.clearChanged(resource), [resource, data]);
  // Outside the page's content, as a snackbar is: it floats over the list without being part of it.
  return (
    <Portal>
      <Box
        role="status"
        sx={{ position: 'fixed', top: 72, left: '50%', transform: 'translateX(-50%)', zIndex: 'snackbar' }}
      >
        {changed.length > 0 && (
          <Button
            variant="contained"
            size="small"
            startIcon={<RefreshIcon />}
            onClick={() => void refetch()}
            sx={{ borderRadius: 4, boxShadow: 3 }}
          >
            {translate('app.components.live.updated', { smart_count: changed.length })}
          </Button>
        )}
      </Box>
    </Portal>
  );
}

/** The class a changed row wears in the grid (and the card's style): a bar at its start. */
export const CHANGED_ROW_CLASS = 'live-changed';
export const changedRowSx = {
  boxShadow: (theme: { palette: { info: { main: string } } }) => `inset 4px 0 0 ${theme.palette.info.main}`,
};

/** Whether a row of the list was changed by someone else since it loaded. */
export function useChangedRowMark(resource: string | undefined) {
  const changed = useChangedIds(resource);
  return (id: unknown) => changed.includes(String(id));
}
