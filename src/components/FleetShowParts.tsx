import type { ReactNode } from 'react';
import { Alert, Box, Grid, Typography } from '@mui/material';
import { DeleteWithConfirmButton, EditButton, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
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

/**
 * Edit, and delete behind react-admin's confirmation (pessimistic: the API's refusal, such as a
 * driver still in a booking, is notified and nothing is removed). `what` names the record kind (a message key
 * or a text), `effect` says what deleting does (the same).
 */
export function EditDeleteActions({
  what,
  nameOf,
  effect,
}: {
  what: string;
  nameOf: (record: Record<string, unknown>) => string;
  effect: string;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <TopToolbar>
      <EditButton />
      {record && (
        <DeleteWithConfirmButton
          confirmTitle="app.components.editDelete.confirmTitle"
          titleTranslateOptions={{ what: translate(what, { _: what }), name: nameOf(record) }}
          confirmContent={effect}
          mutationMode="pessimistic"
        />
      )}
    </TopToolbar>
  );
}
