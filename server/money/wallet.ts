import { and, asc, desc, eq, gte, ilike, isNull, or, sql } from 'drizzle-orm';
import {
  ACCOUNT_HOLDER_TYPE,
  TRANSACTION_TYPE,
  toMajor,
  type AccountHolderTypeId,
  type TransactionType,
} from '#domain/money';
import { USER_TYPE, isCompanyScoped } from '#domain/userTypes';
import { WALLET_HOLDER_SEARCH_MAX } from '#domain/schemas/wallet';
import type { WalletHistory, WalletHolder, WalletTransaction } from '#domain/records/money';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import { companies, drivers, users, walletAccounts, walletTransactions } from '../db/schema';
import { notFound } from '../http/errors';
import { escapeLike } from '../db/query';
import { postMovement, type Holder, type LedgerRow, type Movement } from './ledger';

const DAY_MS = 86_400_000;
/** The most transactions one history answer lists (newest first); the totals always cover the whole window. */
export const WALLET_HISTORY_MAX_ROWS = 1000;

export const toTransaction = (row: LedgerRow): WalletTransaction => ({
  id: row.id,
  amount: toMajor(row.amountMinor),
  message: row.message,
  type: row.type as TransactionType,
  date: row.createdAt.toISOString(),
  balanceAfter: toMajor(row.balanceAfterMinor),
  bookingId: row.bookingId,
});

/** A staff credit or debit, posted in a transaction of its own. */
export const postWalletTransaction = (db: Db, movement: Movement) => db.transaction((tx) => postMovement(tx, movement));

/** Whether the holder exists: a company (1), a partner user (2) or a driver (3). */
export async function holderExists(db: Db, { accountHolderTypeId: type, accountHolderId: id }: Holder) {
  if (type === ACCOUNT_HOLDER_TYPE.SHIPPER)
    return (await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id))).length > 0;
  if (type === ACCOUNT_HOLDER_TYPE.PARTNER)
    return (
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, id), eq(users.userType, USER_TYPE.PARTNER)))
      ).length > 0
    );
  return (await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, id))).length > 0;
}

/**
 * Whose wallet a caller may read: staff any; a partner its own (2, its user id); a driver user the
 * driver record linked to it (3); a shipper or broker its company (1). Anything else, or a holder
 * that does not exist, is 404 so that nothing leaks.
 */
export async function assertHolderVisible(db: Db, user: AuthUser, holder: Holder) {
  const { accountHolderTypeId: type, accountHolderId: id } = holder;
  let mine = false;
  if (user.userType === USER_TYPE.INTERNAL) mine = true;
  else if (user.userType === USER_TYPE.PARTNER) mine = type === ACCOUNT_HOLDER_TYPE.PARTNER && id === user.id;
  else if (isCompanyScoped(user.userType)) mine = type === ACCOUNT_HOLDER_TYPE.SHIPPER && id === user.companyId;
  else if (user.userType === USER_TYPE.DRIVER && type === ACCOUNT_HOLDER_TYPE.DRIVER) {
    mine =
      (
        await db
          .select({ id: drivers.id })
          .from(drivers)
          .where(and(eq(drivers.id, id), eq(drivers.userId, user.id)))
      ).length > 0;
  }
  if (!mine || !(await holderExists(db, holder))) throw notFound();
}

/** SPEC §3 transaction history: the current balance, the window's credit and debit totals, its transactions newest first. */
export async function walletHistory(
  db: Db,
  holder: Holder,
  days: number,
  type?: TransactionType,
): Promise<WalletHistory> {
  const since = new Date(Date.now() - days * DAY_MS);
  const ofHolder = and(
    eq(walletTransactions.accountHolderTypeId, holder.accountHolderTypeId),
    eq(walletTransactions.accountHolderId, holder.accountHolderId),
  );
  const inWindow = and(ofHolder, gte(walletTransactions.createdAt, since));
  const sumOf = (kind: TransactionType) =>
    sql<number>`coalesce(sum(case when ${walletTransactions.type} = ${kind} then ${walletTransactions.amountMinor} else 0 end), 0)::text`.mapWith(
      Number,
    );
  const [[account], [totals], rows] = await Promise.all([
    db
      .select({ balanceMinor: walletAccounts.balanceMinor })
      .from(walletAccounts)
      .where(
        and(
          eq(walletAccounts.accountHolderTypeId, holder.accountHolderTypeId),
          eq(walletAccounts.accountHolderId, holder.accountHolderId),
        ),
      ),
    db
      .select({ credit: sumOf(TRANSACTION_TYPE.CREDIT), debit: sumOf(TRANSACTION_TYPE.DEBIT) })
      .from(walletTransactions)
      .where(inWindow),
    db
      .select()
      .from(walletTransactions)
      .where(and(inWindow, type ? eq(walletTransactions.type, type) : undefined))
      .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
      .limit(WALLET_HISTORY_MAX_ROWS),
  ]);
  return {
    accountBalance: toMajor(account?.balanceMinor ?? 0),
    creditAmount: toMajor(totals.credit),
    debitAmount: toMajor(totals.debit),
    transactions: rows.map(toTransaction),
  };
}

/** The holder picker (staff): companies by name, partners and drivers by name or phone; at most 50 in all. */
export async function searchHolders(
  db: Db,
  type: AccountHolderTypeId | undefined,
  q: string | undefined,
): Promise<WalletHolder[]> {
  const like = q ? `%${escapeLike(q)}%` : undefined;
  const wanted = (t: AccountHolderTypeId) => type === undefined || type === t;
  const limit = WALLET_HOLDER_SEARCH_MAX;
  const found = await Promise.all([
    wanted(ACCOUNT_HOLDER_TYPE.SHIPPER)
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(like ? ilike(companies.name, like) : undefined)
          .orderBy(asc(companies.name), asc(companies.id))
          .limit(limit)
      : [],
    wanted(ACCOUNT_HOLDER_TYPE.PARTNER)
      ? db
          .select({ id: users.id, name: users.fullName })
          .from(users)
          .where(
            and(
              eq(users.userType, USER_TYPE.PARTNER),
              isNull(users.deletedAt),
              like ? or(ilike(users.fullName, like), ilike(users.phoneNumber, like)) : undefined,
            ),
          )
          .orderBy(asc(users.fullName), asc(users.id))
          .limit(limit)
      : [],
    wanted(ACCOUNT_HOLDER_TYPE.DRIVER)
      ? db
          .select({ id: drivers.id, name: drivers.fullName })
          .from(drivers)
          .where(like ? or(ilike(drivers.fullName, like), ilike(drivers.phoneNumber, like)) : undefined)
          .orderBy(asc(drivers.fullName), asc(drivers.id))
          .limit(limit)
      : [],
  ]);
  const types = [ACCOUNT_HOLDER_TYPE.SHIPPER, ACCOUNT_HOLDER_TYPE.PARTNER, ACCOUNT_HOLDER_TYPE.DRIVER] as const;
  return found
    .flatMap((rows, i) => rows.map((row) => ({ id: row.id, name: row.name, type: types[i] })))
    .slice(0, limit);
}
