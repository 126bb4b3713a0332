import { and, asc, eq, exists, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '#domain/messages';
import { BOOKING_STATUS } from '#domain/bookings';
import { DRIVER_REQUIRED_DOCUMENT_TYPE_IDS, VERIFICATION_STATUS } from '#domain/fleet';
import type { InferType } from 'yup';
import type { DriverInput, VerificationDecisionInput, driverListQuerySchema } from '#domain/schemas/fleet';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import { bookings, documents, driverVehicleTypes, drivers, users, vehicleTypes } from '../db/schema';
import type { VersionedWrite } from '../http/versioned';
import { badRequest, notFound } from '../http/errors';
import { unlessDuplicate } from '../http/unique';
import { verificationDecided } from '../notifications/events';
import {
  assertPartnerOf,
  checkedVehicleTypeIds,
  decisionColumns,
  partnerFilter,
  partnerIdFor,
  statusAfterEdit,
  deleteUnlessBooked,
} from './common';
import { isoDay, matchesAny, pageOf, sortedPage, type Conn } from '../db/query';

/** A route that changes a driver: the version it was based on is checked by write() (server/http/write.ts). */
export const driverWrite: VersionedWrite = { table: drivers, resource: 'drivers' };

/** A driver as the API answers it: with its partner's name, the vehicle types it drives and the document types on file. */
export const driverColumns = {
  id: drivers.id,
  partnerId: drivers.partnerId,
  partnerName: users.fullName,
  userId: drivers.userId,
  fullName: drivers.fullName,
  phoneNumber: drivers.phoneNumber,
  cnic: drivers.cnic,
  licenseNumber: drivers.licenseNumber,
  licenseExpiry: drivers.licenseExpiry,
  status: drivers.status,
  statusReason: drivers.statusReason,
  vehicleTypeIds: sql<
    number[]
  >`coalesce((select json_agg(${driverVehicleTypes.vehicleTypeId} order by ${driverVehicleTypes.vehicleTypeId}) from ${driverVehicleTypes} where ${driverVehicleTypes.driverId} = ${drivers.id}), '[]'::json)`,
  documentTypeIds: sql<
    number[]
  >`coalesce((select json_agg(distinct ${documents.documentTypeId} order by ${documents.documentTypeId}) from ${documents} where ${documents.driverId} = ${drivers.id}), '[]'::json)`,
  /** The booking the driver is on the road with (dispatched or in transit), if any: a new assignment warns of it. */
  activeTripCode: sql<
    string | null
  >`(select ${bookings.code} from ${bookings} where ${bookings.driverId} = ${drivers.id} and ${bookings.status} in (${BOOKING_STATUS.DISPATCH_STARTED}, ${BOOKING_STATUS.TRANSIT}) order by ${bookings.id} limit 1)`,
  createdAt: drivers.createdAt,
  updatedAt: drivers.updatedAt,
  version: drivers.version,
};

const selectDrivers = (db: Conn) =>
  db.select(driverColumns).from(drivers).innerJoin(users, eq(users.id, drivers.partnerId));

/** GET /drivers: by name, phone or CNIC, partner, status and a vehicle type driven; by name. */
export async function listDrivers(db: Db, user: AuthUser, query: InferType<typeof driverListQuerySchema>) {
  const partnerId = partnerFilter(user, query.partnerId);
  const conditions: (SQL | undefined)[] = [
    partnerId ? eq(drivers.partnerId, partnerId) : undefined,
    query.status ? eq(drivers.status, query.status) : undefined,
    matchesAny(query.q, drivers.fullName, drivers.phoneNumber, drivers.cnic),
    query.vehicleTypeId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(driverVehicleTypes)
            .where(
              and(
                eq(driverVehicleTypes.driverId, drivers.id),
                eq(driverVehicleTypes.vehicleTypeId, query.vehicleTypeId),
              ),
            ),
        )
      : undefined,
  ];
  return sortedPage(db, selectDrivers(db).$dynamic(), drivers, drivers.fullName, and(...conditions), pageOf(query));
}

/** One driver the caller may see, else 404. */
export async function driverById(db: Conn, user: AuthUser, id: number) {
  const [row] = await selectDrivers(db).where(eq(drivers.id, id));
  if (!row) throw notFound();
  assertPartnerOf(user, row.partnerId);
  return row;
}

async function replaceVehicleTypes(tx: Conn, driverId: number, vehicleTypeIds: number[]) {
  await tx.delete(driverVehicleTypes).where(eq(driverVehicleTypes.driverId, driverId));
  if (vehicleTypeIds.length)
    await tx.insert(driverVehicleTypes).values(vehicleTypeIds.map((vehicleTypeId) => ({ driverId, vehicleTypeId })));
}

const driverValues = (input: DriverInput) => ({
  fullName: input.fullName,
  phoneNumber: input.phoneNumber,
  cnic: input.cnic,
  licenseNumber: input.licenseNumber,
  licenseExpiry: isoDay(input.licenseExpiry),
});

/** A new driver, awaiting verification, with the vehicle types it drives. */
export async function createDriver(db: Db, user: AuthUser, input: DriverInput) {
  const partnerId = await partnerIdFor(db, user, input.partnerId);
  const vehicleTypeIds = await checkedVehicleTypeIds(db, input.vehicleTypeIds ?? []);
  const id = await unlessDuplicate(MESSAGES.driverPhoneTaken, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(drivers)
        .values({ ...driverValues(input), partnerId, status: VERIFICATION_STATUS.PENDING })
        .returning({ id: drivers.id });
      await replaceVehicleTypes(tx, row.id, vehicleTypeIds);
      return row.id;
    }),
  );
  return driverById(db, user, id);
}

/** Changes a driver; its vehicle types only when the body names them. A partner's change sends it back for verification. */
export async function updateDriver(
  db: Db,
  user: AuthUser,
  id: number,
  input: DriverInput,
  replacesVehicleTypes: boolean,
) {
  const current = await driverById(db, user, id);
  const partnerId = await partnerIdFor(db, user, input.partnerId, current.partnerId);
  const vehicleTypeIds = replacesVehicleTypes ? await checkedVehicleTypeIds(db, input.vehicleTypeIds ?? []) : undefined;
  await unlessDuplicate(MESSAGES.driverPhoneTaken, () =>
    db.transaction(async (tx) => {
      await tx
        .update(drivers)
        .set({ ...driverValues(input), partnerId, ...statusAfterEdit(user, current.status), updatedAt: new Date() })
        .where(eq(drivers.id, id));
      if (vehicleTypeIds) await replaceVehicleTypes(tx, id, vehicleTypeIds);
    }),
  );
  return driverById(db, user, id);
}

/** Deletes a driver no booking names; its vehicle types and documents go with it. */
export async function deleteDriver(db: Db, user: AuthUser, id: number) {
  return deleteUnlessBooked(db, await driverById(db, user, id), drivers, bookings.driverId, MESSAGES.driverInUse);
}

/** Staff verify (CNIC and licence on file) or reject (with a reason) a driver, or send it back to pending. */
export async function decideDriver(db: Db, user: AuthUser, id: number, decision: VerificationDecisionInput) {
  const driver = await driverById(db, user, id);
  if (decision.status === VERIFICATION_STATUS.VERIFIED) {
    const onFile = new Set(driver.documentTypeIds);
    if (!DRIVER_REQUIRED_DOCUMENT_TYPE_IDS.every((typeId) => onFile.has(typeId)))
      throw badRequest(MESSAGES.driverDocumentsMissing);
  }
  await db.update(drivers).set(decisionColumns(decision)).where(eq(drivers.id, id));
  await verificationDecided(db, 'driver', id, decision);
  return driverById(db, user, id);
}

/** GET /driver-vehicle-type: the vehicle types the driver drives. */
export async function vehicleTypesOf(db: Conn, user: AuthUser, driverId: number) {
  await driverById(db, user, driverId);
  return db
    .select({ id: vehicleTypes.id, name: vehicleTypes.name })
    .from(driverVehicleTypes)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, driverVehicleTypes.vehicleTypeId))
    .where(eq(driverVehicleTypes.driverId, driverId))
    .orderBy(asc(vehicleTypes.id));
}

/** PUT /driver-vehicle-type/:driverId: exactly these vehicle types afterwards. */
export async function setVehicleTypes(db: Db, user: AuthUser, driverId: number, ids: number[]) {
  await driverById(db, user, driverId);
  const vehicleTypeIds = await checkedVehicleTypeIds(db, ids);
  await db.transaction(async (tx) => {
    // The driver's row first: its lock serialises replacements of one driver's set. On PostgreSQL the
    // delete would not see rows a parallel replacement inserted, and the inserts would then collide.
    await tx.update(drivers).set({ updatedAt: new Date() }).where(eq(drivers.id, driverId));
    await replaceVehicleTypes(tx, driverId, vehicleTypeIds);
  });
  return vehicleTypesOf(db, user, driverId);
}
