import { Column, getTableName, is, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A column as "table"."column" whatever the statement: drizzle leaves columns of a one-table select
 * unqualified, and a subquery must not take the outer row's column for one of its own (or the reverse).
 */
export const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * A value read from a small lookup table (a city's, company's or driver's name) as a scalar subquery
 * rather than a join. Lists and detail pages joined up to ten tables; PostgreSQL then spent ~50 ms per
 * call searching join orders for a 2 ms page (EXPLAIN ANALYZE on 100k shipments), while each subquery is
 * planned on its own in microseconds and runs only for the rows of the page.
 */
export const lookup = <T>(column: AnyPgColumn, table: PgTable, key: AnyPgColumn, id: AnyPgColumn | SQL) =>
  sql<T>`(select ${qualified(column)} from ${table} where ${qualified(key)} = ${is(id, Column) ? qualified(id as AnyPgColumn) : id})`;
