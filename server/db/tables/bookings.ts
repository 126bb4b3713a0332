import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, reference, serialId, trigram, updatedAt } from './columns';
import { users } from './people';
import { shipments } from './shipments';
import { drivers, vehicles } from './fleet';
// ── bids, bookings and tracking ──────────────────────────────────────────────

/** A partner's offer to carry a shipment for an amount (per vehicle or per tonne, as the shipment's bid category). */
export const bids = pgTable(
  'bids',
  {
    id: serialId(),
    shipmentId: reference('shipment_id', () => shipments.id, { onDelete: 'cascade' }),
    partnerId: reference('partner_id', () => users.id),
    amount: integer('amount').notNull(),
    bidCategoryTypeId: smallint('bid_category_type_id').notNull(),
    vehicleCount: integer('vehicle_count').notNull().default(1),
    status: text('status').notNull().default('CREATED'),
    /** Why it was backed out of or rejected (SPEC §4 reason kinds 1 and 2). */
    reasonKind: smallint('reason_kind'),
    reasonId: integer('reason_id').references(() => refusalReasons.id),
    reason: text('reason'),
    autoBid: boolean('auto_bid').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bids_shipment_idx').on(t.shipmentId, t.createdAt),
    index('bids_partner_idx').on(t.partnerId, t.createdAt),
    index('bids_status_idx').on(t.status),
  ],
);

/** One vehicle's trip for a shipment, made when a bid is accepted. */
export const bookings = pgTable(
  'bookings',
  {
    id: serialId(),
    code: text('code'),
    shipmentId: reference('shipment_id', () => shipments.id, { onDelete: 'cascade' }),
    bidId: integer('bid_id').references(() => bids.id),
    partnerId: reference('partner_id', () => users.id),
    /** The agreed amount for this vehicle (the bid's amount, per tonne already multiplied out). */
    amount: integer('amount').notNull(),
    status: smallint('status').notNull().default(1),
    invoiced: boolean('invoiced').notNull().default(false),
    driverId: integer('driver_id').references(() => drivers.id),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    cancellationReasonId: integer('cancellation_reason_id').references(() => refusalReasons.id),
    cancellationReason: text('cancellation_reason'),
    /** Why the driver or vehicle was last changed (reassign). */
    reassignReason: text('reassign_reason'),
    /** When the trip was picked up: its first move to in transit (carrier scorecards' on-time pick-up). */
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_code_idx').on(t.code),
    trigram('bookings_code_trgm_idx', t.code),
    index('bookings_driver_idx').on(t.driverId),
    index('bookings_shipment_idx').on(t.shipmentId),
    index('bookings_partner_idx').on(t.partnerId, sql`${t.createdAt} desc`),
    index('bookings_status_created_idx').on(t.status, sql`${t.createdAt} desc`),
    index('bookings_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    /** The clocks (server/clocks): delivered bookings by delivery time, trips under way by their last change. */
    index('bookings_status_delivered_idx').on(t.status, t.deliveredAt),
    index('bookings_status_updated_idx').on(t.status, t.updatedAt),
  ],
);

/**
 * Bookings per shipper company, partner and status, kept by a trigger on bookings (migration
 * bench_indexes): the booking list's total for staff, a company or a partner, optionally by status
 * or partner, without counting 150k joined rows per page. The trigger reads the company from the
 * booking's shipment: no API call moves a shipment to another company or deletes a shipment.
 */
export const bookingCounts = pgTable(
  'booking_counts',
  {
    companyId: integer('company_id').notNull(),
    partnerId: integer('partner_id').notNull(),
    status: smallint('status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.partnerId, t.status] })],
);

/** Positions of a booking's vehicle over time (tracking/bookingLocation, digitize/v1). */
export const bookingPositions = pgTable(
  'booking_positions',
  {
    id: serialId(),
    bookingId: reference('booking_id', () => bookings.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    tripStatus: smallint('trip_status').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_positions_booking_idx').on(t.bookingId, t.recordedAt)],
);

/** SPEC §7 reason/refusal: the reasons offered for backing out of a bid (1), rejecting one (2) and cancelling a booking (3). */
export const refusalReasons = pgTable('refusal_reasons', {
  id: integer('id').primaryKey(),
  kind: smallint('kind').notNull(),
  text: text('text').notNull(),
});
