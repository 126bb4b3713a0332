import { asc, count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema';
import { matchesAny, pageOf } from '../db/query';

/** The shipper companies by name (then id), one page of them and how many match the search. */
export async function listCompanies(db: Db, query: { q?: string; page: number; pageSize: number }) {
  const where = matchesAny(query.q, companies.name);
  const page = pageOf(query);
  const [content, [{ total }]] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { content, total, page };
}
