import { useState } from 'react';
import { MESSAGES } from '#domain/messages';
import { FormDialog } from './FormDialog';
import { useSubmit } from './useSubmit';
import { ReasonField } from './inputs/ReasonField';

/** The texts may be message keys. */
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
export function RejectReasonDialog({
  title,
  description,
  confirmText = 'app.components.reason.reject',
  onClose,
  onReject,
}: Props) {
  const [reason, setReason] = useState('');
  const { busy, error, setError, run } = useSubmit();
  const reject = async () => {
    if (!reason.trim()) return setError(MESSAGES.rejectionReasonRequired);
    // A cancelled confirmation rejects with nothing: useSubmit then keeps the dialog open, quietly.
    await run(async () => {
      await onReject(reason.trim());
      onClose();
    });
  };
  return (
    <FormDialog
      title={title}
      description={description}
      submitLabel={confirmText}
      submitColor="error"
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={reject}
      dirty={reason !== ''}
    >
      <ReasonField value={reason} onChange={setReason} error={error === MESSAGES.rejectionReasonRequired} />
    </FormDialog>
  );
}
