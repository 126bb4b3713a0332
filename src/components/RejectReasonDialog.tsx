import { useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { CANCEL_REASON_MAX_LENGTH } from '../domain/limits';
import { MESSAGES } from '../domain/messages';

interface Props {
  title: string;
  description: string;
  /** The confirm button's text ("Reject", "Reject document", "Reject case"). */
  confirmText?: string;
  onClose: () => void;
  /** Called with the trimmed reason; a refusal (the API's text) shows in the dialog, which stays open. */
  onReject: (reason: string) => Promise<unknown>;
}

/**
 * A rejection needs a reason: no call is made without one. Used for drivers and vehicles and for a
 * partner's verification documents and case.
 */
export function RejectReasonDialog({ title, description, confirmText = 'Reject', onClose, onReject }: Props) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reject = async () => {
    if (!reason.trim()) return setError(MESSAGES.rejectionReasonRequired);
    setError(null);
    setBusy(true);
    try {
      await onReject(reason.trim());
      onClose();
    } catch (failure) {
      // A cancelled confirmation rejects with nothing: keep the dialog open, quietly.
      if (failure instanceof Error) setError(failure.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{description}</DialogContentText>
        <TextField
          label="Reason"
          required
          multiline
          minRows={2}
          autoFocus
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error === MESSAGES.rejectionReasonRequired}
          slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX_LENGTH } }}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="error" onClick={() => void reject()} disabled={busy}>
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
