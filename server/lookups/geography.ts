import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { InferType } from 'yup';
import { CITY_SEARCH_MAX_RESULTS } from '#domain/limits';
import type { cityListQuerySchema } from '#domain/schemas/lookups';
import type { Db } from '../db/client';
import { cities, countries, states } from '../db/schema';
import { escapeLike } from '../db/query';

const cityColumns = {
  id: cities.id,
  name: cities.name,
  stateId: cities.stateId,
  countryId: cities.countryId,
  countryName: countries.name,
  latitude: cities.latitude,
  longitude: cities.longitude,
};
const citiesWithCountry = (db: Db) =>
  db.select(cityColumns).from(cities).innerJoin(countries, eq(countries.id, cities.countryId));

/** Cities by name, of a country or state, or those of an id list (an empty list names none). */
export async function listCities(db: Db, query: InferType<typeof cityListQuerySchema>) {
  const where: SQL[] = [];
  if (query.countryId) where.push(eq(cities.countryId, query.countryId));
  if (query.stateId) where.push(eq(cities.stateId, query.stateId));
  if (query.ids) {
    if (!query.ids.length) return [];
    where.push(inArray(cities.id, query.ids));
  }
  return citiesWithCountry(db)
    .where(and(...where))
    .orderBy(asc(cities.name), asc(cities.id));
}

/** Cities whose name contains the term, those starting with it first. */
export async function searchCities(db: Db, term: string) {
  const escaped = escapeLike(term);
  return citiesWithCountry(db)
    .where(ilike(cities.name, `%${escaped}%`))
    .orderBy(sql`case when ${cities.name} ilike ${`${escaped}%`} then 0 else 1 end`, asc(cities.name), asc(cities.id))
    .limit(CITY_SEARCH_MAX_RESULTS);
}

export const listCountries = (db: Db) => db.select().from(countries).orderBy(asc(countries.name), asc(countries.id));

/** The country of a two-letter ISO code, any case. */
export async function countryByIsoCode(db: Db, isoCode: string) {
  const [country] = await db
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .where(eq(sql`upper(${countries.isoCode})`, isoCode));
  return country;
}

/** States by name, of one country when given. */
export const listStates = (db: Db, countryId: number | undefined) =>
  db
    .select()
    .from(states)
    .where(countryId ? eq(states.countryId, countryId) : undefined)
    .orderBy(asc(states.name), asc(states.id));
