import type { Db } from '../db/client';
import { companies } from '../db/schema';
import { matchesAny, pageOf, sortedPage } from '../db/query';

/** The shipper companies by name (then id), one page of them and how many match the search. */
export async function listCompanies(db: Db, query: { q?: string; page: number; pageSize: number }) {
  const rows = db.select({ id: companies.id, name: companies.name }).from(companies).$dynamic();
  const where = matchesAny(query.q, companies.name);
  const page = pageOf(query);
  const { content, total } = await sortedPage(db, rows, companies, companies.name, where, page);
  return { content, total, page };
}
