import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';

/** One checksum per table: its rows as text, sorted, hashed; a table that changed in any way hashes differently. */
export type DatabaseChecksum = Map<string, string>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const checksumQueries = new WeakMap<Db, string>();

/** The limits' own bookkeeping: a refused attempt is meant to be counted there. */
const LIMIT_TABLES = ['rate_limit_counters', 'secret_lockouts'];

/** Every table of the public schema but the limits', in one round trip (about 20 ms on the seeded PGlite). */
export async function databaseChecksum(db: Db): Promise<DatabaseChecksum> {
  let query = checksumQueries.get(db);
  if (!query) {
    const tables = rowsOf<{ tablename: string }>(
      await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`),
    );
    query = tables
      .filter(({ tablename }) => !LIMIT_TABLES.includes(tablename))
      .map(
        ({ tablename }) =>
          `select '${tablename}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${tablename}" t`,
      )
      .join(' union all ');
    checksumQueries.set(db, query);
  }
  const rows = rowsOf<{ name: string; sum: string }>(await db.execute(sql.raw(query)));
  return new Map(rows.map((row) => [row.name, row.sum]));
}

/** The tables whose checksum differs (empty when the database is unchanged). */
export function changedTables(before: DatabaseChecksum, after: DatabaseChecksum): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
