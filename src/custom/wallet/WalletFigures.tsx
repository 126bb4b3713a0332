import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '#domain/format';
import type { WalletHistory } from '../../providers/walletCalls';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 4 }}>
      <Card variant="outlined" component="section" aria-label={label}>
        <CardContent>
          <Typography variant="caption" color="text.secondary" component="p">
            {label}
          </Typography>
          <Typography variant="h6" component="p">
            {value}
          </Typography>
        </CardContent>
      </Card>
    </Grid>
  );
}

/** Balance now, and the credits and debits in the window, in the PREFERENCE currency. */
export function WalletFigures({ wallet, days, currency }: { wallet: WalletHistory; days: number; currency: string }) {
  const translate = useTranslate();
  return (
    <Grid container spacing={2}>
      <Figure
        label={translate('app.money.wallet.figures.balance')}
        value={formatMoney(wallet.accountBalance, currency)}
      />
      <Figure
        label={translate('app.money.wallet.figures.credits', { days })}
        value={formatMoney(wallet.creditAmount, currency)}
      />
      <Figure
        label={translate('app.money.wallet.figures.debits', { days })}
        value={formatMoney(wallet.debitAmount, currency)}
      />
    </Grid>
  );
}
