import { eq, ilike, or, type Column, type SQL } from 'drizzle-orm';
import { MESSAGES } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { cities, companies } from '../db/schema';
import { badRequest } from '../http/errors';
import { escapeLike } from '../routes/lookups';

/** A database handle or the transaction running inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Conn = Db | Tx;

/** The paging of a validated list query (page zero-based). */
export const pageOf = ({ page, pageSize }: { page: number; pageSize: number }) => ({ limit: pageSize, offset: page * pageSize, page, size: pageSize });

/** A search term matched anywhere in any of the columns, any case; % and _ typed mean themselves. */
export const matchesAny = (q: string | undefined, ...columns: Column[]): SQL | undefined =>
  q ? or(...columns.map((column) => ilike(column, `%${escapeLike(q)}%`))) : undefined;

/** A city id that names no seeded city is a 400 (the form picked something stale), not a foreign-key 500. */
export async function assertCity(db: Conn, cityId: number) {
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
  if (!city) throw badRequest(MESSAGES.invalidCity);
}

export async function assertCompany(db: Conn, companyId: number | null | undefined) {
  if (companyId === undefined || companyId === null) return;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw badRequest(MESSAGES.invalidCompany);
}

/** A date-only column value ('YYYY-MM-DD') from a validated date, or null. */
export const isoDay = (date: Date | null | undefined) => (date ? date.toISOString().slice(0, 10) : null);
