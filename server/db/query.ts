import { ilike, or, type Column, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The transaction a `db.transaction(...)` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or the transaction running inside one: what a query helper accepts. */
export type Conn = Db | Tx;

/** A user's text inside a LIKE pattern: % and _ typed mean themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A search term matched anywhere in any of the columns, any case. */
export const matchesAny = (q: string | undefined, ...columns: Column[]): SQL | undefined =>
  q ? or(...columns.map((column) => ilike(column, `%${escapeLike(q)}%`))) : undefined;

/** The paging of a validated list query (page zero-based). */
export const pageOf = ({ page, pageSize }: { page: number; pageSize: number }) => ({
  limit: pageSize,
  offset: page * pageSize,
  page,
  size: pageSize,
});

/** A date-only column value ('YYYY-MM-DD', UTC) from a date, or null. */
export function isoDay(date: Date): string;
export function isoDay(date: Date | null | undefined): string | null;
export function isoDay(date: Date | null | undefined) {
  return date ? date.toISOString().slice(0, 10) : null;
}
