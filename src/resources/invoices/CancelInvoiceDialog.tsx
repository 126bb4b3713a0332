import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { useSubmit } from '../../components/useSubmit';
import { ReasonField } from '../../components/inputs/ReasonField';
import { invoiceCancelSchema } from '#domain/schemas/billing';
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
  const [reason, setReason] = useState('');
  const { busy, error, run } = useSubmit();
  const trimmed = reason.trim();

  const cancel = async () => {
    if (!trimmed) return;
    await run(async () => {
      // The schema the API checks with: a reason, trimmed, of at most CANCEL_REASON_MAX_LENGTH characters.
      const checked = await invoiceCancelSchema.validate({ reason });
      await onCancel(checked.reason ?? trimmed);
      onClose();
    });
  };

  return (
    <FormDialog
      title={`Cancel invoice ${invoice.code}?`}
      description={
        <>
          Its {invoice.bookingCount === 1 ? 'booking' : `${invoice.bookingCount} bookings`} can then be invoiced again.
          This cannot be undone.
        </>
      }
      submitLabel="Cancel invoice"
      submitColor="error"
      submitDisabled={!trimmed}
      lockWhileBusy
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={cancel}
    >
      <ReasonField value={reason} onChange={setReason} helperText="Required: the reason is kept on the invoice" />
    </FormDialog>
  );
}
