import { DataTable, type Column } from '../../components/DataTable';
import { PaletteChip } from '../../components/PaletteChip';
import { formatDateTime, formatMoney } from '#domain/format';
import { TRANSACTION_TYPE } from '#domain/money';
import type { WalletTransaction } from '../../providers/walletCalls';

const TYPE_LABELS = { [TRANSACTION_TYPE.CREDIT]: 'Credit', [TRANSACTION_TYPE.DEBIT]: 'Debit' } as const;

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
  const columns: Column<WalletTransaction>[] = [
    { label: 'Date', render: (t) => formatDateTime(t.date) },
    {
      label: 'Type',
      render: (t) => (
        <PaletteChip
          label={TYPE_LABELS[t.type] ?? t.type}
          colour={t.type === TRANSACTION_TYPE.CREDIT ? 'green' : 'red'}
        />
      ),
    },
    { label: 'Amount', align: 'right', render: (t) => formatMoney(t.amount, currency) },
    { label: 'Message', render: (t) => t.message },
    { label: 'Balance after', align: 'right', render: (t) => formatMoney(t.balanceAfter, currency) },
  ];
  return (
    <DataTable
      caption="Transactions"
      rows={rows}
      columns={columns}
      rowKey={(t) => t.id}
      isPending={false}
      error={null}
      empty={empty}
    />
  );
}
