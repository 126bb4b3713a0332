import { eq } from 'drizzle-orm';
import { MESSAGES } from '#domain/messages';
import type { Conn } from '../db/query';
import { cities, companies } from '../db/schema';
import { badRequest } from '../http/errors';

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
