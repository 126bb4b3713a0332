import { asc, count, ilike, or, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
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

/**
 * One page of a list, sorted by `column` then id, and how many of `table`'s rows match in all. `rows` selects
 * from `table` (with any joins) and is made `.$dynamic()`, so that it can be filtered and paged here.
 */
export async function sortedPage<Rows extends PgSelect>(
  db: Conn,
  rows: Rows,
  table: PgTable & { id: PgColumn },
  column: PgColumn,
  where: SQL | undefined,
  page: { limit: number; offset: number },
) {
  const [content, [{ total }]] = await Promise.all([
    rows.where(where).orderBy(asc(column), asc(table.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { content, total };
}

/** A date-only column value ('YYYY-MM-DD', UTC) from a date, or null. */
export function isoDay(date: Date): string;
export function isoDay(date: Date | null | undefined): string | null;
export function isoDay(date: Date | null | undefined) {
  return date ? date.toISOString().slice(0, 10) : null;
}
