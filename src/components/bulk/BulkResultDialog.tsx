import { useId } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import type { BulkOutcome } from '#domain/records/bulk';
import { useTranslateText } from '../../i18n/useTranslateText';
import { refusedOf, retryableIds } from './bulkOutcome';

interface Props {
  /** The action's name (a text), which the title names. */
  action: string;
  outcome: BulkOutcome;
  /** How a row reads: its reference or name. */
  labelOf: (id: Identifier) => string;
  onRetry: () => unknown;
  onClose: () => void;
  /** A retry is under way. */
  busy: boolean;
  /** Why the last retry could not be sent. */
  error?: string | null;
}

/**
 * What a bulk action did: "N done, M refused", each refused row with its reason (the API's SPEC text,
 * in the user's language), and "Retry the failed", which sends them again as they are now.
 */
export function BulkResultDialog({ action, outcome, labelOf, onRetry, onClose, busy, error }: Props) {
  const translate = useTranslate();
  const translateText = useTranslateText();
  const titleId = useId();
  const summaryId = useId();
  const listId = useId();
  const refused = refusedOf(outcome);
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={summaryId}
    >
      <DialogTitle id={titleId}>{translate('app.bulk.result.title', { action })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={summaryId} role="status">
          {translate('app.bulk.result.summary', { done: outcome.done, refused: outcome.refused })}
        </DialogContentText>
        {refused.length > 0 && (
          <>
            <Typography id={listId} component="h3" variant="subtitle2" sx={{ mt: 2 }}>
              {translate('app.bulk.result.refusedList')}
            </Typography>
            <List dense aria-labelledby={listId}>
              {refused.map((row) => (
                <ListItem key={row.id} disableGutters>
                  <ListItemText primary={labelOf(row.id)} secondary={translateText(row.message)} />
                </ListItem>
              ))}
            </List>
          </>
        )}
        {error && <Alert severity="error">{translateText(error)}</Alert>}
      </DialogContent>
      <DialogActions>
        {retryableIds(outcome).length > 0 && (
          <Button onClick={() => void onRetry()} disabled={busy}>
            {translate('app.bulk.result.retry')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose} disabled={busy}>
          {translate('app.bulk.result.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
