import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { BOOKING_STATUS } from '#domain/bookings';
import { PAYMENT_KIND, PAYMENT_STATUS, toMajor, type PaymentKind, type PaymentStatus } from '#domain/money';
import { splitBookingAmount } from '#domain/schemas/wallet';
import type { PaymentRecord } from '#domain/records/money';
import type { Db } from '../db/client';
import { bankAccounts, bookings, payments, shipments, users } from '../db/schema';
import type { Conn } from '../db/query';

/**
 * What a booking's status change means for its partner's pay, in the status change's own transaction:
 * dispatch started owes the advance, delivered the remainder (and the advance, should it be missing),
 * so that advance + remainder is the booking's amount exactly; a cancelled booking's pending payments
 * are cancelled (paid ones stay paid: recovering them is a wallet debit). Idempotent: one payment per
 * booking and kind.
 */
export async function recordBookingPayments(
  tx: Conn,
  booking: { id: number; partnerId: number; amount: number },
  to: number,
) {
  if (to === BOOKING_STATUS.CANCELLED) return cancelPendingPayments(tx, [booking.id]);
  const split = splitBookingAmount(booking.amount);
  const owed: { kind: PaymentKind; amountMinor: number }[] = [];
  if (to === BOOKING_STATUS.DISPATCH_STARTED || to === BOOKING_STATUS.DELIVERED)
    owed.push({ kind: PAYMENT_KIND.ADVANCE, amountMinor: split.advanceMinor });
  if (to === BOOKING_STATUS.DELIVERED) owed.push({ kind: PAYMENT_KIND.REMAINDER, amountMinor: split.remainderMinor });
  const rows = owed
    .filter((p) => p.amountMinor > 0)
    .map((p) => ({ ...p, bookingId: booking.id, partnerId: booking.partnerId }));
  if (rows.length) await tx.insert(payments).values(rows).onConflictDoNothing();
}

/** Pending payments of these bookings become CANCELLED (for any code path that cancels bookings). */
export async function cancelPendingPayments(tx: Conn, bookingIds: number[]) {
  if (!bookingIds.length) return;
  await tx
    .update(payments)
    .set({ status: PAYMENT_STATUS.CANCELLED })
    .where(and(inArray(payments.bookingId, bookingIds), eq(payments.status, PAYMENT_STATUS.PENDING)));
}

export const paymentColumns = {
  id: payments.id,
  bookingId: payments.bookingId,
  bookingCode: bookings.code,
  shipmentCode: shipments.code,
  partnerId: payments.partnerId,
  partnerName: users.fullName,
  kind: payments.kind,
  amountMinor: payments.amountMinor,
  status: payments.status,
  batchId: payments.batchId,
  paidAt: payments.paidAt,
  createdAt: payments.createdAt,
};
export const selectPayments = (db: Db) =>
  db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .innerJoin(users, eq(users.id, payments.partnerId));

type PaymentRow = Awaited<ReturnType<typeof selectPayments>>[number];

/** Payments as the API shows them: amounts in Rs, with the partner's primary bank account. */
export async function presentPayments(db: Db, rows: PaymentRow[]): Promise<PaymentRecord[]> {
  const partnerIds = [...new Set(rows.map((r) => r.partnerId))];
  const primaries = partnerIds.length
    ? await db
        .select({
          partnerId: bankAccounts.partnerId,
          bankName: bankAccounts.bankName,
          accountTitle: bankAccounts.accountTitle,
          accountNumber: bankAccounts.accountNumber,
        })
        .from(bankAccounts)
        .where(and(inArray(bankAccounts.partnerId, partnerIds), eq(bankAccounts.isPrimary, true)))
        .orderBy(asc(bankAccounts.id))
    : [];
  const primaryOf = new Map<number, PaymentRecord['bankAccount']>();
  for (const { partnerId, ...account } of primaries) if (!primaryOf.has(partnerId)) primaryOf.set(partnerId, account);
  return rows.map(({ amountMinor, ...row }) => ({
    ...row,
    kind: row.kind as PaymentKind,
    status: row.status as PaymentStatus,
    amount: toMajor(amountMinor),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    bankAccount: primaryOf.get(row.partnerId) ?? null,
  }));
}

export interface PaymentFilter {
  status: string;
  partnerId?: number;
  kind?: string;
  batchId?: string;
  page: number;
  pageSize: number;
}

/** GET /bank/v1/payment/:id: one payment as the list shows it, or undefined. */
export async function findPayment(db: Db, id: number): Promise<PaymentRecord | undefined> {
  const rows = await selectPayments(db).where(eq(payments.id, id));
  return (await presentPayments(db, rows))[0];
}

/** GET /bank/v1/payment/all: newest first. */
export async function listPayments(db: Db, filter: PaymentFilter) {
  const where = and(
    eq(payments.status, filter.status),
    filter.partnerId ? eq(payments.partnerId, filter.partnerId) : undefined,
    filter.kind ? eq(payments.kind, filter.kind) : undefined,
    filter.batchId ? eq(payments.batchId, filter.batchId) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectPayments(db)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(filter.pageSize)
      .offset(filter.page * filter.pageSize),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  return { content: await presentPayments(db, rows), total };
}
