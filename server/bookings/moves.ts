import type { FastifyRequest } from 'fastify';
import { BOOKING_STATUS, type BookingStatus } from '#domain/bookings';
import { USER_TYPE } from '#domain/userTypes';
import { currentUser, isInternal } from '../auth/guard';
import type { Db } from '../db/client';
import { forbidden } from '../http/errors';
import { ok } from '../http/envelope';
import { forAudience, moneyAudienceOf } from '../money/visibility';
import { ownedBookingById } from './access';
import { findBooking } from './queries';
import { assignDriver, moveBooking } from './service';

/*
 * The changes to one booking that a single route and a bulk action share (routes.ts, bulkRoutes.ts):
 * the same checks of who may make them and the same rules, so both refuse with the same text.
 */

/** A booking as its viewer may see it (money per moneyAudienceOf). */
export const bookingAnswer = async (conn: Db, request: FastifyRequest, id: number) =>
  ok(forAudience((await findBooking(conn, id))!, moneyAudienceOf(currentUser(request))));

/** Who may move a booking to `statusCode`: not the shipper side; cancelling is staff's call. */
export function assertMayMoveBooking(request: FastifyRequest, statusCode: number) {
  const user = currentUser(request);
  // Shippers follow their trips; the partner and driver move their own trips on.
  if (user.userType === USER_TYPE.SHIPPER || user.userType === USER_TYPE.DEMAND_ADDA) throw forbidden();
  if (statusCode === BOOKING_STATUS.CANCELLED && !isInternal(user)) throw forbidden();
}

/** SPEC §4 booking status per target code, on the booking `id` as the caller may reach it (else 404). */
export async function moveBookingTo(
  tx: Db,
  request: FastifyRequest,
  id: number,
  statusCode: number,
  reason: { reasonId?: number; details?: string },
) {
  const booking = await ownedBookingById(tx, request, id);
  assertMayMoveBooking(request, statusCode);
  await moveBooking(tx, booking, statusCode as BookingStatus, reason);
  return bookingAnswer(tx, request, booking.id);
}

type Booking = Awaited<ReturnType<typeof ownedBookingById>>;

/**
 * Puts the driver and vehicle on the booking `id` as the caller may reach it; the reason the booking is
 * given (undefined for a first assignment) makes it a reassignment.
 */
export async function assignBookingDriver(
  tx: Db,
  request: FastifyRequest,
  id: number,
  { driverId, vehicleId }: { driverId: number; vehicleId: number },
  reasonFor: (booking: Booking) => string | undefined,
) {
  const booking = await ownedBookingById(tx, request, id);
  await assignDriver(tx, booking, driverId, vehicleId, reasonFor(booking));
  return bookingAnswer(tx, request, booking.id);
}
