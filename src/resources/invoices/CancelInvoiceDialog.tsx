import { useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { CANCEL_REASON_MAX_LENGTH } from '../../domain/limits';
import { invoiceCancelSchema } from '../../domain/schemas/billing';
import type { InvoiceRecord } from '../../providers/billingCalls';

interface Props {
  invoice: Pick<InvoiceRecord, 'code' | 'bookingCount'>;
  onClose: () => void;
  onCancel: (reason: string) => Promise<unknown>;
}

/**
 * Cancelling an invoice needs a reason, kept on the invoice. As in SPEC §2's confirmation dialog,
 * the buttons read cancel then confirm, and the confirm button stays disabled until the required
 * reason is given. A refusal from the API shows here and the dialog stays open.
 */
export function CancelInvoiceDialog({ invoice, onClose, onCancel }: Props) {
  const titleId = useId();
  const descriptionId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const trimmed = reason.trim();

  const cancel = async () => {
    if (!trimmed) return;
    setError(null);
    try {
      // The schema the API checks with: a reason, trimmed, of at most CANCEL_REASON_MAX_LENGTH characters.
      const checked = await invoiceCancelSchema.validate({ reason });
      setBusy(true);
      await onCancel(checked.reason ?? trimmed);
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId} aria-describedby={descriptionId}>
      <DialogTitle id={titleId}>Cancel invoice {invoice.code}?</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={descriptionId}>
          Its {invoice.bookingCount === 1 ? 'booking' : `${invoice.bookingCount} bookings`} can then be invoiced again. This cannot be undone.
        </DialogContentText>
        <TextField
          label="Reason"
          required
          multiline
          minRows={2}
          autoFocus
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          helperText="Required: the reason is kept on the invoice"
          slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX_LENGTH } }}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={() => void cancel()} disabled={busy || !trimmed}>
          Cancel invoice
        </Button>
      </DialogActions>
    </Dialog>
  );
}
