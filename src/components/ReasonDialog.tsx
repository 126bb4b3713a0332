import { useFreightDataProvider } from '../providers/useFreightDataProvider';
import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { CANCEL_REASON_MAX_LENGTH } from '#domain/limits';
import { MESSAGES } from '#domain/messages';
import { FormDialog } from './FormDialog';
import { useSubmit } from './useSubmit';
import { LimitedTextField } from './inputs/LimitedTextField';

interface Props {
  /** SPEC §4 reason kind: 1 back out of a bid, 2 reject a bid, 3 cancel a booking; 'block' for blocking a user. */
  kind: number | 'block';
  /** Message keys or texts. */
  title: string;
  confirmText: string;
  onClose: () => void;
  onConfirm: (reason: { reasonId: number; details?: string }) => Promise<unknown>;
}

/** A decision that needs a reason from reason/refusal, and optional details; the API's refusal shows here. */
export function ReasonDialog({ kind, title, confirmText, onClose, onConfirm }: Props) {
  const dataProvider = useFreightDataProvider();
  const reasons = useQuery({
    queryKey: ['reasons', kind],
    queryFn: () => (kind === 'block' ? dataProvider.getBlockReasons() : dataProvider.getReasons(kind)),
    staleTime: 5 * 60_000,
  });
  const [reasonId, setReasonId] = useState<number | ''>('');
  const [details, setDetails] = useState('');
  const { busy, error, setError, run } = useSubmit();
  const translate = useTranslate();

  const confirm = async () => {
    if (reasonId === '') return setError(MESSAGES.reasonRequired);
    await run(async () => {
      await onConfirm({ reasonId, details: details.trim() || undefined });
      onClose();
    });
  };

  return (
    <FormDialog
      title={title}
      submitLabel={confirmText}
      busy={busy}
      error={error ?? reasons.error?.message}
      onClose={onClose}
      onSubmit={confirm}
      dirty={reasonId !== '' || details !== ''}
    >
      <TextField
        select
        required
        label={translate('app.components.reason.reason')}
        value={reasonId}
        onChange={(e) => setReasonId(Number(e.target.value))}
        error={error === MESSAGES.reasonRequired}
        disabled={reasons.isPending}
      >
        {(reasons.data ?? []).map((reason) => (
          <MenuItem key={reason.id} value={reason.id}>
            {reason.text}
          </MenuItem>
        ))}
      </TextField>
      <LimitedTextField
        label={translate('app.components.reason.details')}
        value={details}
        onChange={(e) => setDetails(e.target.value)}
        multiline
        minRows={2}
        max={CANCEL_REASON_MAX_LENGTH}
      />
    </FormDialog>
  );
}
