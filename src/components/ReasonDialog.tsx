import { useFreightDataProvider } from '../providers/useFreightDataProvider';
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CANCEL_REASON_MAX_LENGTH } from '../domain/limits';
import { MESSAGES } from '../domain/messages';

interface Props {
  /** SPEC §4 reason kind: 1 back out of a bid, 2 reject a bid, 3 cancel a booking; 'block' for blocking a user. */
  kind: number | 'block';
  title: string;
  confirmText: string;
  onClose: () => void;
  onConfirm: (reason: { reasonId: number; details?: string }) => Promise<unknown>;
}

/** A decision that needs a reason from reason/refusal, and optional details; the API's refusal shows here. */
export function ReasonDialog({ kind, title, confirmText, onClose, onConfirm }: Props) {
  const dataProvider = useFreightDataProvider();
  const reasons = useQuery({ queryKey: ['reasons', kind], queryFn: () => (kind === 'block' ? dataProvider.getBlockReasons() : dataProvider.getReasons(kind)), staleTime: 5 * 60_000 });
  const [reasonId, setReasonId] = useState<number | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (reasonId === '') return setError(MESSAGES.reasonRequired);
    setBusy(true);
    setError(null);
    try {
      await onConfirm({ reasonId, details: details.trim() || undefined });
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="reason-title">
      <DialogTitle id="reason-title">{title}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important', display: 'grid', gap: 2 }}>
        <TextField select required label="Reason" value={reasonId} onChange={(e) => setReasonId(Number(e.target.value))} error={error === MESSAGES.reasonRequired} disabled={reasons.isPending}>
          {(reasons.data ?? []).map((reason) => (
            <MenuItem key={reason.id} value={reason.id}>
              {reason.text}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Details (optional)" value={details} onChange={(e) => setDetails(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX_LENGTH } }} />
        {(error || reasons.error) && <Alert severity="error">{error ?? reasons.error?.message}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
