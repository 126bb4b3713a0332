import { and, asc, count, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { InferType } from 'yup';
import { MESSAGES } from '#domain/messages';
import type { FleetInput, fleetListQuerySchema } from '#domain/schemas/fleet';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import { fleets, users, vehicles } from '../db/schema';
import type { VersionedWrite } from '../http/versioned';
import { badRequest, notFound } from '../http/errors';
import { unlessDuplicate } from '../http/unique';
import { assertPartnerOf, partnerFilter, partnerIdFor } from './common';
import { matchesAny, type Conn, type Tx } from '../db/query';

/** A route that changes a fleet: the version it was based on is checked by write() (server/http/write.ts). */
export const fleetWrite: VersionedWrite = { table: fleets, resource: 'fleets' };

/** A fleet as the API answers it: with its partner's name and its vehicles. */
export const fleetColumns = {
  id: fleets.id,
  partnerId: fleets.partnerId,
  partnerName: users.fullName,
  name: fleets.name,
  description: fleets.description,
  vehicleCount: sql<number>`(select count(*)::int from ${vehicles} where ${vehicles.fleetId} = ${fleets.id})`,
  vehicleIds: sql<
    number[]
  >`coalesce((select json_agg(${vehicles.id} order by ${vehicles.id}) from ${vehicles} where ${vehicles.fleetId} = ${fleets.id}), '[]'::json)`,
  createdAt: fleets.createdAt,
  updatedAt: fleets.updatedAt,
  version: fleets.version,
};

const selectFleets = (db: Conn) =>
  db.select(fleetColumns).from(fleets).innerJoin(users, eq(users.id, fleets.partnerId));

/** GET /fleets: by name and partner; by name. */
export async function listFleets(db: Db, user: AuthUser, query: InferType<typeof fleetListQuerySchema>) {
  const partnerId = partnerFilter(user, query.partnerId);
  const where = and(
    ...([partnerId ? eq(fleets.partnerId, partnerId) : undefined, matchesAny(query.q, fleets.name)] satisfies (
      SQL | undefined
    )[]),
  );
  const [content, [{ total }]] = await Promise.all([
    selectFleets(db)
      .where(where)
      .orderBy(asc(fleets.name), asc(fleets.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ total: count() }).from(fleets).where(where),
  ]);
  return { content, total };
}

/** One fleet the caller may see, else 404. */
export async function fleetById(db: Conn, user: AuthUser, id: number) {
  const [row] = await selectFleets(db).where(eq(fleets.id, id));
  if (!row) throw notFound();
  assertPartnerOf(user, row.partnerId);
  return row;
}

/** Every vehicle named must be the partner's, else 400. */
async function checkVehicles(db: Conn, partnerId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return unique;
  const found = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(inArray(vehicles.id, unique), eq(vehicles.partnerId, partnerId)));
  if (found.length !== unique.length) throw badRequest(MESSAGES.invalidFleetVehicles);
  return unique;
}

/**
 * Exactly these vehicles are in the fleet afterwards (others leave it); without a list, only those of
 * another partner leave (after staff move the fleet to another partner).
 */
async function placeVehicles(tx: Tx, fleetId: number, partnerId: number, vehicleIds: number[] | undefined) {
  const otherPartners = sql`${vehicles.partnerId} <> ${partnerId}`;
  // No list: only other partners' leave; an empty list: all leave; a list: all but those.
  const leaving = !vehicleIds
    ? otherPartners
    : vehicleIds.length
      ? or(notInArray(vehicles.id, vehicleIds), otherPartners)
      : undefined;
  await tx
    .update(vehicles)
    .set({ fleetId: null, updatedAt: new Date() })
    .where(and(eq(vehicles.fleetId, fleetId), leaving));
  if (vehicleIds?.length)
    await tx.update(vehicles).set({ fleetId, updatedAt: new Date() }).where(inArray(vehicles.id, vehicleIds));
}

export async function createFleet(db: Db, user: AuthUser, input: FleetInput) {
  const partnerId = await partnerIdFor(db, user, input.partnerId);
  const vehicleIds = await checkVehicles(db, partnerId, input.vehicleIds ?? []);
  const id = await unlessDuplicate(MESSAGES.fleetNameTaken, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(fleets)
        .values({ partnerId, name: input.name, description: input.description ?? null })
        .returning({ id: fleets.id });
      await placeVehicles(tx, row.id, partnerId, vehicleIds);
      return row.id;
    }),
  );
  return fleetById(db, user, id);
}

/** Changes a fleet; when vehicleIds is given, exactly those vehicles are in it afterwards. */
export async function updateFleet(db: Db, user: AuthUser, id: number, input: FleetInput) {
  const current = await fleetById(db, user, id);
  const partnerId = await partnerIdFor(db, user, input.partnerId, current.partnerId);
  const vehicleIds = input.vehicleIds ? await checkVehicles(db, partnerId, input.vehicleIds) : undefined;
  await unlessDuplicate(MESSAGES.fleetNameTaken, () =>
    db.transaction(async (tx) => {
      await tx
        .update(fleets)
        .set({ partnerId, name: input.name, description: input.description ?? null, updatedAt: new Date() })
        .where(eq(fleets.id, id));
      await placeVehicles(tx, id, partnerId, vehicleIds);
    }),
  );
  return fleetById(db, user, id);
}

/** Deletes a fleet; its vehicles stay, in no fleet. */
export async function deleteFleet(db: Db, user: AuthUser, id: number) {
  const fleet = await fleetById(db, user, id);
  await db.transaction(async (tx) => {
    await tx.update(vehicles).set({ fleetId: null, updatedAt: new Date() }).where(eq(vehicles.fleetId, id));
    await tx.delete(fleets).where(eq(fleets.id, id));
  });
  return fleet;
}
