import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { USER_TYPE, isCompanyScoped } from '#domain/userTypes';
import { currentUser } from '../auth/guard';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import { bookings, drivers, shipments } from '../db/schema';
import { notFound } from '../http/errors';
import type { VersionedWrite } from '../http/versioned';
import { MESSAGES } from '#domain/messages';
import { type IdRequest } from '../http/params';

/** Whose bookings a caller sees (SPEC §6): staff all; shippers and brokers their company's shipments'; a partner the ones it carries; a driver the ones it drives. */
export type BookingScopeKind = 'all' | 'company' | 'partner' | 'driver' | 'none';

export function bookingScopeKind(user: Pick<AuthUser, 'userType'>): BookingScopeKind {
  if (user.userType === USER_TYPE.INTERNAL) return 'all';
  if (isCompanyScoped(user.userType)) return 'company';
  if (user.userType === USER_TYPE.PARTNER) return 'partner';
  if (user.userType === USER_TYPE.DRIVER) return 'driver';
  return 'none';
}

/** A scope's condition, with the caller's company (or -1) and id as values or statement parameters. The condition joins `shipments`. */
export function bookingScopeWhere(kind: BookingScopeKind, companyId: SQLWrapper, userId: SQLWrapper): SQL | undefined {
  if (kind === 'all') return undefined;
  if (kind === 'company') return eq(shipments.companyId, companyId);
  if (kind === 'partner') return eq(bookings.partnerId, userId);
  if (kind === 'driver')
    return inArray(bookings.driverId, sql`(select ${drivers.id} from ${drivers} where ${drivers.userId} = ${userId})`);
  return sql`false`;
}

/** The condition of the bookings `user` sees. */
export const bookingScope = (user: AuthUser) =>
  bookingScopeWhere(
    bookingScopeKind(user),
    sql.param(user.companyId ?? -1, shipments.companyId),
    sql.param(user.id, bookings.partnerId),
  );

/** The booking (with its shipment's owner) when the caller may see it; otherwise 404. */
export async function ownedBookingById(db: Db, request: FastifyRequest, id: number) {
  const [row] = await db
    .select({ booking: bookings, companyId: shipments.companyId })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .where(and(eq(bookings.id, id), bookingScope(currentUser(request))));
  if (!row) throw notFound();
  return row.booking;
}

/** The booking named by the route's `:id`, when the caller may see it. */
export async function ownedBooking(db: Db, request: IdRequest) {
  return ownedBookingById(db, request, request.params.id);
}

/** A route that changes a booking: the version it was based on is checked by write() (server/http/write.ts). */
export const bookingWrite: VersionedWrite = {
  table: bookings,
  resource: 'bookings',
  stale: MESSAGES.staleBooking,
  bumpedByWrite: true,
};
