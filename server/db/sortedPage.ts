import { asc, count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Conn } from './query';

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
