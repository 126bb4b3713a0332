import { ResourceShow } from '../../components/ResourcePages';
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDateTime, formatMoney } from '#domain/format';
import { INVOICE_STATUS } from '#domain/money';
import { INVOICE_DOCUMENT_TYPE_IDS } from '#domain/schemas/billing';
import type { InvoiceWithLines } from '../../providers/billingCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { Fact } from '../../components/Fact';
import { ShowSection } from '../../components/ShowSection';
import { DocumentsPanel } from '../../components/documents/DocumentsPanel';
import { InvoiceActions } from './InvoiceActions';
import { InvoiceLines } from './InvoiceLines';
import { DueDate, InvoiceStatusChip } from './InvoiceStatusChip';
import { formatPercent } from './invoiceRecord';
import { formatDay } from '#domain/format';

const NO_REQUIRED_TYPES: readonly number[] = [];

function InvoiceDetails() {
  const invoice = useRecordContext<InvoiceWithLines>();
  const { currency } = useClientConfig();
  if (!invoice) return null;
  const cancelled = invoice.status === INVOICE_STATUS.CANCELLED;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection
        title={
          <>
            Invoice {invoice.code} · {invoice.companyName}
          </>
        }
        aside={<InvoiceStatusChip status={invoice.status} />}
      >
        <Grid container spacing={2}>
          <Fact label="Company" value={invoice.companyName} />
          <Fact label="Issue date" value={formatDay(invoice.issueDate)} />
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              Due date
            </Typography>
            <Typography variant="body2" component="div">
              <DueDate invoice={invoice} />
            </Typography>
          </Grid>
          <Fact label="Bookings" value={invoice.bookingCount} />
          <Fact label="Subtotal" value={formatMoney(invoice.subtotal, currency)} />
          <Fact label={`Tax (${formatPercent(invoice.taxPercent)})`} value={formatMoney(invoice.tax, currency)} />
          <Fact label="Total" value={formatMoney(invoice.total, currency)} />
          <Fact
            label="Created"
            value={`${formatDateTime(invoice.createdAt)}${invoice.createdByName ? ` by ${invoice.createdByName}` : ''}`}
          />
          <Fact label="Notes" value={invoice.notes} />
          {cancelled && <Fact label="Cancelled" value={formatDateTime(invoice.cancelledAt)} />}
          {cancelled && <Fact label="Cancel reason" value={invoice.cancelReason} />}
        </Grid>
      </ShowSection>
      <ShowSection title="Bookings on this invoice">
        <InvoiceLines lines={invoice.lines} />
      </ShowSection>
      {/* Its region says more than its heading ("Invoice documents"), hence no ShowSection. */}
      <Card component="section" aria-label="Invoice documents">
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            Documents
          </Typography>
          <DocumentsPanel
            kind="invoice"
            ownerId={invoice.id}
            typeIds={INVOICE_DOCUMENT_TYPE_IDS}
            requiredTypeIds={NO_REQUIRED_TYPES}
          />
        </CardContent>
      </Card>
    </Box>
  );
}

/** One invoice: its figures, the bookings it carries (with their bill-T), its documents, and the staff actions. */
export const InvoiceShow = () => (
  <ResourceShow actions={<InvoiceActions />} component="div">
    <InvoiceDetails />
  </ResourceShow>
);
