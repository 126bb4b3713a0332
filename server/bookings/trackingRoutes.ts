import * as yup from 'yup';
import { BOOKING_STATUS, tripStatusOf, type BookingStatus } from '#domain/bookings';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { positionSchema } from '#domain/schemas/bookings';
import { requireUserType } from '../auth/guard';
import { conflict } from '../http/errors';
import { ok } from '../http/envelope';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { write } from '../http/write';
import { DataOf } from '#domain/records/envelope';
import { BookingPosition, BookingTrip } from '#domain/records/tracking';
import { idParam } from '../http/params';
import { ownedBookingById } from './access';
import { positionsOfBooking, recordPosition } from './positions';

const tags = ['tracking'];
const bookingParams = yup.object({ bookingId: idParam() });

/** SPEC §7 "Tracking": a booking's positions over time, and recording one (digitize/v1). */
export default async function trackingRoutes(app: Api) {
  const { db } = app.ctx.database;

  app.get(
    '/tracking/bookingLocation/:bookingId',
    {
      config: { access: 'bookings' },
      schema: docs({
        tags,
        answer: DataOf(BookingTrip),
        summary: "The booking's positions over time, oldest first, with trip statuses 1-5",
        params: bookingParams,
      }),
    },
    async (request) => {
      const { bookingId } = request.params;
      const booking = await ownedBookingById(db, request, bookingId);
      const positions = await positionsOfBooking(db, booking.id);
      return ok({ bookingId: booking.id, tripStatus: tripStatusOf(booking.status as BookingStatus), positions });
    },
  );

  app.post(
    '/digitize/v1',
    {
      config: { access: ['bookings', 'update'] },
      preValidation: requireUserType(USER_TYPE.DRIVER, USER_TYPE.PARTNER, USER_TYPE.INTERNAL),
      schema: docs({
        tags,
        answer: { 201: DataOf(BookingPosition) },
        summary: "Record a position of the booking's vehicle (the driver app, the partner or staff)",
        body: positionSchema,
      }),
    },
    async (request, reply) => {
      const input = request.body;
      const booking = await ownedBookingById(db, request, input.bookingId);
      if (booking.status === BOOKING_STATUS.CANCELLED || booking.status === BOOKING_STATUS.DELIVERED)
        throw conflict(MESSAGES.illegalBookingMove);
      reply.status(201);
      // The shipment page's tracking tab and the booking's map move as the position is heard.
      const moved = () => [{ resource: 'bookings', id: booking.id, event: 'positionRecorded' }];
      return write(request, { changes: moved }, async (tx) => ok(await recordPosition(tx, booking, input)));
    },
  );
}
