import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** File contents kept in the database: durable and transactional with the row that describes them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Optimistic concurrency: bumped by every change made through the API; a write naming an older one is refused (server/http/versioned.ts). */
export const version = () => integer('version').notNull().default(1);
