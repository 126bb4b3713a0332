import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { InferType } from 'yup';
import type { PlaceInput } from '#domain/schemas/fleet';
import { locationListQuerySchema } from '#domain/schemas/fleet';
import { FLEET_LIMITS } from '#domain/fleet';
import { cities, companies, locations } from '../db/schema';
import type { VersionedWrite } from '../http/versioned';
import { notFound } from '../http/errors';
import { escapeLike } from '../db/query';
import { assertCity, assertCompany } from './common';
import { matchesAny, pageOf, type Conn } from '../db/query';

/** A route that changes a saved place: the version it was based on is checked by write() (server/http/write.ts). */
export const locationWrite: VersionedWrite = { table: locations, resource: 'locations' };

/** The location record of the API: the table's fields with its city's and company's names. */
const locationColumns = {
  id: locations.id,
  name: locations.name,
  locationType: locations.locationType,
  address: locations.address,
  cityId: locations.cityId,
  cityName: cities.name,
  latitude: locations.latitude,
  longitude: locations.longitude,
  companyId: locations.companyId,
  companyName: companies.name,
  contactName: locations.contactName,
  contactNumber: locations.contactNumber,
  createdAt: locations.createdAt,
  updatedAt: locations.updatedAt,
  version: locations.version,
};

const selectLocations = (db: Conn) =>
  db
    .select(locationColumns)
    .from(locations)
    .innerJoin(cities, eq(cities.id, locations.cityId))
    .leftJoin(companies, eq(companies.id, locations.companyId));

type Filters = Pick<InferType<typeof locationListQuerySchema>, 'q' | 'cityId' | 'companyId' | 'locationType'>;

const filtersOf = (query: Filters) =>
  and(
    ...([
      matchesAny(query.q, locations.name, locations.address),
      query.cityId ? eq(locations.cityId, query.cityId) : undefined,
      query.companyId ? eq(locations.companyId, query.companyId) : undefined,
      query.locationType ? eq(locations.locationType, query.locationType) : undefined,
    ] satisfies (SQL | undefined)[]),
  );

/** GET /locations: by name or address, city, company and type; ordered by name then id. */
export async function listLocations(db: Conn, query: InferType<typeof locationListQuerySchema>) {
  const where = filtersOf(query);
  const page = pageOf(query);
  const [content, [{ total }]] = await Promise.all([
    selectLocations(db)
      .where(where)
      .orderBy(asc(locations.name), asc(locations.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(locations).where(where),
  ]);
  return { content, total, page };
}

/** GET /location/search: up to FLEET_LIMITS.locationSearchMax matches for a picker, names starting with the term first. */
export async function searchLocations(db: Conn, query: Filters) {
  // Without a term there is nothing to rank by (and ORDER BY a constant 0 would name a column position).
  const order = query.q
    ? [
        sql`case when ${locations.name} ilike ${`${escapeLike(query.q)}%`} then 0 else 1 end`,
        asc(locations.name),
        asc(locations.id),
      ]
    : [asc(locations.name), asc(locations.id)];
  return selectLocations(db)
    .where(filtersOf(query))
    .orderBy(...order)
    .limit(FLEET_LIMITS.locationSearchMax);
}

export async function findLocation(db: Conn, id: number) {
  const [row] = await selectLocations(db).where(eq(locations.id, id));
  if (!row) throw notFound();
  return row;
}

const rowOf = (input: PlaceInput) => ({
  ...input,
  companyId: input.companyId ?? null,
  contactName: input.contactName ?? null,
  contactNumber: input.contactNumber ?? null,
});

export async function createLocation(db: Conn, input: PlaceInput) {
  await assertCity(db, input.cityId);
  await assertCompany(db, input.companyId);
  const [row] = await db.insert(locations).values(rowOf(input)).returning({ id: locations.id });
  return findLocation(db, row.id);
}

export async function updateLocation(db: Conn, id: number, input: PlaceInput) {
  await findLocation(db, id);
  await assertCity(db, input.cityId);
  await assertCompany(db, input.companyId);
  await db
    .update(locations)
    .set({ ...rowOf(input), updatedAt: new Date() })
    .where(eq(locations.id, id));
  return findLocation(db, id);
}

export async function deleteLocation(db: Conn, id: number) {
  const row = await findLocation(db, id);
  await db.delete(locations).where(eq(locations.id, id));
  return row;
}
