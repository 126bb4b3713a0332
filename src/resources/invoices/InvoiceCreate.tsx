import { useMemo, useState } from 'react';
import { DatePickerField } from '../../components/inputs/pickers';
import { dateOf, isoDay } from '../../components/inputs/PickerInputs';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Title, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { INVOICE_NOTES_MAX_LENGTH, invoiceCreateSchema } from '#domain/schemas/billing';
import { ApiError } from '../../providers/httpClient';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useIsStaff } from '../../providers/useIsStaff';
import { useTranslateText } from '../../i18n/useTranslateText';
import { CompanyPicker, type CompanyOption } from '../../custom/billing/CompanyPicker';
import { InvoiceableBookings } from './InvoiceableBookings';
import { InvoiceTotalsPreview } from './InvoiceTotalsPreview';
import { invoiceTotals, todayIso } from './invoiceRecord';

/**
 * Staff issue an invoice: pick a company, tick its delivered, un-invoiced bookings (totals preview at
 * the company's tax rate), add notes and the issue date. A booking someone invoiced meanwhile is a
 * 409: its text shows and the list reloads.
 */
export function InvoiceCreate() {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const isStaff = useIsStaff();
  const translate = useTranslate();
  const translateText = useTranslateText();
  const [company, setCompany] = useState<CompanyOption | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [notes, setNotes] = useState('');
  const [issueDate, setIssueDate] = useState(todayIso);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const companyId = company?.id;

  const bookings = useQuery({
    queryKey: ['invoices', 'invoiceable', companyId],
    queryFn: () => dataProvider.getInvoiceableBookings(companyId!),
    enabled: companyId !== undefined,
  });
  const configuration = useQuery({
    queryKey: ['billing', 'configuration', companyId],
    queryFn: () => dataProvider.getBillingConfiguration(companyId!),
    enabled: companyId !== undefined,
  });

  // Only bookings still on the (reloaded) list count as chosen.
  const chosen = useMemo(
    () => (bookings.data ?? []).filter((booking) => selected.has(booking.id)),
    [bookings.data, selected],
  );
  const taxPercent = configuration.data?.taxPercent;
  const totals = invoiceTotals(
    // Each booking's freight and billable charges, as the invoice bills them. A booking without a
    // shipper rate (amount null) adds nothing; issuing refuses it by name.
    chosen.flatMap((booking) => [booking.amount ?? 0, booking.charges]),
    taxPercent ?? 0,
  );

  const chooseCompany = (next: CompanyOption | null) => {
    setCompany(next);
    setSelected(new Set());
    setError(null);
  };

  const create = async () => {
    if (!companyId || !chosen.length) return;
    setBusy(true);
    setError(null);
    try {
      // The schema the API checks with: notes trimmed (blank is none), a real issue date (blank is today).
      const body = await invoiceCreateSchema.validate({
        companyId,
        bookingIds: chosen.map((booking) => booking.id),
        notes,
        issueDate,
      });
      const invoice = await dataProvider.createInvoice(body);
      notify('app.money.invoices.create.created', { type: 'success', messageArgs: { code: invoice.code } });
      redirect('show', 'invoices', invoice.id);
    } catch (failure) {
      setError((failure as Error).message);
      if (failure instanceof ApiError && failure.status === 409) void bookings.refetch();
    } finally {
      setBusy(false);
    }
  };

  if (!isStaff) return <Alert severity="info">{translate('app.money.invoices.create.staffOnly')}</Alert>;

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.money.invoices.newInvoice" />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h6">
          {translate('app.money.invoices.newInvoice')}
        </Typography>
        <CompanyPicker value={company} onChange={chooseCompany} helperText="app.money.invoices.create.companyHelp" />
        {company && (
          <>
            <InvoiceableBookings
              rows={bookings.data}
              isPending={bookings.isPending}
              error={bookings.error}
              selected={selected}
              onChange={setSelected}
            />
            {configuration.error && (
              <Alert severity="warning">
                {translate('app.money.invoices.create.configurationError', {
                  error: translateText(configuration.error.message),
                })}
              </Alert>
            )}
            <InvoiceTotalsPreview count={chosen.length} totals={totals} taxPercent={taxPercent} />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <DatePickerField
                label={translate('resources.invoices.fields.issueDate')}
                value={dateOf(issueDate)}
                onChange={(date) => setIssueDate(date ? isoDay(date) : '')}
                fullWidth={false}
                helperText={translate('app.money.invoices.create.issueDateHelp')}
              />
              <TextField
                label={translate('resources.invoices.fields.notes')}
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
                multiline
                minRows={2}
                sx={{ flex: 1, minWidth: 280 }}
                slotProps={{ htmlInput: { maxLength: INVOICE_NOTES_MAX_LENGTH } }}
              />
            </Box>
            {error && <Alert severity="error">{translateText(error)}</Alert>}
            <Box>
              <Button
                variant="contained"
                startIcon={<ReceiptLongIcon />}
                onClick={() => void create()}
                disabled={busy || !chosen.length}
              >
                {translate('app.money.invoices.create.create')}
              </Button>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
