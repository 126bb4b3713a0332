import { useId, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import BlockIcon from '@mui/icons-material/Block';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { FLEET_LIMITS, VERIFICATION_STATUS } from '../domain/fleet';
import { verificationDecisionSchema } from '../domain/schemas/fleet';
import type { VerifiableKind, VerificationDecision } from '../providers/fleetCalls';
import { useFreightDataProvider } from '../providers/useFreightDataProvider';
import { useIsStaff } from '../providers/useIsStaff';
import { useConfirm } from '../custom/confirm';

interface Verifiable {
  id: number;
  status: string;
  fullName?: string;
  registrationNumber?: string;
}

const WORDS: Record<VerifiableKind, { noun: string; Noun: string; verifyEffect: string; rejectEffect: string }> = {
  driver: { noun: 'driver', Noun: 'Driver', verifyEffect: 'The driver can then be assigned to bookings.', rejectEffect: 'The driver cannot be assigned to bookings until verified again.' },
  vehicle: { noun: 'vehicle', Noun: 'Vehicle', verifyEffect: 'The vehicle can then be assigned to bookings.', rejectEffect: 'The vehicle cannot be assigned to bookings until verified again.' },
};

function RejectDialog({ title, description, onClose, onReject }: { title: string; description: string; onClose: () => void; onReject: (reason: string) => Promise<unknown> }) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reject = async () => {
    setError(null);
    try {
      // The schema the API checks with: a rejection needs a reason, of at most FLEET_LIMITS.reasonMax characters.
      const decision = await verificationDecisionSchema.validate({ status: VERIFICATION_STATUS.REJECTED, reason });
      setBusy(true);
      await onReject(decision.reason ?? '');
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
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
          error={Boolean(error) && !reason.trim()}
          slotProps={{ htmlInput: { maxLength: FLEET_LIMITS.reasonMax } }}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="error" onClick={() => void reject()} disabled={busy}>
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Staff verify a driver or vehicle (after a confirmation) or reject it with a reason. The API refuses
 * to verify a driver without CNIC and licence on file; its message is shown. Hidden from anyone else.
 */
export function VerificationActions({ kind }: { kind: VerifiableKind }) {
  const record = useRecordContext<Verifiable>();
  const isStaff = useIsStaff();
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const confirm = useConfirm();
  const [rejecting, setRejecting] = useState(false);
  if (!record || !isStaff) return null;
  const words = WORDS[kind];
  const name = record.fullName ?? record.registrationNumber ?? `${words.noun} #${record.id}`;
  const decide = (decision: VerificationDecision) => (kind === 'driver' ? dataProvider.verifyDriver(record.id, decision) : dataProvider.verifyVehicle(record.id, decision));
  const verify = () =>
    confirm({ title: `Verify ${name}?`, description: words.verifyEffect, confirmationText: 'Verify' }).then(
      () =>
        decide({ status: VERIFICATION_STATUS.VERIFIED }).then(
          () => {
            notify(`${words.Noun} ${name} verified`, { type: 'success' });
            refresh();
          },
          (error: Error) => notify(error.message, { type: 'error' }),
        ),
      () => undefined,
    );
  return (
    // Clicks inside the dialogs bubble (through React's portal) to a list row, which would open the record.
    <Box component="span" sx={{ display: 'inline-flex', gap: 1 }} onClick={(e) => e.stopPropagation()}>
      {record.status !== VERIFICATION_STATUS.VERIFIED && (
        <Button size="small" color="success" variant="outlined" startIcon={<VerifiedIcon />} onClick={() => void verify()}>
          Verify
        </Button>
      )}
      {record.status !== VERIFICATION_STATUS.REJECTED && (
        <Button size="small" color="error" variant="outlined" startIcon={<BlockIcon />} onClick={() => setRejecting(true)}>
          Reject
        </Button>
      )}
      {rejecting && (
        <RejectDialog
          title={`Reject ${name}?`}
          description={words.rejectEffect}
          onClose={() => setRejecting(false)}
          onReject={(reason) =>
            decide({ status: VERIFICATION_STATUS.REJECTED, reason }).then(() => {
              notify(`${words.Noun} ${name} rejected`, { type: 'success' });
              refresh();
            })
          }
        />
      )}
    </Box>
  );
}
