import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { InferType } from 'yup';
import type { FuelPumpInput } from '#domain/schemas/fleet';
import { fuelPumpListQuerySchema } from '#domain/schemas/fleet';
import { cities, fuelPumps, tyreOffers } from '../db/schema';
import type { VersionedWrite } from '../http/versioned';
import { notFound } from '../http/errors';
import { assertCity } from './common';
import { matchesAny, pageOf, type Conn } from '../db/query';

/** A route that changes a fuel pump: the version it was based on is checked by write() (server/http/write.ts). */
export const fuelPumpWrite: VersionedWrite = { table: fuelPumps, resource: 'fuel-pumps' };

/** The fuel pump record of the API: the table's fields with its city's name. */
const pumpColumns = {
  id: fuelPumps.id,
  name: fuelPumps.name,
  brand: fuelPumps.brand,
  cityId: fuelPumps.cityId,
  cityName: cities.name,
  address: fuelPumps.address,
  latitude: fuelPumps.latitude,
  longitude: fuelPumps.longitude,
  discountPercent: fuelPumps.discountPercent,
  active: fuelPumps.active,
  createdAt: fuelPumps.createdAt,
  updatedAt: fuelPumps.updatedAt,
  version: fuelPumps.version,
};

const selectPumps = (db: Conn) =>
  db.select(pumpColumns).from(fuelPumps).innerJoin(cities, eq(cities.id, fuelPumps.cityId));

/** GET /fuelPump: by name or brand, city and active; ordered by name then id. */
export async function listFuelPumps(db: Conn, query: InferType<typeof fuelPumpListQuerySchema>) {
  const where = and(
    ...([
      matchesAny(query.q, fuelPumps.name, fuelPumps.brand),
      query.cityId ? eq(fuelPumps.cityId, query.cityId) : undefined,
      query.active === undefined ? undefined : eq(fuelPumps.active, query.active),
    ] satisfies (SQL | undefined)[]),
  );
  const page = pageOf(query);
  const [content, [{ total }]] = await Promise.all([
    selectPumps(db).where(where).orderBy(asc(fuelPumps.name), asc(fuelPumps.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(fuelPumps).where(where),
  ]);
  return { content, total, page };
}

export async function findFuelPump(db: Conn, id: number) {
  const [row] = await selectPumps(db).where(eq(fuelPumps.id, id));
  if (!row) throw notFound();
  return row;
}

export async function createFuelPump(db: Conn, input: FuelPumpInput) {
  await assertCity(db, input.cityId);
  const [row] = await db.insert(fuelPumps).values(input).returning({ id: fuelPumps.id });
  return findFuelPump(db, row.id);
}

export async function updateFuelPump(db: Conn, id: number, input: FuelPumpInput) {
  await findFuelPump(db, id);
  await assertCity(db, input.cityId);
  await db
    .update(fuelPumps)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(fuelPumps.id, id));
  return findFuelPump(db, id);
}

/** Deletes a pump and takes its id out of every tyre offer that named it, in one transaction. */
export async function deleteFuelPump(db: Conn, id: number) {
  return db.transaction(async (tx) => {
    const pump = await findFuelPump(tx, id);
    const named = sql`${tyreOffers.fuelPumpIds} @> ${JSON.stringify([id])}::jsonb`;
    await tx
      .update(tyreOffers)
      .set({
        fuelPumpIds: sql`(select coalesce(jsonb_agg(e.value order by e.ord), '[]'::jsonb) from jsonb_array_elements(${tyreOffers.fuelPumpIds}) with ordinality as e(value, ord) where e.value <> to_jsonb(${id}::int))`,
        updatedAt: new Date(),
      })
      .where(named);
    await tx.delete(fuelPumps).where(eq(fuelPumps.id, id));
    return pump;
  });
}
