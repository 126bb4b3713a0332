import { useState } from 'react';
import { Box, Button } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import PaidIcon from '@mui/icons-material/Paid';
import { TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '#domain/format';
import { INVOICE_STATUS } from '#domain/money';
import type { InvoiceRecord } from '../../providers/billingCalls';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useIsStaff } from '../../providers/useIsStaff';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { useConfirmedCall } from '../../components/confirm';
import { CancelInvoiceDialog } from './CancelInvoiceDialog';
import { SendInvoiceButton } from './SendInvoiceButton';

/**
 * Staff e-mail an issued or paid invoice, and settle an issued one: mark it paid (after a confirmation)
 * or cancel it with a reason.
 */
export function InvoiceActions() {
  const invoice = useRecordContext<InvoiceRecord>();
  const dataProvider = useFreightDataProvider();
  const { run, done } = useConfirmedCall();
  const isStaff = useIsStaff();
  const translate = useTranslate();
  const { currency } = useClientConfig();
  const [cancelling, setCancelling] = useState(false);
  if (!invoice || !isStaff || invoice.status === INVOICE_STATUS.CANCELLED) return <TopToolbar />;
  const issued = invoice.status === INVOICE_STATUS.ISSUED;

  const markPaid = () =>
    run({
      dialog: {
        title: translate('app.money.invoices.actions.markPaidTitle', { code: invoice.code }),
        description: translate('app.money.invoices.actions.markPaidEffect', {
          company: invoice.companyName,
          amount: formatMoney(invoice.total, currency),
        }),
        confirmationText: 'app.money.invoices.actions.markPaid',
      },
      call: () => dataProvider.markInvoicePaid(invoice.id),
      success: 'app.money.invoices.actions.markedPaid',
      messageArgs: { code: invoice.code },
    });

  return (
    <TopToolbar>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <SendInvoiceButton invoice={invoice} />
        {issued && (
          <>
            <Button variant="contained" color="success" startIcon={<PaidIcon />} onClick={() => void markPaid()}>
              {translate('app.money.invoices.actions.markPaid')}
            </Button>
            <Button color="error" startIcon={<CancelIcon />} onClick={() => setCancelling(true)}>
              {translate('app.money.invoices.actions.cancel')}
            </Button>
          </>
        )}
      </Box>
      {cancelling && (
        <CancelInvoiceDialog
          invoice={invoice}
          onClose={() => setCancelling(false)}
          onCancel={(reason) =>
            dataProvider
              .cancelInvoice(invoice.id, reason)
              .then(() => done('app.money.invoices.actions.cancelled', { code: invoice.code }))
          }
        />
      )}
    </TopToolbar>
  );
}
