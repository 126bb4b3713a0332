import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { VERIFICATION_STATUS } from '#domain/fleet';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import type { Conn } from '../db/query';
import { bookings, drivers, users, vehicleTypes, vehicles } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';

const isPartner = (user: AuthUser) => user.userType === USER_TYPE.PARTNER;

/** Whose records a list shows: a partner only ever its own (whatever it asks for), staff all or the partner asked for. */
export const partnerFilter = (user: AuthUser, asked: number | undefined) => (isPartner(user) ? user.id : asked);

/** A partner reaching another partner's record gets 404, so its existence does not leak. */
export function assertPartnerOf(user: AuthUser, partnerId: number) {
  if (isPartner(user) && partnerId !== user.id) throw notFound();
}

/**
 * The partner a created or changed record belongs to: a partner's own id (any other given is ignored);
 * for staff the one given (else the record's current one), which must be a partner account, else 400.
 */
export async function partnerIdFor(
  db: Conn,
  user: AuthUser,
  given: number | undefined,
  current?: number,
): Promise<number> {
  if (isPartner(user)) return user.id;
  const partnerId = given ?? current;
  if (partnerId === undefined) throw badRequest(MESSAGES.invalidPartner);
  if (partnerId === current) return partnerId;
  const [partner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, partnerId), eq(users.userType, USER_TYPE.PARTNER), isNull(users.deletedAt)));
  if (!partner) throw badRequest(MESSAGES.invalidPartner);
  return partnerId;
}

/** A partner changing a verified or rejected record sends it back for verification; staff edits keep the status. */
export const statusAfterEdit = (user: AuthUser, status: string) =>
  isPartner(user) && status !== VERIFICATION_STATUS.PENDING
    ? { status: VERIFICATION_STATUS.PENDING, statusReason: null }
    : {};

/** Every id must name a vehicle type, else 400. Returns them without repeats. */
export async function checkedVehicleTypeIds(db: Conn, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return unique;
  const found = await db.select({ id: vehicleTypes.id }).from(vehicleTypes).where(inArray(vehicleTypes.id, unique));
  if (found.length !== unique.length) throw badRequest(MESSAGES.invalidVehicleType);
  return unique;
}

/** PostgreSQL's foreign_key_violation (23503): a booking came to name the record between the check and the delete. */
const isForeignKeyViolation = (error: unknown) =>
  [(error as { code?: string }).code, (error as { cause?: { code?: string } }).cause?.code].includes('23503');

/** Runs a delete; a row still referenced answers 409 with `message` instead of a 500. */
async function unlessReferenced<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(message);
    throw error;
  }
}

/**
 * Deletes a driver or vehicle (`record`, of `table`) unless a booking names it by `bookingColumn`: 409
 * with `message` then, also when a booking comes to name it between the check and the delete. Answers
 * the record as it was.
 */
export async function deleteUnlessBooked<Row extends { id: number }>(
  db: Db,
  record: Row,
  table: typeof drivers | typeof vehicles,
  bookingColumn: typeof bookings.driverId | typeof bookings.vehicleId,
  message: string,
) {
  await unlessReferenced(message, () =>
    db.transaction(async (tx) => {
      const [{ used }] = await tx.select({ used: count() }).from(bookings).where(eq(bookingColumn, record.id));
      if (used > 0) throw conflict(message);
      await tx.delete(table).where(eq(table.id, record.id));
    }),
  );
  return record;
}

/** The verification columns a staff decision writes: a reason only with a rejection. */
export const decisionColumns = (decision: { status: string; reason?: string | null }) => ({
  status: decision.status,
  statusReason: decision.status === VERIFICATION_STATUS.REJECTED ? (decision.reason ?? null) : null,
  updatedAt: new Date(),
});
