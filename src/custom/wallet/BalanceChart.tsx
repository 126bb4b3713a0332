import { useId, useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { format } from 'date-fns';
import { useTranslate } from 'react-admin';
import { formatMoney } from '#domain/format';
import { PALETTE } from '#domain/palette';
import type { WalletTransaction } from '../../providers/walletCalls';
import { balanceSeries, balanceSummary } from './walletView';

interface Props {
  transactions: readonly WalletTransaction[];
  days: number;
  balance: number;
  currency: string;
}

/**
 * The balance over the window (oldest → newest) as a line. The figure is named by its caption and
 * described by a sentence saying what the line shows, for people who cannot see it; the table below
 * holds every point.
 */
export function BalanceChart({ transactions, days, balance, currency }: Props) {
  const captionId = useId();
  const summaryId = useId();
  const translate = useTranslate();
  const points = useMemo(() => balanceSeries(transactions, days, balance), [transactions, days, balance]);
  if (!points.length) return null;
  const caption = translate('app.money.wallet.chart.caption', { days });
  return (
    <Box component="figure" aria-labelledby={captionId} aria-describedby={summaryId} sx={{ m: 0 }}>
      <Typography component="figcaption" id={captionId} variant="subtitle1">
        {caption}
      </Typography>
      <Box sx={{ height: 260 }}>
        <LineChart
          height={260}
          hideLegend
          skipAnimation
          xAxis={[
            {
              data: points.map((p) => p.date),
              scaleType: 'time',
              valueFormatter: (date: Date) => format(date, 'dd/MM'),
            },
          ]}
          yAxis={[{ valueFormatter: (value: number) => formatMoney(value, currency), width: 90 }]}
          series={[
            {
              data: points.map((p) => p.balance),
              label: translate('app.money.wallet.chart.balance'),
              color: PALETTE.blue.ink,
              curve: 'stepAfter',
              showMark: false,
              valueFormatter: (value) => formatMoney(value, currency),
            },
          ]}
        />
      </Box>
      <Typography id={summaryId} variant="body2" color="text.secondary">
        {balanceSummary(points, transactions.length, currency, translate)}
      </Typography>
    </Box>
  );
}
