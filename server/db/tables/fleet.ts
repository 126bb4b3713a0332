import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './people';
import { vehicleTypeVariants, vehicleTypes } from './reference';
// ── the supply side: a partner's drivers and vehicles ───────────────────────

/** A driver working for a partner; `userId` is the driver's own login (the driver app), when there is one. */
export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id').notNull().references(() => users.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    cnic: text('cnic'),
    licenseNumber: text('license_number'),
    licenseExpiry: date('license_expiry'),
    /** PENDING, VERIFIED or REJECTED (verification by CSR staff). */
    status: text('status').notNull().default('PENDING'),
    statusReason: text('status_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('drivers_partner_idx').on(t.partnerId), uniqueIndex('drivers_phone_idx').on(t.phoneNumber), index('drivers_name_idx').on(sql`lower(${t.fullName})`)],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id').notNull().references(() => users.id),
    registrationNumber: text('registration_number').notNull(),
    vehicleTypeId: integer('vehicle_type_id').notNull().references(() => vehicleTypes.id),
    vehicleTypeVariantId: integer('vehicle_type_variant_id').references(() => vehicleTypeVariants.id),
    capacityTonnes: doublePrecision('capacity_tonnes'),
    fleetId: integer('fleet_id'),
    status: text('status').notNull().default('PENDING'),
    statusReason: text('status_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vehicles_partner_idx').on(t.partnerId), uniqueIndex('vehicles_registration_idx').on(sql`upper(${t.registrationNumber})`)],
);
