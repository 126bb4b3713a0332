import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { reference, serialId, stamps, trigram } from './columns';
import { companies, users } from './people';
import { cities, vehicleTypeVariants, vehicleTypes } from './reference';
// ── the supply side: a partner's fleets, drivers and vehicles; fuel pumps, tyre offers, places ──

/** A partner's named group of vehicles (e.g. "Karachi port shuttles"); a vehicle is in at most one. */
export const fleets = pgTable(
  'fleets',
  {
    id: serialId(),
    partnerId: reference('partner_id', () => users.id),
    name: text('name').notNull(),
    description: text('description'),
    ...stamps(),
  },
  (t) => [uniqueIndex('fleets_partner_name_idx').on(t.partnerId, sql`lower(${t.name})`)],
);

/** A driver working for a partner; `userId` is the driver's own login (the driver app), when there is one. */
export const drivers = pgTable(
  'drivers',
  {
    id: serialId(),
    partnerId: reference('partner_id', () => users.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    cnic: text('cnic'),
    licenseNumber: text('license_number'),
    licenseExpiry: date('license_expiry'),
    /** PENDING, VERIFIED or REJECTED (verification by CSR staff). */
    status: text('status').notNull().default('PENDING'),
    statusReason: text('status_reason'),
    ...stamps(),
  },
  (t) => [
    index('drivers_partner_idx').on(t.partnerId),
    uniqueIndex('drivers_phone_idx').on(t.phoneNumber),
    index('drivers_name_idx').on(sql`lower(${t.fullName})`),
    trigram('drivers_name_trgm_idx', t.fullName),
    trigram('drivers_phone_trgm_idx', t.phoneNumber),
    trigram('drivers_cnic_trgm_idx', t.cnic),
    index('drivers_status_idx').on(t.status, t.createdAt),
  ],
);

/** SPEC §7 driver-vehicle-type: the vehicle types a driver is licensed and able to drive. */
export const driverVehicleTypes = pgTable(
  'driver_vehicle_types',
  {
    driverId: reference('driver_id', () => drivers.id, { onDelete: 'cascade' }),
    vehicleTypeId: reference('vehicle_type_id', () => vehicleTypes.id),
  },
  (t) => [primaryKey({ columns: [t.driverId, t.vehicleTypeId] })],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: serialId(),
    partnerId: reference('partner_id', () => users.id),
    registrationNumber: text('registration_number').notNull(),
    vehicleTypeId: reference('vehicle_type_id', () => vehicleTypes.id),
    vehicleTypeVariantId: integer('vehicle_type_variant_id').references(() => vehicleTypeVariants.id),
    capacityTonnes: doublePrecision('capacity_tonnes'),
    fleetId: integer('fleet_id').references(() => fleets.id, { onDelete: 'set null' }),
    /** Make and model as the registration book has it, and the model year. */
    make: text('make'),
    modelYear: integer('model_year'),
    status: text('status').notNull().default('PENDING'),
    statusReason: text('status_reason'),
    ...stamps(),
  },
  (t) => [
    index('vehicles_partner_idx').on(t.partnerId),
    uniqueIndex('vehicles_registration_idx').on(sql`upper(${t.registrationNumber})`),
    trigram('vehicles_registration_trgm_idx', t.registrationNumber),
    index('vehicles_fleet_idx').on(t.fleetId),
    index('vehicles_status_idx').on(t.status, t.createdAt),
  ],
);

/** A fuel station where partners' drivers get a discount (SPEC §1 fuel pumps). */
export const fuelPumps = pgTable(
  'fuel_pumps',
  {
    id: serialId(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    cityId: reference('city_id', () => cities.id),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Discount per litre in percent (0-100). */
    discountPercent: doublePrecision('discount_percent').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...stamps(),
  },
  (t) => [index('fuel_pumps_city_idx').on(t.cityId), index('fuel_pumps_name_idx').on(sql`lower(${t.name})`)],
);

/** A tyre discount offer (SPEC §7 tyres): a brand and size at a price, less a discount, at some pumps or shops. */
export const tyreOffers = pgTable('tyre_offers', {
  id: serialId(),
  brand: text('brand').notNull(),
  size: text('size').notNull(),
  /** List price per tyre in whole currency units (PREFERENCE currency). */
  price: integer('price').notNull(),
  discountPercent: doublePrecision('discount_percent').notNull().default(0),
  fuelPumpIds: jsonb('fuel_pump_ids').$type<number[]>().notNull().default([]),
  /** Tyre shops (by name and city) that honour the offer, beside the pumps. */
  shops: jsonb('shops').$type<string[]>().notNull().default([]),
  validUntil: date('valid_until'),
  active: boolean('active').notNull().default(true),
  ...stamps(),
});

/** A saved place (SPEC §7 location/locations): a shipper's warehouse, a port, a yard; used to fill pick-ups and drop-offs. */
export const locations = pgTable(
  'locations',
  {
    id: serialId(),
    name: text('name').notNull(),
    locationType: text('location_type').notNull(),
    address: text('address').notNull(),
    cityId: reference('city_id', () => cities.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The shipper company it belongs to; none for a public place (a port, a truck stand). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    contactName: text('contact_name'),
    contactNumber: text('contact_number'),
    ...stamps(),
  },
  (t) => [index('locations_company_idx').on(t.companyId), index('locations_city_idx').on(t.cityId)],
);
