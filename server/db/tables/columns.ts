import {
  customType,
  index,
  integer,
  serial,
  timestamp,
  type AnyPgColumn,
  type ExtraConfigColumn,
  type ReferenceConfig,
} from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** File contents kept in the database: durable and transactional with the row that describes them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Optimistic concurrency: bumped by every change made through the API; a write naming an older one is refused (server/http/versioned.ts). */
export const version = () => integer('version').notNull().default(1);

/** A table's own key. */
export const serialId = () => serial('id').primaryKey();

/** A required reference to another table's row: `<name> integer not null references …`. */
export const reference = (name: string, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(target, actions);

/** When a row was made and last changed, and its version: the columns of every record the API edits. */
export const stamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt(), version: version() });

/** A trigram index (pg_trgm, migration 0025): `ilike '%part%'` and near misses on this text column stay fast (GET /api/search). */
export const trigram = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'));
