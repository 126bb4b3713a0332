import { useTranslate } from 'react-admin';
import { DataTable, type Column } from '../../components/DataTable';
import { PaletteChip } from '../../components/PaletteChip';
import { formatDateTime, formatMoney } from '#domain/format';
import { TRANSACTION_TYPE } from '#domain/money';
import type { WalletTransaction } from '../../providers/walletCalls';

/** The transactions shown, newest first: date, type chip (credit green, debit red), amount, message, balance after. */
export function TransactionTable({
  rows,
  currency,
  empty,
}: {
  rows: WalletTransaction[];
  currency: string;
  empty: string;
}) {
  const translate = useTranslate();
  const columns: Column<WalletTransaction>[] = [
    { label: 'app.money.wallet.table.date', render: (t) => formatDateTime(t.date) },
    {
      label: 'app.money.wallet.table.type',
      render: (t) => (
        <PaletteChip
          label={translate(`app.money.wallet.types.${t.type}`, { _: t.type })}
          colour={t.type === TRANSACTION_TYPE.CREDIT ? 'green' : 'red'}
        />
      ),
    },
    { label: 'app.money.wallet.table.amount', align: 'right', render: (t) => formatMoney(t.amount, currency) },
    { label: 'app.money.wallet.table.message', render: (t) => t.message },
    {
      label: 'app.money.wallet.table.balanceAfter',
      align: 'right',
      render: (t) => formatMoney(t.balanceAfter, currency),
    },
  ];
  return (
    <DataTable
      caption="app.money.wallet.transactions"
      rows={rows}
      columns={columns}
      rowKey={(t) => t.id}
      isPending={false}
      error={null}
      empty={empty}
    />
  );
}
