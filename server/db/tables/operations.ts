import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, reference, serialId, stamps, updatedAt, version } from './columns';
import { companies, users } from './people';
import { documentTypes } from './reference';
// ── operations: notifications, partner verification, shipper e-mail settings ──

/** SPEC §7 notifications: what happened that a user should know (a bid on their shipment, a booking moved, a decision, a payment). */
export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
    /** What kind of event: BID_PLACED, BOOKING_STATUS, VERIFICATION_DECISION, PAYMENT_SETTLED, ... */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The portal path it points at, when there is one (e.g. /bookings/12/show). */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, sql`${t.createdAt} desc`),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A partner's verification case (SPEC §7 verification): its documents are reviewed one by one, then the case is decided. */
export const verificationCases = pgTable(
  'verification_cases',
  {
    id: serialId(),
    partnerId: integer('partner_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PENDING, APPROVED or REJECTED. */
    status: text('status').notNull().default('PENDING'),
    reason: text('reason'),
    /** The partner's own details as submitted (partner_verification_data): company name, CNIC, address, ... */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...stamps(),
  },
  (t) => [index('verification_cases_queue_idx').on(t.status, t.submittedAt)],
);

/** A document's review within a partner's case: pending, approved, or rejected with a reason. */
export const documentReviews = pgTable('document_reviews', {
  documentId: integer('document_id').primaryKey(),
  status: text('status').notNull().default('PENDING'),
  reason: text('reason'),
  reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
});

/** SPEC §7 verification-config: which partner document types a case needs before it can be approved. */
export const verificationConfig = pgTable('verification_config', {
  documentTypeId: integer('document_type_id')
    .primaryKey()
    .references(() => documentTypes.id),
  required: boolean('required').notNull().default(true),
  updatedAt: updatedAt(),
});

/** SPEC §7 shipper config email_notifications: which events a company is e-mailed about, and where. */
export const shipperEmailSettings = pgTable('shipper_email_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  events: jsonb('events').$type<string[]>().notNull().default([]),
  emails: jsonb('emails').$type<string[]>().notNull().default([]),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
  version: version(),
});
