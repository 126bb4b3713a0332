import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "Discard what you typed?": keeping is the default (focused, and what Escape or a click beside does). */
export function DiscardPrompt({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onKeep} maxWidth="xs" aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{translate('app.components.keepTyped.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{translate('app.components.keepTyped.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onKeep}>
          {translate('app.components.keepTyped.keep')}
        </Button>
        <Button color="error" onClick={onDiscard}>
          {translate('app.components.keepTyped.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
