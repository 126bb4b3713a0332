import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { ACCOUNT_HOLDER_TYPE, PAYMENT_KIND, PAYMENT_STATUS, TRANSACTION_TYPE, toMajor } from '#domain/money';
import { paymentNotPendingMessage, unknownPaymentMessage } from '#domain/schemas/wallet';
import type { PaymentBatchRecord } from '#domain/records/money';
import type { Db } from '../db/client';
import { bookings, paymentBatches, payments, users } from '../db/schema';
import { conflict } from '../http/errors';
import { postMovement } from './ledger';
import type { Conn } from '../db/query';
import { presentPayments, selectPayments } from './payments';
import { paymentsSettled } from '../notifications/events';
import { appendHistory } from '../history/append';
import { USER_TYPE } from '#domain/userTypes';

export interface SettleInput {
  batchId: string;
  paymentIds: number[];
  note?: string | null;
  settledBy: number | null;
  /** When it was settled; only the seed back-dates. */
  at?: Date;
}

/** How a settled payment reads in the partner's wallet. */
export const settlementMessage = (kind: string, bookingCode: string | null, batchId: string) =>
  `${kind === PAYMENT_KIND.ADVANCE ? 'Advance' : 'Remainder'} for ${bookingCode ?? 'booking'} (batch ${batchId.slice(0, 8)})`;

/**
 * Settles a batch inside the caller's transaction. The batch row goes in first, ON CONFLICT DO NOTHING
 * on the client's id: a batch that already exists (a retry, even one racing the original) changes
 * nothing and answers false. Otherwise the listed payments are locked; every one must exist and be
 * PENDING (else 409 naming the first that isn't, and the transaction rolls back); they become PAID
 * and each is credited to its partner's wallet through the ledger, partner by partner in a fixed order.
 */
export async function settleIn(tx: Conn, input: SettleInput): Promise<boolean> {
  const at = input.at ?? new Date();
  const [inserted] = await tx
    .insert(paymentBatches)
    .values({
      id: input.batchId,
      totalMinor: 0,
      paymentCount: input.paymentIds.length,
      note: input.note ?? null,
      settledBy: input.settledBy,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: paymentBatches.id });
  if (!inserted) return false;
  const locked = await tx
    .select({
      id: payments.id,
      status: payments.status,
      kind: payments.kind,
      amountMinor: payments.amountMinor,
      partnerId: payments.partnerId,
      bookingId: payments.bookingId,
      bookingCode: bookings.code,
      shipmentId: bookings.shipmentId,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(inArray(payments.id, input.paymentIds))
    .orderBy(asc(payments.id))
    .for('update', { of: payments });
  const byId = new Map(locked.map((p) => [p.id, p]));
  for (const id of input.paymentIds) {
    const payment = byId.get(id);
    if (!payment) throw conflict(unknownPaymentMessage(id));
    if (payment.status !== PAYMENT_STATUS.PENDING)
      throw conflict(paymentNotPendingMessage(id, payment.bookingCode, payment.status));
  }
  await tx
    .update(payments)
    .set({ status: PAYMENT_STATUS.PAID, batchId: input.batchId, paidAt: at })
    .where(inArray(payments.id, input.paymentIds));
  const ordered = [...locked].sort((a, b) => a.partnerId - b.partnerId || a.id - b.id);
  for (const p of ordered) {
    await postMovement(tx, {
      accountHolderTypeId: ACCOUNT_HOLDER_TYPE.PARTNER,
      accountHolderId: p.partnerId,
      type: TRANSACTION_TYPE.CREDIT,
      amountMinor: p.amountMinor,
      message: settlementMessage(p.kind, p.bookingCode, input.batchId),
      bookingId: p.bookingId,
      paymentId: p.id,
      batchId: input.batchId,
      createdBy: input.settledBy,
      at,
    });
  }
  const totalMinor = locked.reduce((sum, p) => sum + p.amountMinor, 0);
  await tx.update(paymentBatches).set({ totalMinor }).where(eq(paymentBatches.id, input.batchId));
  await paymentsSettled(tx, locked);
  await appendHistory(
    tx,
    locked.map((p) => ({
      shipmentId: p.shipmentId,
      bookingId: p.bookingId,
      actor: input.settledBy ? { id: input.settledBy, userType: USER_TYPE.INTERNAL } : null,
      event: 'paymentPaid' as const,
      detail: { paymentId: p.id, kind: p.kind, amount: toMajor(p.amountMinor), batchId: input.batchId },
      at,
    })),
  );
  return true;
}

/** POST /bank/v1/payment/batch: settles in one transaction; `created` false when the batch already existed. */
export async function settleBatch(
  db: Db,
  input: SettleInput,
): Promise<{ created: boolean; batch: PaymentBatchRecord }> {
  const created = await db.transaction((tx) => settleIn(tx, input));
  return { created, batch: (await findBatch(db, input.batchId, true))! };
}

const batchColumns = {
  id: paymentBatches.id,
  totalMinor: paymentBatches.totalMinor,
  paymentCount: paymentBatches.paymentCount,
  note: paymentBatches.note,
  settledBy: paymentBatches.settledBy,
  settledByName: users.fullName,
  createdAt: paymentBatches.createdAt,
};
const selectBatches = (db: Db) =>
  db.select(batchColumns).from(paymentBatches).leftJoin(users, eq(users.id, paymentBatches.settledBy));
const presentBatch = ({
  totalMinor,
  createdAt,
  ...row
}: Awaited<ReturnType<typeof selectBatches>>[number]): PaymentBatchRecord => ({
  ...row,
  total: toMajor(totalMinor),
  createdAt: createdAt.toISOString(),
});

/** A settled batch, with its payments when asked. */
export async function findBatch(db: Db, id: string, withPayments: boolean): Promise<PaymentBatchRecord | undefined> {
  const [row] = await selectBatches(db).where(eq(paymentBatches.id, id));
  if (!row) return undefined;
  const batch = presentBatch(row);
  if (!withPayments) return batch;
  const rows = await selectPayments(db).where(eq(payments.batchId, id)).orderBy(asc(payments.id));
  return { ...batch, payments: await presentPayments(db, rows) };
}

/** GET /bank/v1/payment/batch: settled batches, newest first. */
export async function listBatches(db: Db, page: number, pageSize: number) {
  const [rows, [{ total }]] = await Promise.all([
    selectBatches(db)
      .orderBy(desc(paymentBatches.createdAt), desc(paymentBatches.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ total: count() }).from(paymentBatches),
  ]);
  return { content: rows.map(presentBatch), total };
}
