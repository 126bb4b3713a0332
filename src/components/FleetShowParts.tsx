import type { ReactNode } from 'react';
import { Alert, Box, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { VERIFICATION_STATUS } from '#domain/fleet';
import type { VerifiableKind } from '../providers/fleetCalls';
import { VerificationActions } from './VerificationActions';
import { VerificationStatusChip } from './VerificationStatusChip';

/** A labelled detail of a card whose value is more than text (chips, a flagged date); the label a message key or a text. */
export function FactBlock({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  const translate = useTranslate();
  return (
    <Grid size={wide ? 12 : { xs: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(label, { _: label })}
      </Typography>
      {children}
    </Grid>
  );
}

/** Beside a driver's or vehicle's name: its verification status, then at the row's end the staff's verify and reject, and `children`. */
export function VerificationAside({
  kind,
  status,
  children,
}: {
  kind: VerifiableKind;
  status: string;
  children?: ReactNode;
}) {
  return (
    <>
      <VerificationStatusChip status={status} />
      <Box sx={{ flex: 1 }} />
      <VerificationActions kind={kind} />
      {children}
    </>
  );
}

/** Why a rejected driver or vehicle was rejected, above its facts; nothing otherwise. */
export function RejectionNote({ status, reason }: { status: string; reason: string | null }) {
  const translate = useTranslate();
  if (status !== VERIFICATION_STATUS.REJECTED) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {translate('app.components.verification.rejectedBecause', {
        reason: reason || translate('app.components.verification.noReason'),
      })}
    </Alert>
  );
}
