import { useState } from 'react';
import { useTranslate } from 'react-admin';
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
  const translate = useTranslate();
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
      title={translate('app.money.invoices.cancel.title', { code: invoice.code })}
      description={translate('app.money.invoices.cancel.effect', { smart_count: invoice.bookingCount })}
      submitLabel="app.money.invoices.actions.cancel"
      submitColor="error"
      submitDisabled={!trimmed}
      lockWhileBusy
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={cancel}
    >
      <ReasonField value={reason} onChange={setReason} helperText="app.money.invoices.cancel.reasonHelp" />
    </FormDialog>
  );
}
