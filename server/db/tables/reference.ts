import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { reference, serialId, version } from './columns';

// ── reference data (fixed ids, seeded) ───────────────────────────────────────
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  isoCode: text('iso_code').notNull(),
  dialCode: text('dial_code').notNull(),
});

export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  countryId: reference('country_id', () => countries.id),
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    stateId: reference('state_id', () => states.id),
    countryId: reference('country_id', () => countries.id),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('cities_name_idx').on(sql`lower(${t.name})`)],
);

export const vehicleTypes = pgTable('vehicle_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
});

export const vehicleTypeVariants = pgTable('vehicle_type_variants', {
  id: integer('id').primaryKey(),
  vehicleTypeId: reference('vehicle_type_id', () => vehicleTypes.id),
  name: text('name').notNull(),
  minWeightTonnes: doublePrecision('min_weight_tonnes').notNull(),
  maxWeightTonnes: doublePrecision('max_weight_tonnes').notNull(),
});

export const goodsTypes = pgTable('goods_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const documentTypes = pgTable('document_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const projectVerticals = pgTable('project_verticals', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** SPEC §3 bid-limit configuration row; vehicleTypeId null means "any vehicle type". */
export const bidLimits = pgTable('bid_limits', {
  id: serialId(),
  shipmentCategoryTypeId: smallint('shipment_category_type_id').notNull(),
  bidCategoryTypeId: smallint('bid_category_type_id').notNull(),
  vehicleTypeId: integer('vehicle_type_id').references(() => vehicleTypes.id),
  minAmount: integer('min_amount').notNull(),
  maxAmount: integer('max_amount').notNull(),
  version: version(),
});
