import type { UserPreferences } from '#domain/records/config';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
  uuid,
} from 'drizzle-orm/pg-core';
import { countries } from './reference';
import { createdAt, reference, serialId, trigram, version } from './columns';
// ── people and access ────────────────────────────────────────────────────────
export const roles = pgTable('roles', {
  id: serialId(),
  name: text('name').notNull().unique(),
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  version: version(),
});

/** SPEC §3 company group: the legal entity (identification, address) one or more projects belong to. */
export const companyGroups = pgTable('company_groups', {
  id: serialId(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  cityId: integer('city_id').notNull(),
  provinceId: integer('province_id').notNull(),
  countryId: reference('country_id', () => countries.id),
  identificationType: smallint('identification_type').notNull(),
  identificationValue: text('identification_value').notNull(),
  operationalCityIds: jsonb('operational_city_ids').$type<number[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: version(),
});

/** SPEC §3 company project: what shipments belong to (a shipper company); its fields beyond the name are the project's. */
export const companies = pgTable(
  'companies',
  {
    id: serialId(),
    name: text('name').notNull(),
    groupId: integer('group_id').references(() => companyGroups.id),
    email: text('email'),
    phoneNumber: text('phone_number'),
    strn: text('strn'),
    isContractualAllowed: boolean('is_contractual_allowed').notNull().default(false),
    projectVerticalTypeId: integer('project_vertical_type_id'),
    countryId: integer('country_id').references(() => countries.id),
    marginTypeId: smallint('margin_type_id'),
    marginValue: doublePrecision('margin_value'),
    /** Who made the project: a broker may post shipments for the projects it made. */
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [trigram('companies_name_trgm_idx', t.name)],
);

export const users = pgTable(
  'users',
  {
    id: serialId(),
    userType: smallint('user_type').notNull(),
    roleId: integer('role_id').references(() => roles.id),
    companyId: integer('company_id').references(() => companies.id),
    fullName: text('full_name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    pinHash: text('pin_hash'),
    locale: text('locale').notNull().default('en'),
    countryId: integer('country_id').references(() => countries.id),
    ssn: text('ssn'),
    preferences: jsonb('preferences').$type<UserPreferences>().notNull().default({}),
    blockStatus: smallint('block_status').notNull().default(2),
    /** Why and when the user was blocked (SPEC §7 block reasons and details). */
    blockReasonId: smallint('block_reason_id'),
    blockDetails: text('block_details'),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** A deleted account keeps its records but can never sign in again. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    uniqueIndex('users_phone_idx').on(t.phoneNumber),
    trigram('users_name_trgm_idx', t.fullName),
    trigram('users_phone_trgm_idx', t.phoneNumber),
    trigram('users_email_trgm_idx', t.email),
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.companyId),
  ],
);

/** A login: one family of refresh tokens. Revoking it ends every token of the family. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serialId(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The token that replaced this one, sealed (auth/tokens.ts): answered again within the reuse grace. */
    successor: text('successor'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** One-time codes; only their hash is kept. */
export const otps = pgTable(
  'otps',
  {
    id: serialId(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otps_target_idx').on(t.purpose, t.target)],
);

/** Secrets the server generates for itself when none is configured (the JWT key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** SPEC §3 config entries: a name, a list of values and the "enabled" flag (a string, as SPEC has it). */
export const configs = pgTable('configs', {
  name: text('name').primaryKey(),
  values: jsonb('values').$type<string[]>().notNull().default([]),
  enabled: text('enabled').notNull().default('enabled'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  version: version(),
});

/** A company's private loadboard: the partners it invited (SPEC §7 private-pool invite) may see and bid on its private shipments. */
export const privatePoolMembers = pgTable(
  'private_pool_members',
  {
    companyId: reference('company_id', () => companies.id, { onDelete: 'cascade' }),
    partnerId: reference('partner_id', () => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.partnerId] }),
    index('private_pool_members_partner_idx').on(t.partnerId),
  ],
);
