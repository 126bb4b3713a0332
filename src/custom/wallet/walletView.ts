import { endOfDay, isValid, parseISO, startOfDay, subDays } from 'date-fns';
import type { TranslateFunction } from 'react-admin';
import { ACCOUNT_HOLDER_TYPE, TRANSACTION_TYPE, type AccountHolderTypeId, type TransactionType } from '#domain/money';
import { formatDateTime, formatMoney } from '#domain/format';
import { USER_TYPE, isCompanyScoped } from '#domain/userTypes';
import type { StoredUser } from '../../providers/authProvider';
import type { WalletTransaction } from '../../providers/walletCalls';

/** Whose wallet a signed-in non-staff user sees: a shipper's (or broker's) company, a partner, a driver. */
export interface OwnHolder {
  holderTypeId: AccountHolderTypeId;
  holderId: number | null;
}

/**
 * A driver's account holder is their driver record (drivers.id), which the stored user does not
 * name; a `driverId` is read when the login answer carries one, else the wallet says it is unavailable.
 */
export function ownHolderOf(user: (StoredUser & { driverId?: number | null }) | null): OwnHolder | null {
  if (!user) return null;
  if (isCompanyScoped(user.userType))
    return { holderTypeId: ACCOUNT_HOLDER_TYPE.SHIPPER, holderId: user.companyId ?? null };
  if (user.userType === USER_TYPE.PARTNER) return { holderTypeId: ACCOUNT_HOLDER_TYPE.PARTNER, holderId: user.id };
  if (user.userType === USER_TYPE.DRIVER)
    return { holderTypeId: ACCOUNT_HOLDER_TYPE.DRIVER, holderId: user.driverId ?? null };
  return null;
}

export type TypeFilter = 'ALL' | TransactionType;

export interface TransactionFilter {
  type: TypeFilter;
  /** yyyy-MM-dd from a date input, or '' for no bound. */
  from: string;
  to: string;
}

export const NO_FILTER: TransactionFilter = { type: 'ALL', from: '', to: '' };

const day = (value: string) => {
  const date = value ? parseISO(value) : null;
  return date && isValid(date) ? date : null;
};

/** The transactions the table shows: by type and between two days (both inclusive), on the client. */
export function filterTransactions(
  rows: readonly WalletTransaction[],
  { type, from, to }: TransactionFilter,
): WalletTransaction[] {
  const start = day(from);
  const end = day(to);
  return rows.filter((row) => {
    if (type !== 'ALL' && row.type !== type) return false;
    const at = new Date(row.date);
    if (start && at < startOfDay(start)) return false;
    if (end && at > endOfDay(end)) return false;
    return true;
  });
}

const signed = (row: WalletTransaction) => (row.type === TRANSACTION_TYPE.CREDIT ? row.amount : -row.amount);

export interface BalancePoint {
  date: Date;
  balance: number;
}

/**
 * The balance over the window, oldest → newest: the opening balance at the window's start (the first
 * row's balance before it moved), each row's balanceAfter, and the current balance now.
 */
export function balanceSeries(
  newestFirst: readonly WalletTransaction[],
  days: number,
  currentBalance: number,
  now = new Date(),
): BalancePoint[] {
  if (!newestFirst.length) return [];
  const rows = [...newestFirst].reverse();
  const opening = rows[0].balanceAfter - signed(rows[0]);
  return [
    { date: subDays(now, days), balance: opening },
    ...rows.map((row) => ({ date: new Date(row.date), balance: row.balanceAfter })),
    { date: now, balance: currentBalance },
  ];
}

/** The chart's text alternative: where the balance started and ended, and its range. */
export function balanceSummary(
  points: readonly BalancePoint[],
  transactionCount: number,
  currency: string,
  translate: TranslateFunction,
): string {
  if (!points.length) return '';
  const first = points[0];
  const last = points[points.length - 1];
  const balances = points.map((p) => p.balance);
  const money = (amount: number) => formatMoney(amount, currency);
  return translate('app.money.wallet.chart.summary', {
    first: money(first.balance),
    firstDate: formatDateTime(first.date),
    last: money(last.balance),
    lastDate: formatDateTime(last.date),
    lowest: money(Math.min(...balances)),
    highest: money(Math.max(...balances)),
    transactions: translate('app.money.wallet.chart.transactions', { smart_count: transactionCount }),
  });
}

/** The shown transactions as CSV rows (written by src/domain/csv.ts, which neutralises formulas). */
export function transactionRows(rows: readonly WalletTransaction[]) {
  return rows.map((row) => ({
    Date: formatDateTime(row.date),
    Type: row.type,
    Amount: row.amount,
    Message: row.message,
    'Balance after': row.balanceAfter,
    Booking: row.bookingId ?? '',
  }));
}
