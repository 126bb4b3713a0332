import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { InferType } from 'yup';
import { MESSAGES } from '#domain/messages';
import type { TyreOfferInput } from '#domain/schemas/fleet';
import { tyreOfferListQuerySchema } from '#domain/schemas/fleet';
import { cities, fuelPumps, tyreOffers } from '../db/schema';
import type { VersionedWrite } from '../http/versioned';
import { badRequest, notFound } from '../http/errors';
import { isoDay, matchesAny, pageOf, type Conn } from '../db/query';

/** A route that changes a tyre offer: the version it was based on is checked by write() (server/http/write.ts). */
export const tyreOfferWrite: VersionedWrite = { table: tyreOffers, resource: 'tyres' };

type OfferRow = typeof tyreOffers.$inferSelect;

/** The list price less the discount, rounded to a whole currency unit. */
export const discountedPrice = (price: number, discountPercent: number) =>
  Math.round((price * (100 - discountPercent)) / 100);

/** The offer record of the API: its pumps named (id, name, city) in the order the offer lists them. */
async function withPumps(db: Conn, rows: OfferRow[]) {
  const ids = [...new Set(rows.flatMap((row) => row.fuelPumpIds))];
  const pumps = ids.length
    ? await db
        .select({ id: fuelPumps.id, name: fuelPumps.name, cityName: cities.name })
        .from(fuelPumps)
        .innerJoin(cities, eq(cities.id, fuelPumps.cityId))
        .where(inArray(fuelPumps.id, ids))
    : [];
  const byId = new Map(pumps.map((pump) => [pump.id, pump]));
  return rows.map((row) => ({
    id: row.id,
    brand: row.brand,
    size: row.size,
    price: row.price,
    discountPercent: row.discountPercent,
    discountedPrice: discountedPrice(row.price, row.discountPercent),
    fuelPumpIds: row.fuelPumpIds,
    fuelPumps: row.fuelPumpIds.flatMap((id) => byId.get(id) ?? []),
    shops: row.shops,
    validUntil: row.validUntil,
    active: row.active,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  }));
}

/** GET /tyres: by brand or size, active, and the pump that honours it; ordered by brand, size, id. */
export async function listTyreOffers(db: Conn, query: InferType<typeof tyreOfferListQuerySchema>) {
  const where = and(
    ...([
      matchesAny(query.q, tyreOffers.brand, tyreOffers.size),
      query.active === undefined ? undefined : eq(tyreOffers.active, query.active),
      query.fuelPumpId ? sql`${tyreOffers.fuelPumpIds} @> ${JSON.stringify([query.fuelPumpId])}::jsonb` : undefined,
    ] satisfies (SQL | undefined)[]),
  );
  const page = pageOf(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(tyreOffers)
      .where(where)
      .orderBy(asc(tyreOffers.brand), asc(tyreOffers.size), asc(tyreOffers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(tyreOffers).where(where),
  ]);
  return { content: await withPumps(db, rows), total, page };
}

export async function findTyreOffer(db: Conn, id: number) {
  const [row] = await db.select().from(tyreOffers).where(eq(tyreOffers.id, id));
  if (!row) throw notFound();
  return (await withPumps(db, [row]))[0];
}

/** The row to write: pumps once each and every one existing, shops trimmed and once each. */
async function offerValues(db: Conn, input: TyreOfferInput) {
  const fuelPumpIds = [...new Set(input.fuelPumpIds)];
  if (fuelPumpIds.length) {
    const found = await db.select({ id: fuelPumps.id }).from(fuelPumps).where(inArray(fuelPumps.id, fuelPumpIds));
    if (found.length !== fuelPumpIds.length) throw badRequest(MESSAGES.invalidFuelPump);
  }
  const shops = [...new Set(input.shops.map((shop) => shop.trim()))];
  return { ...input, fuelPumpIds, shops, validUntil: isoDay(input.validUntil) };
}

export async function createTyreOffer(db: Conn, input: TyreOfferInput) {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tyreOffers)
      .values(await offerValues(tx, input))
      .returning({ id: tyreOffers.id });
    return row.id;
  });
  return findTyreOffer(db, id);
}

export async function updateTyreOffer(db: Conn, id: number, input: TyreOfferInput) {
  await db.transaction(async (tx) => {
    await findTyreOffer(tx, id);
    await tx
      .update(tyreOffers)
      .set({ ...(await offerValues(tx, input)), updatedAt: new Date() })
      .where(eq(tyreOffers.id, id));
  });
  return findTyreOffer(db, id);
}

export async function deleteTyreOffer(db: Conn, id: number) {
  const offer = await findTyreOffer(db, id);
  await db.delete(tyreOffers).where(eq(tyreOffers.id, id));
  return offer;
}
