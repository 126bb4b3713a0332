import { ResourceShow } from '../../components/ResourcePages';
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  if (!invoice) return null;
  const cancelled = invoice.status === INVOICE_STATUS.CANCELLED;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection
        title={translate('app.money.invoices.title', { code: invoice.code, company: invoice.companyName })}
        aside={<InvoiceStatusChip status={invoice.status} />}
      >
        <Grid container spacing={2}>
          <Fact label="resources.invoices.fields.companyName" value={invoice.companyName} />
          <Fact label="resources.invoices.fields.issueDate" value={formatDay(invoice.issueDate)} />
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {translate('resources.invoices.fields.dueDate')}
            </Typography>
            <Typography variant="body2" component="div">
              <DueDate invoice={invoice} />
            </Typography>
          </Grid>
          <Fact label="resources.invoices.fields.bookingCount" value={invoice.bookingCount} />
          <Fact label="resources.invoices.fields.subtotal" value={formatMoney(invoice.subtotal, currency)} />
          <Fact
            label={translate('app.money.invoices.tax', {
              percent: formatPercent(invoice.taxPercent, translate('app.notAvailable')),
            })}
            value={formatMoney(invoice.tax, currency)}
          />
          <Fact label="resources.invoices.fields.total" value={formatMoney(invoice.total, currency)} />
          <Fact
            label="resources.invoices.fields.createdAt"
            value={
              invoice.createdByName
                ? translate('app.money.invoices.createdBy', {
                    date: formatDateTime(invoice.createdAt),
                    name: invoice.createdByName,
                  })
                : formatDateTime(invoice.createdAt)
            }
          />
          <Fact
            label="resources.invoices.fields.sentAt"
            value={
              invoice.sentAt
                ? translate('app.money.invoices.sentTo', {
                    date: formatDateTime(invoice.sentAt),
                    email: invoice.sentTo,
                  })
                : translate('app.money.invoices.notSent')
            }
          />
          <Fact label="resources.invoices.fields.notes" value={invoice.notes} />
          {cancelled && (
            <Fact label="resources.invoices.fields.cancelledAt" value={formatDateTime(invoice.cancelledAt)} />
          )}
          {cancelled && <Fact label="resources.invoices.fields.cancelReason" value={invoice.cancelReason} />}
        </Grid>
      </ShowSection>
      <ShowSection title="app.money.invoices.lines.title">
        <InvoiceLines lines={invoice.lines} />
      </ShowSection>
      {/* Its region says more than its heading ("Invoice documents"), hence no ShowSection. */}
      <Card component="section" aria-label={translate('app.money.invoices.documents.label')}>
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            {translate('app.money.invoices.documents.title')}
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
