import { sql } from 'drizzle-orm';
import {
  boolean,
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
} from 'drizzle-orm/pg-core';
import type { ShipmentContainer, ShipmentLoad } from '#domain/records/shipments';

/** A load as stored: its goods code type is whatever the schema let through (src/domain/schemas/shipment.ts). */
type StoredLoad = Omit<ShipmentLoad, 'goodsCodeType'> & { goodsCodeType: number };
import { createdAt, reference, serialId, stamps, trigram } from './columns';
import { cities, projectVerticals, vehicleTypeVariants, vehicleTypes } from './reference';
import { companies, users } from './people';
// ── shipments ────────────────────────────────────────────────────────────────

export const shipments = pgTable(
  'shipments',
  {
    id: serialId(),
    /** Our reference, SH-000001, made from the id right after the insert (null only inside that transaction). */
    code: text('code'),
    /** The shipper's own reference number, if any. */
    referenceNumber: text('reference_number'),
    companyId: reference('company_id', () => companies.id),
    projectId: integer('project_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** SPEC §3 shipperId: the shipper (or broker) user the shipment is for, within its company. */
    shipperId: integer('shipper_id').references(() => users.id, { onDelete: 'set null' }),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('CREATED'),
    shipmentCategoryTypeId: smallint('shipment_category_type_id').notNull(),
    bidCategoryTypeId: smallint('bid_category_type_id').notNull(),
    vehicleTypeId: reference('vehicle_type_id', () => vehicleTypes.id),
    vehicleTypeVariantId: integer('vehicle_type_variant_id').references(() => vehicleTypeVariants.id),
    vehicleCount: integer('vehicle_count').notNull().default(1),
    quantity: integer('quantity'),
    weight: doublePrecision('weight').notNull(),
    minWeightPerVehicle: doublePrecision('min_weight_per_vehicle'),
    maxWeightPerVehicle: doublePrecision('max_weight_per_vehicle'),
    shipperRate: integer('shipper_rate'),
    minShipperRate: integer('min_shipper_rate'),
    maxShipperRate: integer('max_shipper_rate'),
    contractAmount: integer('contract_amount'),
    acceptAutoBid: boolean('accept_auto_bid').notNull().default(false),
    autoNegotiate: boolean('auto_negotiate').notNull().default(false),
    paymentReceivingTypeId: smallint('payment_receiving_type_id').notNull(),
    poolType: smallint('pool_type').notNull().default(1),
    loadingTime: timestamp('loading_time', { withTimezone: true }).notNull(),
    specialInstructions: text('special_instructions'),
    consigneeName: text('consignee_name'),
    consigneeNumber: text('consignee_number'),
    pointOfContactName: text('point_of_contact_name'),
    pointOfContactNumber: text('point_of_contact_number'),
    isPodHardCopyReq: boolean('is_pod_hard_copy_req').notNull().default(false),
    labourAvailabilityTypeId: smallint('labour_availability_type_id').notNull().default(1),
    cityTravelRestrictionTypeId: smallint('city_travel_restriction_type_id').notNull().default(1),
    addaMarfat: text('adda_marfat'),
    hsCode: boolean('hs_code').notNull().default(false),
    customAddress: boolean('custom_address').notNull().default(false),
    verificationStatusTypeId: smallint('verification_status_type_id'),
    container: jsonb('container').$type<ShipmentContainer>(),
    /** First pick-up and last drop-off city, kept on the row for the list and its filters. */
    pickupCityId: integer('pickup_city_id').references(() => cities.id),
    dropOffCityId: integer('drop_off_city_id').references(() => cities.id),
    tagged: boolean('tagged').notNull().default(false),
    taggingOrigin: text('tagging_origin').notNull().default('normal'),
    bidWindowOpen: boolean('bid_window_open').notNull().default(true),
    bidWindowClosesAt: timestamp('bid_window_closes_at', { withTimezone: true }),
    projectVerticalId: integer('project_vertical_id').references(() => projectVerticals.id),
    cancellationType: smallint('cancellation_type'),
    cancellationReason: text('cancellation_reason'),
    /** Optimistic concurrency: every update bumps it; an update naming an older version is refused. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipments_code_idx').on(t.code),
    index('shipments_company_status_loading_idx').on(t.companyId, t.status, t.loadingTime),
    index('shipments_status_loading_idx').on(t.status, t.loadingTime),
    /** The list's default order: lets a page of any filter be read in order and stop early. */
    index('shipments_loading_idx').on(sql`${t.loadingTime} desc`, sql`${t.id} desc`),
    /** A shipper's own list in that order. */
    index('shipments_company_loading_idx').on(t.companyId, sql`${t.loadingTime} desc`, sql`${t.id} desc`),
    /** Lane rates: a lane's shipments (from, to, vehicle type), newest loading first. */
    index('shipments_lane_idx').on(t.pickupCityId, t.dropOffCityId, t.vehicleTypeId, sql`${t.loadingTime} desc`),
    index('shipments_created_by_idx').on(t.createdBy),
    index('shipments_assigned_to_idx').on(t.assignedTo),
    index('shipments_reference_idx').on(t.referenceNumber),
    trigram('shipments_code_trgm_idx', t.code),
    trigram('shipments_reference_trgm_idx', t.referenceNumber),
    /** The bid-window clock: open windows by their closing time (server/clocks). */
    index('shipments_bid_window_closes_idx')
      .on(t.bidWindowClosesAt)
      .where(sql`${t.bidWindowOpen}`),
  ],
);

export const shipmentLocations = pgTable(
  'shipment_locations',
  {
    id: serialId(),
    shipmentId: reference('shipment_id', () => shipments.id, { onDelete: 'cascade' }),
    locationActionType: smallint('location_action_type').notNull(),
    sequence: smallint('sequence').notNull(),
    cityId: reference('city_id', () => cities.id),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    zipCode: text('zip_code'),
    locationType: text('location_type'),
    loads: jsonb('loads').$type<StoredLoad[]>().notNull().default([]),
  },
  (t) => [index('shipment_locations_shipment_idx').on(t.shipmentId)],
);

export const shipmentFavourites = pgTable(
  'shipment_favourites',
  {
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
    shipmentId: reference('shipment_id', () => shipments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.shipmentId] }),
    index('shipment_favourites_shipment_idx').on(t.shipmentId),
  ],
);

/**
 * Shipments per company and status, kept by a trigger on shipments (migration 0005): the list's
 * total for its usual filters (current / past / all) without counting thousands of rows per page.
 */
export const shipmentCounts = pgTable(
  'shipment_counts',
  {
    companyId: integer('company_id').notNull(),
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status] })],
);

/** A company's saved shipment form (everything but the times), to prefill the wizard. */
export const shipmentTemplates = pgTable(
  'shipment_templates',
  {
    id: serialId(),
    companyId: reference('company_id', () => companies.id),
    name: text('name').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...stamps(),
  },
  (t) => [uniqueIndex('shipment_templates_company_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);

/**
 * The spreadsheet rows a company has imported (POST /api/shipments/import): a row whose key is here
 * made its shipment already, so uploading the same file again creates nothing twice.
 */
export const shipmentImportRows = pgTable(
  'shipment_import_rows',
  {
    companyId: reference('company_id', () => companies.id),
    rowKey: text('row_key').notNull(),
    shipmentId: reference('shipment_id', () => shipments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.rowKey] })],
);
