import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { InvoiceRecord } from '../../providers/billingCalls';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useConfirmedCall } from '../../components/confirm';
import { ButtonWithReason } from '../../components/ButtonWithReason';

/**
 * Staff e-mail the invoice to its company's invoice e-mail (with each booking's bill-T when the company's
 * configuration attaches it), after a confirmation naming the address. Without an address the button
 * is disabled and says why.
 */
export function SendInvoiceButton({ invoice }: { invoice: InvoiceRecord }) {
  const dataProvider = useFreightDataProvider();
  const { run, busy: sending } = useConfirmedCall();
  const translate = useTranslate();
  const configuration = useQuery({
    queryKey: ['billing', 'configuration', invoice.companyId],
    queryFn: () => dataProvider.getBillingConfiguration(invoice.companyId),
  });
  const email = configuration.data?.invoiceEmail;
  const noEmail = configuration.isSuccess && !email;

  const send = () =>
    run({
      dialog: {
        title: translate('app.money.invoices.send.title', { code: invoice.code, email }),
        description: translate(
          configuration.data?.attachBillT
            ? 'app.money.invoices.send.withBillT'
            : 'app.money.invoices.send.withoutBillT',
        ),
        confirmationText: 'app.money.invoices.send.send',
      },
      call: () => dataProvider.sendInvoice(invoice.id),
      success: 'app.money.invoices.send.sent',
      messageArgs: { code: invoice.code, email },
    });

  return (
    <ButtonWithReason
      variant="outlined"
      startIcon={<SendIcon />}
      disabled={!email || sending}
      reason={noEmail ? translate('app.money.invoices.send.noEmail') : null}
      onClick={() => void send()}
    >
      {translate('app.money.invoices.send.send')}
    </ButtonWithReason>
  );
}
