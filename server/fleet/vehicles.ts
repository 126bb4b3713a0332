import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { InferType } from 'yup';
import { MESSAGES } from '#domain/messages';
import { VERIFICATION_STATUS } from '#domain/fleet';
import type { VehicleInput, VerificationDecisionInput, vehicleListQuerySchema } from '#domain/schemas/fleet';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import { bookings, documents, fleets, users, vehicleTypeVariants, vehicleTypes, vehicles } from '../db/schema';
import type { VersionedWrite } from '../http/versioned';
import { badRequest, notFound } from '../http/errors';
import { unlessDuplicate } from '../http/unique';
import { verificationDecided } from '../notifications/events';
import {
  assertPartnerOf,
  decisionColumns,
  partnerFilter,
  partnerIdFor,
  statusAfterEdit,
  deleteUnlessBooked,
} from './common';
import { matchesAny, pageOf, sortedPage, type Conn } from '../db/query';

/** A route that changes a vehicle: the version it was based on is checked by write() (server/http/write.ts). */
export const vehicleWrite: VersionedWrite = { table: vehicles, resource: 'vehicles' };

/** A vehicle as the API answers it: with its partner, type, variant and fleet names and the document types on file. */
export const vehicleColumns = {
  id: vehicles.id,
  partnerId: vehicles.partnerId,
  partnerName: users.fullName,
  registrationNumber: vehicles.registrationNumber,
  vehicleTypeId: vehicles.vehicleTypeId,
  vehicleTypeName: vehicleTypes.name,
  vehicleTypeVariantId: vehicles.vehicleTypeVariantId,
  vehicleTypeVariantName: vehicleTypeVariants.name,
  capacityTonnes: vehicles.capacityTonnes,
  make: vehicles.make,
  modelYear: vehicles.modelYear,
  fleetId: vehicles.fleetId,
  fleetName: fleets.name,
  status: vehicles.status,
  statusReason: vehicles.statusReason,
  documentTypeIds: sql<
    number[]
  >`coalesce((select json_agg(distinct ${documents.documentTypeId} order by ${documents.documentTypeId}) from ${documents} where ${documents.vehicleId} = ${vehicles.id}), '[]'::json)`,
  createdAt: vehicles.createdAt,
  updatedAt: vehicles.updatedAt,
  version: vehicles.version,
};

const selectVehicles = (db: Conn) =>
  db
    .select(vehicleColumns)
    .from(vehicles)
    .innerJoin(users, eq(users.id, vehicles.partnerId))
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId))
    .leftJoin(vehicleTypeVariants, eq(vehicleTypeVariants.id, vehicles.vehicleTypeVariantId))
    .leftJoin(fleets, eq(fleets.id, vehicles.fleetId));

/** GET /vehicles: by registration, partner, fleet, type and status; by registration number. */
export async function listVehicles(db: Db, user: AuthUser, query: InferType<typeof vehicleListQuerySchema>) {
  const partnerId = partnerFilter(user, query.partnerId);
  const where = and(
    ...([
      partnerId ? eq(vehicles.partnerId, partnerId) : undefined,
      query.fleetId ? eq(vehicles.fleetId, query.fleetId) : undefined,
      query.vehicleTypeId ? eq(vehicles.vehicleTypeId, query.vehicleTypeId) : undefined,
      query.status ? eq(vehicles.status, query.status) : undefined,
      matchesAny(query.q, vehicles.registrationNumber),
    ] satisfies (SQL | undefined)[]),
  );
  return sortedPage(db, selectVehicles(db).$dynamic(), vehicles, vehicles.registrationNumber, where, pageOf(query));
}

/** One vehicle the caller may see, else 404. */
export async function vehicleById(db: Conn, user: AuthUser, id: number) {
  const [row] = await selectVehicles(db).where(eq(vehicles.id, id));
  if (!row) throw notFound();
  assertPartnerOf(user, row.partnerId);
  return row;
}

/** The type must exist, the variant be one of that type, the fleet be the partner's own. */
async function checkVehicle(db: Conn, input: VehicleInput, partnerId: number) {
  const [type] = await db
    .select({ id: vehicleTypes.id })
    .from(vehicleTypes)
    .where(eq(vehicleTypes.id, input.vehicleTypeId));
  if (!type) throw badRequest(MESSAGES.invalidVehicleType);
  if (input.vehicleTypeVariantId) {
    const [variant] = await db
      .select({ id: vehicleTypeVariants.id })
      .from(vehicleTypeVariants)
      .where(
        and(
          eq(vehicleTypeVariants.id, input.vehicleTypeVariantId),
          eq(vehicleTypeVariants.vehicleTypeId, input.vehicleTypeId),
        ),
      );
    if (!variant) throw badRequest(MESSAGES.invalidVehicleVariant);
  }
  if (input.fleetId) {
    const [fleet] = await db
      .select({ id: fleets.id })
      .from(fleets)
      .where(and(eq(fleets.id, input.fleetId), eq(fleets.partnerId, partnerId)));
    if (!fleet) throw badRequest(MESSAGES.invalidFleet);
  }
}

/** The columns a vehicle form writes; the registration upper-cased (and unique whatever its case). */
const vehicleValues = (input: VehicleInput, partnerId: number) => ({
  partnerId,
  registrationNumber: input.registrationNumber.toUpperCase(),
  vehicleTypeId: input.vehicleTypeId,
  vehicleTypeVariantId: input.vehicleTypeVariantId ?? null,
  capacityTonnes: input.capacityTonnes,
  make: input.make ?? null,
  modelYear: input.modelYear ?? null,
  fleetId: input.fleetId ?? null,
});

export async function createVehicle(db: Db, user: AuthUser, input: VehicleInput) {
  const partnerId = await partnerIdFor(db, user, input.partnerId);
  await checkVehicle(db, input, partnerId);
  const [row] = await unlessDuplicate(MESSAGES.registrationTaken, () =>
    db.transaction((tx) =>
      tx
        .insert(vehicles)
        .values({ ...vehicleValues(input, partnerId), status: VERIFICATION_STATUS.PENDING })
        .returning({ id: vehicles.id }),
    ),
  );
  return vehicleById(db, user, row.id);
}

/** Changes a vehicle; a partner's change sends a verified or rejected one back for verification. */
export async function updateVehicle(db: Db, user: AuthUser, id: number, input: VehicleInput) {
  const current = await vehicleById(db, user, id);
  const partnerId = await partnerIdFor(db, user, input.partnerId, current.partnerId);
  await checkVehicle(db, input, partnerId);
  await unlessDuplicate(MESSAGES.registrationTaken, () =>
    db.transaction((tx) =>
      tx
        .update(vehicles)
        .set({ ...vehicleValues(input, partnerId), ...statusAfterEdit(user, current.status), updatedAt: new Date() })
        .where(eq(vehicles.id, id)),
    ),
  );
  return vehicleById(db, user, id);
}

/** Deletes a vehicle no booking names; its documents go with it. */
export async function deleteVehicle(db: Db, user: AuthUser, id: number) {
  return deleteUnlessBooked(db, await vehicleById(db, user, id), vehicles, bookings.vehicleId, MESSAGES.vehicleInUse);
}

/** Staff verify, reject (with a reason) or send back to pending a vehicle. */
export async function decideVehicle(db: Db, user: AuthUser, id: number, decision: VerificationDecisionInput) {
  await vehicleById(db, user, id);
  await db.update(vehicles).set(decisionColumns(decision)).where(eq(vehicles.id, id));
  await verificationDecided(db, 'vehicle', id, decision);
  return vehicleById(db, user, id);
}
