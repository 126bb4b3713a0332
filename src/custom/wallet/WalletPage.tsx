import { useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useTranslate } from 'react-admin';
import { exportCsv } from '../../components/export/exportCsv';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_HOLDER_TYPE, WALLET_WINDOWS, type AccountHolderTypeId } from '#domain/money';
import type { StoredUser } from '../../providers/authProvider';
import { storage } from '../../providers/storage';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useIsStaff } from '../../providers/useIsStaff';
import type { WalletHolder } from '../../providers/walletCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { AddTransactionDialog } from './AddTransactionDialog';
import { BalanceChart } from './BalanceChart';
import { HolderPicker } from './HolderPicker';
import { TransactionFilters } from './TransactionFilters';
import { TransactionTable } from './TransactionTable';
import { WalletFigures } from './WalletFigures';
import { LoadError } from '../../components/LoadError';
import { NO_FILTER, filterTransactions, ownHolderOf, transactionRows, type TransactionFilter } from './walletView';

export const DEFAULT_WALLET_DAYS = 30;

interface Holder {
  typeId: AccountHolderTypeId;
  id: number | null;
  name: string;
}

/** Staff pick whose wallet; everyone else sees their own (a shipper's is their company's). */
function useHolder(isStaff: boolean) {
  const translate = useTranslate();
  const [typeId, setTypeId] = useState<AccountHolderTypeId>(ACCOUNT_HOLDER_TYPE.SHIPPER);
  const [picked, setPicked] = useState<WalletHolder | null>(null);
  const own = useMemo(() => (isStaff ? null : ownHolderOf(storage.getJson<StoredUser>('user'))), [isStaff]);
  const holder: Holder | null = isStaff
    ? { typeId, id: picked?.id ?? null, name: picked?.name ?? '' }
    : own && { typeId: own.holderTypeId, id: own.holderId, name: translate('app.money.wallet.yourAccount') };
  const changeType = (type: AccountHolderTypeId) => {
    setTypeId(type);
    setPicked(null);
  };
  return { holder, typeId, picked, changeType, setPicked };
}

/** SPEC §3 transaction history: balance, credits and debits, the balance line and the transactions of a window. */
export function WalletPage() {
  const isStaff = useIsStaff();
  const dataProvider = useFreightDataProvider();
  const queryClient = useQueryClient();
  const { currency } = useClientConfig();
  const translate = useTranslate();
  const { holder, typeId, picked, changeType, setPicked } = useHolder(isStaff);
  const [days, setDays] = useState<number>(DEFAULT_WALLET_DAYS);
  const [filter, setFilter] = useState<TransactionFilter>(NO_FILTER);
  const [adding, setAdding] = useState(false);
  const holderId = holder?.id ?? null;
  const wallet = useQuery({
    queryKey: ['wallet', holder?.typeId, holderId, days],
    queryFn: ({ signal }) =>
      dataProvider.getWallet({ holderTypeId: holder!.typeId, holderId: holderId!, days }, signal),
    enabled: holder !== null && holderId !== null,
  });
  const shown = useMemo(() => filterTransactions(wallet.data?.transactions ?? [], filter), [wallet.data, filter]);
  const exportShown = () => exportCsv(transactionRows(shown), `wallet-last-${days}-days`);

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="resources.wallet.name" />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              {isStaff && picked
                ? translate('app.money.wallet.walletOf', { name: picked.name })
                : translate('resources.wallet.name')}
            </Typography>
            <Box sx={{ flex: 1 }} />
            {isStaff && holderId !== null && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                {translate('app.money.wallet.addTransaction')}
              </Button>
            )}
          </Box>
          {isStaff && (
            <HolderPicker holderTypeId={typeId} holder={picked} onTypeChange={changeType} onHolderChange={setPicked} />
          )}
          <TextField
            select
            fullWidth={false}
            label={translate('app.money.wallet.period')}
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
            sx={{ minWidth: 200, justifySelf: 'start' }}
          >
            {WALLET_WINDOWS.map((window) => (
              <MenuItem key={window} value={window}>
                {translate('app.money.wallet.lastDays', { days: window })}
              </MenuItem>
            ))}
          </TextField>
        </CardContent>
      </Card>
      {holder === null || holderId === null ? (
        isStaff ? (
          <Typography color="text.secondary">{translate('app.money.wallet.chooseHolder')}</Typography>
        ) : (
          <Alert severity="info">{translate('app.money.wallet.noWallet')}</Alert>
        )
      ) : wallet.isPending ? (
        <LinearProgress aria-label={translate('app.money.wallet.loading')} />
      ) : wallet.error ? (
        <LoadError error={wallet.error} onRetry={() => void wallet.refetch()} />
      ) : (
        <>
          <WalletFigures wallet={wallet.data} days={days} currency={currency} />
          <Card component="section" aria-labelledby="wallet-transactions">
            <CardContent sx={{ display: 'grid', gap: 2 }}>
              <Typography variant="h6" component="h2" id="wallet-transactions">
                {translate('app.money.wallet.transactions')}
              </Typography>
              <BalanceChart
                transactions={wallet.data.transactions}
                days={days}
                balance={wallet.data.accountBalance}
                currency={currency}
              />
              {wallet.data.transactions.length > 0 && (
                <TransactionFilters
                  filter={filter}
                  days={days}
                  onChange={setFilter}
                  onExport={exportShown}
                  canExport={shown.length > 0}
                />
              )}
              <TransactionTable
                rows={shown}
                currency={currency}
                empty={
                  wallet.data.transactions.length
                    ? translate('app.money.wallet.noMatch')
                    : translate('app.money.wallet.noneInWindow', { days })
                }
              />
            </CardContent>
          </Card>
        </>
      )}
      {adding && holder && holderId !== null && (
        <AddTransactionDialog
          holderTypeId={holder.typeId}
          holderId={holderId}
          holderName={holder.name}
          currency={currency}
          onClose={() => setAdding(false)}
          onAdded={() => void queryClient.invalidateQueries({ queryKey: ['wallet'] })}
        />
      )}
    </Box>
  );
}
