import { useState } from 'react';
import { Alert, Box, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatMoney } from '#domain/format';
import { FormDialog } from '../../components/FormDialog';
import { useSubmit } from '../../components/useSubmit';
import { CompanyPicker, type CompanyOption } from '../../custom/billing/CompanyPicker';
import type { InvoiceRunRecord } from '../../providers/billingCalls';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useClientConfig } from '../../theme/ClientConfigProvider';

/** What a run issued, linked; what it left for later or left out. */
function RunResult({ run }: { run: InvoiceRunRecord }) {
  const translate = useTranslate();
  const { currency } = useClientConfig();
  const count = run.invoices.length;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Alert severity={count ? 'success' : 'info'}>
        {count
          ? translate('app.money.invoices.run.issued', { smart_count: count })
          : translate('app.money.invoices.run.nothingDue')}
      </Alert>
      {count > 0 && (
        <List dense aria-label={translate('app.money.invoices.run.issuedList')}>
          {run.invoices.map((invoice) => (
            <ListItem key={invoice.id} disableGutters>
              <Link component={RouterLink} to={`/invoices/${invoice.id}/show`}>
                {invoice.code}
              </Link>
              &nbsp;· {formatMoney(invoice.total, currency)}
            </ListItem>
          ))}
        </List>
      )}
      {run.periodStart && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.money.invoices.run.waitFrom', { date: formatDateTime(run.periodStart) })}
        </Typography>
      )}
      {run.skipped.length > 0 && (
        <Alert severity="warning">
          {translate('app.money.invoices.run.skipped', {
            codes: run.skipped.map((booking) => booking.code).join(', '),
          })}
        </Alert>
      )}
    </Box>
  );
}

/**
 * Staff run a company's billing cycle: pick the company, read its cycle, confirm; the result says how
 * many invoices were issued (each linked) and what waits for a later run.
 */
export function RunInvoicingDialog({ onClose, onRun }: { onClose: () => void; onRun: () => void }) {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const [company, setCompany] = useState<CompanyOption | null>(null);
  const [result, setResult] = useState<InvoiceRunRecord | null>(null);
  const { busy, error, run } = useSubmit();
  const configuration = useQuery({
    queryKey: ['billing', 'configuration', company?.id],
    queryFn: () => dataProvider.getBillingConfiguration(company!.id),
    enabled: company !== null,
  });
  const cycle = configuration.data?.billingCycle;

  const submit = () =>
    run(async () => {
      if (!company) return;
      setResult(await dataProvider.runInvoicing(company.id));
      onRun();
    });

  const runAnother = () => {
    setResult(null);
    setCompany(null);
  };

  return (
    <FormDialog
      title="app.money.invoices.run.title"
      description={result ? undefined : 'app.money.invoices.run.description'}
      submitLabel={result ? 'app.money.invoices.run.again' : 'app.money.invoices.run.submit'}
      cancelLabel={result ? 'ra.action.close' : undefined}
      submitDisabled={!result && (!company || !cycle)}
      lockWhileBusy
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={result ? runAnother : submit}
    >
      {result ? (
        <RunResult run={result} />
      ) : (
        <>
          <CompanyPicker value={company} onChange={setCompany} />
          {cycle && (
            <Typography>
              {translate('app.money.invoices.run.cycle', {
                cycle: translate(`enums.billingCycle.${cycle}`),
              })}
            </Typography>
          )}
        </>
      )}
    </FormDialog>
  );
}
