import { Box, Typography } from '@mui/material';
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
  const rows: [string, string][] = [
    ['Bookings', String(count)],
    ['Subtotal', formatMoney(totals.subtotal, currency)],
    [`Tax (${formatPercent(taxPercent)})`, formatMoney(totals.tax, currency)],
    ['Total', formatMoney(totals.total, currency)],
  ];
  return (
    <Box component="section" aria-label="Invoice totals" aria-live="polite">
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
              sx={{ m: 0, fontWeight: label === 'Total' ? 700 : 400, textAlign: 'right' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
