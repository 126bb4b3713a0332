import { and, asc, eq, inArray } from 'drizzle-orm';
import { BOOKING_STATUS } from '#domain/bookings';
import { ACCOUNT_HOLDER_TYPE, PAYMENT_KIND, PAYMENT_STATUS, toMinor, type PaymentKind } from '#domain/money';
import { USER_TYPE } from '#domain/userTypes';
import { splitBookingAmount } from '#domain/schemas/wallet';
import type { Db } from './client';
import * as t from './schema';
import { DEMO_USERS } from './seed-data/demo';
import {
  COMPANY_A_FLOOR,
  DEMO_BANK_ACCOUNTS,
  DEMO_BATCHES,
  DEMO_WALLET_ENTRIES,
  type SeedHolder,
} from './seed-data/money';
import { openAccount, postMovement, type Holder } from '../money/ledger';
import { settleIn } from '../money/settle';

const DAY = 86_400_000;
const daysAgo = (days: number, hour = 11) => new Date(Date.now() - days * DAY + (hour - 12) * 3_600_000);
const phoneOf = (userType: number) => DEMO_USERS.find((u) => u.userType === userType)!.phoneNumber;
const userByPhone = async (db: Db, phone: string) =>
  (await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phoneNumber, phone)))[0]?.id;

type Planned = {
  bookingId: number;
  partnerId: number;
  kind: PaymentKind;
  amountMinor: number;
  status: string;
  createdAt: Date;
  batch?: number;
};

/**
 * What the demo partner is owed for the seeded bookings (an advance from dispatch on, a remainder once
 * delivered), two settled batches, some payments pending, one cancelled; its bank accounts; and wallet
 * history for the partner, company A (with a credit line), company B and the demo driver. Every
 * movement goes through the ledger, in date order, so balances add up.
 */
export async function seedMoney(db: Db, companyIds: Map<string, number>) {
  const partnerId = await userByPhone(db, phoneOf(USER_TYPE.PARTNER));
  const csrId = (await userByPhone(db, phoneOf(USER_TYPE.INTERNAL))) ?? null;
  const driverUserId = await userByPhone(db, phoneOf(USER_TYPE.DRIVER));
  if (!partnerId) return;
  const [driver] = driverUserId
    ? await db
        .select({ id: t.drivers.id })
        .from(t.drivers)
        .where(eq(t.drivers.userId, driverUserId))
        .orderBy(asc(t.drivers.id))
        .limit(1)
    : [];

  for (const account of DEMO_BANK_ACCOUNTS) {
    const owner = await userByPhone(db, account.partnerPhone);
    if (owner)
      await db.insert(t.bankAccounts).values({
        partnerId: owner,
        bankName: account.bankName,
        accountTitle: account.accountTitle,
        accountNumber: account.accountNumber,
        branchCode: account.branchCode,
        isPrimary: account.isPrimary,
      });
  }

  // Payments, as the booking moves would have made them.
  const rows = await db
    .select({ id: t.bookings.id, amount: t.bookings.amount, status: t.bookings.status })
    .from(t.bookings)
    .where(
      and(
        eq(t.bookings.partnerId, partnerId),
        inArray(t.bookings.status, [
          BOOKING_STATUS.DISPATCH_STARTED,
          BOOKING_STATUS.TRANSIT,
          BOOKING_STATUS.DELIVERED,
          BOOKING_STATUS.CANCELLED,
        ]),
      ),
    )
    .orderBy(asc(t.bookings.id));
  const delivered = rows.filter((b) => b.status === BOOKING_STATUS.DELIVERED);
  const transit = rows.filter((b) => b.status === BOOKING_STATUS.TRANSIT);
  const dispatched = rows.filter((b) => b.status === BOOKING_STATUS.DISPATCH_STARTED);
  const early = delivered.slice(0, Math.ceil(delivered.length / 2));
  const late = delivered.slice(early.length);
  const paidTransit = transit.slice(0, Math.floor(transit.length / 2));
  const planned: Planned[] = [];
  const plan = (booking: (typeof rows)[number], kind: PaymentKind, status: string, created: number, batch?: number) => {
    const split = splitBookingAmount(booking.amount);
    planned.push({
      bookingId: booking.id,
      partnerId,
      kind,
      amountMinor: kind === PAYMENT_KIND.ADVANCE ? split.advanceMinor : split.remainderMinor,
      status,
      createdAt: daysAgo(created, 9 + (planned.length % 8)),
      batch,
    });
  };
  for (const b of early) plan(b, PAYMENT_KIND.ADVANCE, PAYMENT_STATUS.PENDING, 70, 0);
  for (const b of early) plan(b, PAYMENT_KIND.REMAINDER, PAYMENT_STATUS.PENDING, 25, 1);
  for (const b of late) plan(b, PAYMENT_KIND.ADVANCE, PAYMENT_STATUS.PENDING, 24, 1);
  for (const b of paidTransit) plan(b, PAYMENT_KIND.ADVANCE, PAYMENT_STATUS.PENDING, 22, 1);
  for (const b of late) plan(b, PAYMENT_KIND.REMAINDER, PAYMENT_STATUS.PENDING, 4);
  for (const b of transit.slice(paidTransit.length)) plan(b, PAYMENT_KIND.ADVANCE, PAYMENT_STATUS.PENDING, 6);
  for (const b of dispatched) plan(b, PAYMENT_KIND.ADVANCE, PAYMENT_STATUS.PENDING, 1);
  const cancelled = rows.find((b) => b.status === BOOKING_STATUS.CANCELLED);
  if (cancelled) plan(cancelled, PAYMENT_KIND.ADVANCE, PAYMENT_STATUS.CANCELLED, 30);
  const inserted = planned.length
    ? await db
        .insert(t.payments)
        .values(planned.map(({ batch: _b, ...p }) => p))
        .returning({ id: t.payments.id, bookingId: t.payments.bookingId, kind: t.payments.kind })
    : [];
  const idOf = (p: Planned) => inserted.find((r) => r.bookingId === p.bookingId && r.kind === p.kind)!.id;

  // Wallet history and the settled batches, in date order through the ledger.
  const holders: Record<SeedHolder, Holder | undefined> = {
    partner: { accountHolderTypeId: ACCOUNT_HOLDER_TYPE.PARTNER, accountHolderId: partnerId },
    companyA: companyIds.has('A')
      ? { accountHolderTypeId: ACCOUNT_HOLDER_TYPE.SHIPPER, accountHolderId: companyIds.get('A')! }
      : undefined,
    companyB: companyIds.has('B')
      ? { accountHolderTypeId: ACCOUNT_HOLDER_TYPE.SHIPPER, accountHolderId: companyIds.get('B')! }
      : undefined,
    driver: driver ? { accountHolderTypeId: ACCOUNT_HOLDER_TYPE.DRIVER, accountHolderId: driver.id } : undefined,
  };
  if (holders.companyA) await openAccount(db, holders.companyA, toMinor(COMPANY_A_FLOOR));
  const events: { at: Date; run: () => Promise<unknown> }[] = [];
  for (const entry of DEMO_WALLET_ENTRIES) {
    const holder = holders[entry.holder];
    if (!holder) continue;
    const at = daysAgo(entry.daysAgo, 14);
    events.push({
      at,
      run: () =>
        postMovement(db, {
          ...holder,
          type: entry.type,
          amountMinor: toMinor(entry.amount),
          message: entry.message,
          createdBy: csrId,
          at,
        }),
    });
  }
  for (const [index, batch] of DEMO_BATCHES.entries()) {
    const paymentIds = planned.filter((p) => p.batch === index).map(idOf);
    const at = daysAgo(batch.daysAgo, 16);
    if (paymentIds.length)
      events.push({
        at,
        run: () => settleIn(db, { batchId: batch.id, paymentIds, note: batch.note, settledBy: csrId, at }),
      });
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) await event.run();
}
