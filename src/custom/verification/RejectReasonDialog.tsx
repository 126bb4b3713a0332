import { useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { MESSAGES } from '../../domain/messages';
import { VERIFICATION_LIMITS } from '../../domain/verification';

interface Props {
  title: string;
  description: string;
  confirmText: string;
  onClose: () => void;
  /** Called with the trimmed reason; a rejection (the API's text) shows in the dialog. */
  onReject: (reason: string) => Promise<unknown>;
}

/** A rejection needs a reason (SPEC §5 via the domain schema's message): no call is made without one. */
export function RejectReasonDialog({ title, description, confirmText, onClose, onReject }: Props) {
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
          helperText={error === MESSAGES.rejectionReasonRequired ? error : undefined}
          slotProps={{ htmlInput: { maxLength: VERIFICATION_LIMITS.reasonMax } }}
        />
        {error && error !== MESSAGES.rejectionReasonRequired && <Alert severity="error">{error}</Alert>}
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
