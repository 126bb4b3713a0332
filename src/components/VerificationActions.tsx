import { useState } from 'react';
import { Box, Button } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import BlockIcon from '@mui/icons-material/Block';
import { useRecordContext, useTranslate } from 'react-admin';
import { VERIFICATION_STATUS } from '#domain/fleet';
import type { VerifiableKind, VerificationDecision } from '../providers/fleetCalls';
import { useFreightDataProvider } from '../providers/useFreightDataProvider';
import { useIsStaff } from '../providers/useIsStaff';
import { useConfirmedCall } from './confirm';
import { RejectReasonDialog } from './RejectReasonDialog';

interface Verifiable {
  id: number;
  status: string;
  fullName?: string;
  registrationNumber?: string;
}

/**
 * Staff verify a driver or vehicle (after a confirmation) or reject it with a reason. The API refuses
 * to verify a driver without CNIC and licence on file; its message is shown. Hidden from anyone else.
 */
export function VerificationActions({ kind }: { kind: VerifiableKind }) {
  const record = useRecordContext<Verifiable>();
  const isStaff = useIsStaff();
  const dataProvider = useFreightDataProvider();
  const { run, done } = useConfirmedCall();
  const translate = useTranslate();
  const [rejecting, setRejecting] = useState(false);
  if (!record || !isStaff) return null;
  const texts = `app.components.verification.${kind}`;
  const name = record.fullName ?? record.registrationNumber ?? translate(`${texts}.unnamed`, { id: record.id });
  const decide = (decision: VerificationDecision): Promise<unknown> =>
    kind === 'driver'
      ? dataProvider.verifyDriver(record.id, decision)
      : dataProvider.verifyVehicle(record.id, decision);
  const verify = () =>
    run({
      dialog: {
        title: translate('app.components.verification.verifyTitle', { name }),
        description: `${texts}.verifyEffect`,
        confirmationText: 'app.components.verification.verify',
      },
      call: () => decide({ status: VERIFICATION_STATUS.VERIFIED }),
      success: `${texts}.verified`,
      messageArgs: { name },
    });
  return (
    // Clicks inside the dialogs bubble (through React's portal) to a list row, which would open the record.
    <Box component="span" sx={{ display: 'inline-flex', gap: 1 }} onClick={(e) => e.stopPropagation()}>
      {record.status !== VERIFICATION_STATUS.VERIFIED && (
        <Button
          size="small"
          color="success"
          variant="outlined"
          startIcon={<VerifiedIcon />}
          onClick={() => void verify()}
        >
          {translate('app.components.verification.verify')}
        </Button>
      )}
      {record.status !== VERIFICATION_STATUS.REJECTED && (
        <Button
          size="small"
          color="error"
          variant="outlined"
          startIcon={<BlockIcon />}
          onClick={() => setRejecting(true)}
        >
          {translate('app.components.verification.reject')}
        </Button>
      )}
      {rejecting && (
        <RejectReasonDialog
          title={translate('app.components.verification.rejectTitle', { name })}
          description={`${texts}.rejectEffect`}
          onClose={() => setRejecting(false)}
          onReject={(reason) =>
            decide({ status: VERIFICATION_STATUS.REJECTED, reason }).then(() => done(`${texts}.rejected`, { name }))
          }
        />
      )}
    </Box>
  );
}
