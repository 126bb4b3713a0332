import { useState } from 'react';
import { Box, Button } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import PaidIcon from '@mui/icons-material/Paid';
import { TopToolbar, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { formatMoney } from '#domain/format';
import { INVOICE_STATUS } from '#domain/money';
import type { InvoiceRecord } from '../../providers/billingCalls';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useIsStaff } from '../../providers/useIsStaff';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { useConfirm } from '../../components/confirm';
import { CancelInvoiceDialog } from './CancelInvoiceDialog';

/** Staff settle an issued invoice: mark it paid (after a confirmation) or cancel it with a reason. */
export function InvoiceActions() {
  const invoice = useRecordContext<InvoiceRecord>();
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const confirm = useConfirm();
  const isStaff = useIsStaff();
  const { currency } = useClientConfig();
  const [cancelling, setCancelling] = useState(false);
  if (!invoice || !isStaff || invoice.status !== INVOICE_STATUS.ISSUED) return <TopToolbar />;

  const markPaid = () =>
    confirm({
      title: `Mark invoice ${invoice.code} paid?`,
      description: `${invoice.companyName} paid ${formatMoney(invoice.total, currency)}. A paid invoice can no longer be cancelled.`,
      confirmationText: 'Mark paid',
    }).then(
      () =>
        dataProvider.markInvoicePaid(invoice.id).then(
          () => {
            notify(`Invoice ${invoice.code} marked paid`, { type: 'success' });
            refresh();
          },
          (error: Error) => notify(error.message, { type: 'error' }),
        ),
      () => undefined,
    );

  return (
    <TopToolbar>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" color="success" startIcon={<PaidIcon />} onClick={() => void markPaid()}>
          Mark paid
        </Button>
        <Button color="error" startIcon={<CancelIcon />} onClick={() => setCancelling(true)}>
          Cancel invoice
        </Button>
      </Box>
      {cancelling && (
        <CancelInvoiceDialog
          invoice={invoice}
          onClose={() => setCancelling(false)}
          onCancel={(reason) =>
            dataProvider.cancelInvoice(invoice.id, reason).then(() => {
              notify(`Invoice ${invoice.code} cancelled`, { type: 'success' });
              refresh();
            })
          }
        />
      )}
    </TopToolbar>
  );
}
