import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '#domain/format';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { formatPercent, type InvoiceTotals } from './invoiceRecord';

/** Subtotal, tax at the company's rate and total, read out as they change. */
export function InvoiceTotalsPreview({
  count,
  totals,
  taxPercent,
}: {
  count: number;
  totals: InvoiceTotals;
  taxPercent: number | undefined;
}) {
  const { currency } = useClientConfig();
  const translate = useTranslate();
  const total = translate('resources.invoices.fields.total');
  const rows: [string, string][] = [
    [translate('resources.invoices.fields.bookingCount'), String(count)],
    [translate('resources.invoices.fields.subtotal'), formatMoney(totals.subtotal, currency)],
    [
      translate('app.money.invoices.tax', { percent: formatPercent(taxPercent, translate('app.notAvailable')) }),
      formatMoney(totals.tax, currency),
    ],
    [total, formatMoney(totals.total, currency)],
  ];
  return (
    <Box component="section" aria-label={translate('app.money.invoices.totals')} aria-live="polite">
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          justifyContent: 'start',
          columnGap: 3,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: label === total ? 700 : 400, textAlign: 'right' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
