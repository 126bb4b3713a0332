import { and, asc, count, eq, ilike, ne, or } from 'drizzle-orm';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import type { BankAccountInput } from '#domain/schemas/wallet';
import type { BankAccountRecord } from '#domain/records/money';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import { bankAccounts, users } from '../db/schema';
import type { VersionedWrite } from '../http/versioned';
import { badRequest, forbidden, notFound } from '../http/errors';
import { unlessDuplicate } from '../http/unique';
import { escapeLike } from '../db/query';
import type { Conn } from '../db/query';

/** A route that changes a bank account: the version it was based on is checked by write() (server/http/write.ts). */
export const bankAccountWrite: VersionedWrite = { table: bankAccounts, resource: 'bank-accounts' };

const accountColumns = {
  id: bankAccounts.id,
  partnerId: bankAccounts.partnerId,
  partnerName: users.fullName,
  bankName: bankAccounts.bankName,
  accountTitle: bankAccounts.accountTitle,
  accountNumber: bankAccounts.accountNumber,
  branchCode: bankAccounts.branchCode,
  isPrimary: bankAccounts.isPrimary,
  version: bankAccounts.version,
};
const selectAccounts = (db: Conn) =>
  db.select(accountColumns).from(bankAccounts).innerJoin(users, eq(users.id, bankAccounts.partnerId));
const ordered = [asc(bankAccounts.partnerId), asc(bankAccounts.id)] as const;

/**
 * Whose accounts a call is about: a partner always its own (naming another answers 404); staff must
 * name a partner that exists. Nobody else gets here (the guard keeps /bank to staff today).
 */
export async function partnerFor(db: Db, user: AuthUser, partnerId: number | undefined): Promise<number> {
  if (user.userType === USER_TYPE.PARTNER) {
    if (partnerId !== undefined && partnerId !== user.id) throw notFound();
    return user.id;
  }
  if (user.userType !== USER_TYPE.INTERNAL) throw forbidden();
  if (partnerId === undefined) throw badRequest(MESSAGES.partnerRequired);
  const [partner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, partnerId), eq(users.userType, USER_TYPE.PARTNER)));
  if (!partner) throw badRequest(MESSAGES.invalidPartner);
  return partner.id;
}

/** An account the caller may change: staff any, a partner its own; else 404. */
export async function ownedAccount(db: Db, user: AuthUser, id: number): Promise<BankAccountRecord> {
  const [row] = await selectAccounts(db).where(eq(bankAccounts.id, id));
  if (!row || (user.userType !== USER_TYPE.INTERNAL && row.partnerId !== user.id)) throw notFound();
  return row;
}

export const partnerAccounts = (db: Db, partnerId: number) =>
  selectAccounts(db)
    .where(eq(bankAccounts.partnerId, partnerId))
    .orderBy(...ordered);

/** GET /bank/v1/all: every partner's accounts, q on title, number or partner name. */
export async function listAllAccounts(
  db: Db,
  query: { q?: string; partnerId?: number; page: number; pageSize: number },
) {
  const like = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const where = and(
    like
      ? or(ilike(bankAccounts.accountTitle, like), ilike(bankAccounts.accountNumber, like), ilike(users.fullName, like))
      : undefined,
    query.partnerId ? eq(bankAccounts.partnerId, query.partnerId) : undefined,
  );
  const [content, [{ total }]] = await Promise.all([
    selectAccounts(db)
      .where(where)
      .orderBy(...ordered)
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db
      .select({ total: count() })
      .from(bankAccounts)
      .innerJoin(users, eq(users.id, bankAccounts.partnerId))
      .where(where),
  ]);
  return { content, total };
}

/** Writes to one partner's accounts are serialised on the partner's row, so there is never more than one primary. */
async function lockPartner(tx: Conn, partnerId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, partnerId)).for('no key update');
}
/** The partner's oldest account other than `except` becomes primary (when the primary goes or steps down). */
async function promoteOldest(tx: Conn, partnerId: number, except: number) {
  const [next] = await tx
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.partnerId, partnerId), ne(bankAccounts.id, except)))
    .orderBy(asc(bankAccounts.id))
    .limit(1);
  if (next)
    await tx.update(bankAccounts).set({ isPrimary: true, updatedAt: new Date() }).where(eq(bankAccounts.id, next.id));
  return Boolean(next);
}
const unsetOthers = (tx: Conn, partnerId: number, except: number) =>
  tx
    .update(bankAccounts)
    .set({ isPrimary: false, updatedAt: new Date() })
    .where(and(eq(bankAccounts.partnerId, partnerId), ne(bankAccounts.id, except), eq(bankAccounts.isPrimary, true)));

type AccountFields = Omit<BankAccountInput, 'partnerId' | 'isPrimary'> & { isPrimary?: boolean };
const fields = ({ bankName, accountTitle, accountNumber, branchCode }: AccountFields) => ({
  bankName,
  accountTitle,
  accountNumber,
  branchCode: branchCode ?? null,
});

/** A new account; the partner's first is primary whatever was asked, and a new primary unmakes the others. */
export async function createAccount(db: Db, partnerId: number, input: AccountFields) {
  const id = await unlessDuplicate(MESSAGES.bankAccountTaken, () =>
    db.transaction(async (tx) => {
      await lockPartner(tx, partnerId);
      const [{ existing }] = await tx
        .select({ existing: count() })
        .from(bankAccounts)
        .where(eq(bankAccounts.partnerId, partnerId));
      const isPrimary = Boolean(input.isPrimary) || existing === 0;
      const [row] = await tx
        .insert(bankAccounts)
        .values({ partnerId, ...fields(input), isPrimary })
        .returning({ id: bankAccounts.id });
      if (isPrimary) await unsetOthers(tx, partnerId, row.id);
      return row.id;
    }),
  );
  return (await selectAccounts(db).where(eq(bankAccounts.id, id)))[0];
}

/** Changes an account. Made primary: the others step down. Primary unticked: the oldest other takes over (a lone account stays primary). */
export async function updateAccount(db: Db, account: BankAccountRecord, input: AccountFields) {
  await unlessDuplicate(MESSAGES.bankAccountTaken, () =>
    db.transaction(async (tx) => {
      await lockPartner(tx, account.partnerId);
      const [current] = await tx
        .select({ isPrimary: bankAccounts.isPrimary })
        .from(bankAccounts)
        .where(eq(bankAccounts.id, account.id));
      if (!current) throw notFound();
      let isPrimary = Boolean(input.isPrimary);
      if (isPrimary) await unsetOthers(tx, account.partnerId, account.id);
      else if (current.isPrimary) isPrimary = !(await promoteOldest(tx, account.partnerId, account.id));
      await tx
        .update(bankAccounts)
        .set({ ...fields(input), isPrimary, updatedAt: new Date() })
        .where(eq(bankAccounts.id, account.id));
    }),
  );
  return (await selectAccounts(db).where(eq(bankAccounts.id, account.id)))[0];
}

/** Removes an account; if it was the primary, the oldest remaining one becomes primary. */
export async function deleteAccount(db: Db, account: BankAccountRecord) {
  await db.transaction(async (tx) => {
    await lockPartner(tx, account.partnerId);
    const [gone] = await tx
      .delete(bankAccounts)
      .where(eq(bankAccounts.id, account.id))
      .returning({ isPrimary: bankAccounts.isPrimary });
    if (!gone) throw notFound();
    if (gone.isPrimary) await promoteOldest(tx, account.partnerId, account.id);
  });
  return account;
}
