import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '#domain/messages';
import { TRANSACTION_TYPE, type AccountHolderTypeId, type TransactionType } from '#domain/money';
import type { Conn } from '../db/query';
import { walletAccounts, walletTransactions } from '../db/schema';
import { conflict } from '../http/errors';

export interface Holder {
  accountHolderTypeId: AccountHolderTypeId;
  accountHolderId: number;
}

export interface Movement extends Holder {
  type: TransactionType;
  /** Whole minor units, > 0. */
  amountMinor: number;
  message: string;
  bookingId?: number | null;
  paymentId?: number | null;
  batchId?: string | null;
  createdBy?: number | null;
  /** When it happened; only the seed back-dates history. */
  at?: Date;
}

export type LedgerRow = typeof walletTransactions.$inferSelect;

const holderIs = (holder: Holder) =>
  and(
    eq(walletAccounts.accountHolderTypeId, holder.accountHolderTypeId),
    eq(walletAccounts.accountHolderId, holder.accountHolderId),
  );

/** Opens a holder's account with a floor (a shipper's credit line, negative) if it has none yet. */
export async function openAccount(tx: Conn, holder: Holder, floorMinor = 0) {
  await tx
    .insert(walletAccounts)
    .values({ ...holder, floorMinor })
    .onConflictDoNothing();
}

/**
 * THE one way money moves: posts a credit or debit to a holder's ledger inside the caller's
 * transaction. The holder's account row is created if missing and locked FOR UPDATE, so movements
 * of one holder are applied one after the other on any number of connections; a debit that would
 * take the balance below the account's floor is refused (409) before anything is written. The
 * ledger row carries the balance right after it, and the account's totals move with it.
 */
export async function postMovement(tx: Conn, movement: Movement): Promise<LedgerRow> {
  if (!Number.isSafeInteger(movement.amountMinor) || movement.amountMinor <= 0)
    throw new Error(`postMovement: amountMinor must be a positive whole number, got ${movement.amountMinor}`);
  const holder = { accountHolderTypeId: movement.accountHolderTypeId, accountHolderId: movement.accountHolderId };
  await openAccount(tx, holder);
  const [account] = await tx.select().from(walletAccounts).where(holderIs(holder)).for('update');
  const credit = movement.type === TRANSACTION_TYPE.CREDIT;
  const balanceAfterMinor = account.balanceMinor + (credit ? movement.amountMinor : -movement.amountMinor);
  if (!credit && balanceAfterMinor < account.floorMinor) throw conflict(MESSAGES.belowFloor);
  const [row] = await tx
    .insert(walletTransactions)
    .values({
      ...holder,
      type: movement.type,
      amountMinor: movement.amountMinor,
      balanceAfterMinor,
      message: movement.message,
      bookingId: movement.bookingId ?? null,
      paymentId: movement.paymentId ?? null,
      batchId: movement.batchId ?? null,
      createdBy: movement.createdBy ?? null,
      ...(movement.at ? { createdAt: movement.at } : {}),
    })
    .returning();
  await tx
    .update(walletAccounts)
    .set({
      balanceMinor: balanceAfterMinor,
      ...(credit
        ? { creditMinor: account.creditMinor + movement.amountMinor }
        : { debitMinor: account.debitMinor + movement.amountMinor }),
      updatedAt: new Date(),
    })
    .where(holderIs(holder));
  return row;
}
