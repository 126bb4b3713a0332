import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, reference, serialId, stamps, trigram, updatedAt, version } from './columns';
import { companies, users } from './people';
import { bookings } from './bookings';
import { documents } from './documents';
// ── money: the wallet ledger, partners' bank accounts and payments, invoices and billing ──
// Every amount is a whole number of minor units (paisa for Rs): never a float.

/**
 * SPEC §3 transaction history as an append-only ledger: a posted row is never changed or deleted (a
 * correction is a new row). An account holder is a shipper company (type 1), a partner (2, users.id)
 * or a driver (3, drivers.id).
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountHolderTypeId: smallint('account_holder_type_id').notNull(),
    accountHolderId: integer('account_holder_id').notNull(),
    /** CREDIT or DEBIT. */
    type: text('type').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The balance right after this row: the running total the history shows. */
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
    message: text('message').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id),
    paymentId: integer('payment_id'),
    batchId: uuid('batch_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_transactions_holder_idx').on(t.accountHolderTypeId, t.accountHolderId, t.createdAt),
    check('wallet_transactions_positive', sql`${t.amountMinor} > 0`),
    check('wallet_transactions_type', sql`${t.type} in ('CREDIT', 'DEBIT')`),
  ],
);

/** One row per account holder: the balance the ledger adds up to, locked (FOR UPDATE) by every movement. */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    accountHolderTypeId: smallint('account_holder_type_id').notNull(),
    accountHolderId: integer('account_holder_id').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    creditMinor: bigint('credit_minor', { mode: 'number' }).notNull().default(0),
    debitMinor: bigint('debit_minor', { mode: 'number' }).notNull().default(0),
    /** How far below zero the balance may go (a shipper's credit line); 0 for carriers. */
    floorMinor: bigint('floor_minor', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountHolderTypeId, t.accountHolderId] }),
    check('wallet_accounts_floor', sql`${t.balanceMinor} >= ${t.floorMinor}`),
  ],
);

/** A partner's bank account that payments go to (SPEC §7 bank/v1). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serialId(),
    partnerId: reference('partner_id', () => users.id),
    bankName: text('bank_name').notNull(),
    accountTitle: text('account_title').notNull(),
    /** IBAN (PK + 22) or a plain account number. */
    accountNumber: text('account_number').notNull(),
    branchCode: text('branch_code'),
    isPrimary: boolean('is_primary').notNull().default(false),
    ...stamps(),
  },
  (t) => [
    index('bank_accounts_partner_idx').on(t.partnerId),
    uniqueIndex('bank_accounts_number_idx').on(t.partnerId, t.accountNumber),
  ],
);

/** What the marketplace owes a partner for a booking: the advance at dispatch, the remainder on delivery. */
export const payments = pgTable(
  'payments',
  {
    id: serialId(),
    bookingId: reference('booking_id', () => bookings.id),
    partnerId: reference('partner_id', () => users.id),
    /** ADVANCE or REMAINDER. */
    kind: text('kind').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** PENDING, PAID or CANCELLED. */
    status: text('status').notNull().default('PENDING'),
    batchId: uuid('batch_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_booking_kind_idx').on(t.bookingId, t.kind),
    index('payments_status_idx').on(t.status, t.partnerId),
    index('payments_batch_idx').on(t.batchId),
    /** The unpaid-remainder clock (server/clocks): the remainders still pending, by booking. */
    index('payments_pending_remainder_idx')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'REMAINDER' and ${t.status} = 'PENDING'`),
  ],
);

/** A settled batch (SPEC §7 bank/v1/payment/batch): its id is the client's, so a retried settle finds it and does nothing twice. */
export const paymentBatches = pgTable('payment_batches', {
  id: uuid('id').primaryKey(),
  totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
  paymentCount: integer('payment_count').notNull(),
  note: text('note'),
  settledBy: integer('settled_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** An invoice to a shipper company for delivered bookings. */
export const invoices = pgTable(
  'invoices',
  {
    id: serialId(),
    code: text('code'),
    companyId: reference('company_id', () => companies.id),
    /** ISSUED, PAID or CANCELLED. */
    status: text('status').notNull().default('ISSUED'),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    taxPercent: doublePrecision('tax_percent').notNull().default(0),
    notes: text('notes'),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the invoice was last e-mailed, and to which address (the company's invoice e-mail then). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentTo: text('sent_to'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_code_idx').on(t.code),
    trigram('invoices_code_trgm_idx', t.code),
    index('invoices_company_idx').on(t.companyId, t.issueDate),
    index('invoices_status_idx').on(t.status, t.issueDate),
  ],
);

/**
 * What an invoice bills: each booking's freight (a booking's freight is on at most one invoice that is
 * not cancelled) and its billable charges, each line naming the charge document it bills.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serialId(),
    invoiceId: reference('invoice_id', () => invoices.id, { onDelete: 'cascade' }),
    bookingId: reference('booking_id', () => bookings.id),
    /** FREIGHT or CHARGE. */
    kind: text('kind').notNull().default('FREIGHT'),
    /** A CHARGE line's document; null once that document is deleted (the line, as issued, stays). */
    documentId: integer('document_id').references((): AnyPgColumn => documents.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** False once the invoice is cancelled, which frees the booking to be invoiced again. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId),
    uniqueIndex('invoice_lines_active_freight_idx')
      .on(t.bookingId)
      .where(sql`${t.active} and ${t.kind} = 'FREIGHT'`),
    check('invoice_lines_kind', sql`${t.kind} in ('FREIGHT', 'CHARGE')`),
  ],
);

/** A company's billing set-up (SPEC §7 billing/v1/invoice/configuration). */
export const billingConfigurations = pgTable('billing_configurations', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** PER_BOOKING, WEEKLY, FORTNIGHTLY or MONTHLY. */
  billingCycle: text('billing_cycle').notNull(),
  taxPercent: doublePrecision('tax_percent').notNull().default(0),
  dueDays: integer('due_days').notNull(),
  /** Which extra charges are billed on (document type ids 24-37 and 38-39: the SPEC §3 charge kinds). */
  billableChargeTypeIds: jsonb('billable_charge_type_ids').$type<number[]>().notNull().default([]),
  invoiceEmail: text('invoice_email'),
  /** Whether the bill-T (builty) is attached to every invoice. */
  attachBillT: boolean('attach_bill_t').notNull().default(true),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
  version: version(),
});
