import type { FastifyRequest } from 'fastify';
import { BOOKING_STATUS } from '#domain/bookings';
import { forAudience, forViewer, moneyAudienceOf } from '../money/visibility';
import { USER_TYPE } from '#domain/userTypes';
import {
  assignDriverSchema,
  bookingListQuerySchema,
  bookingStatusBodySchema,
  bookingStatusParamsSchema,
  bulkAssignSchema,
  reassignDriverSchema,
} from '#domain/schemas/bookings';
import { currentUser, requireUserType } from '../auth/guard';
import { ok, pagedAnswer } from '../http/envelope';
import { write } from '../http/write';
import { type Api, type RequestWith } from '../http/validate';
import { docs } from '../http/docs';
import { Type } from '@sinclair/typebox';
import type { AnyObjectSchema } from 'yup';
import { DataOf, PageOf } from '#domain/records/envelope';
import { BookingPricing, BookingRecord } from '#domain/records/bookings';
import { idParams, type IdRequest } from '../http/params';
import { bookingHistory, reasonInBody, type HistoryWrite } from '../history/routeHistory';
import { asId } from '../http/params';
import { bookingWrite, ownedBooking, ownedBookingById } from './access';
import { findBooking, listBookings } from './queries';
import { assignDrivers } from './service';
import { assignBookingDriver, bookingAnswer, moveBookingTo } from './moves';
import { bookingPricing } from './pricing';

/** The bookings a bulk assignment names (the handler validates them; anything unreadable names none). */
const assignedBookingIds = (request: FastifyRequest) => {
  const assignments = (request.body as { assignments?: unknown } | null)?.assignments;
  return Array.isArray(assignments)
    ? assignments.map((a) => asId((a as { bookingId?: unknown } | null)?.bookingId)).filter((id): id is number => !!id)
    : [];
};

const tags = ['bookings'];
/** A reassignment's entry carries its reason. */
const reassigning = bookingHistory('driverReassigned', { reason: reasonInBody });
/** Each booking a bulk assignment names gets its own entry. */
const bulkAssigning = bookingHistory('driverAssigned', { ids: assignedBookingIds });
/** A move along the trip's statuses; a cancellation carries the staff's details as its reason. */
const statusMoving = bookingHistory(
  (request) =>
    Number((request.params as { statusCode?: unknown }).statusCode) === BOOKING_STATUS.CANCELLED
      ? 'cancelled'
      : 'statusMoved',
  { reason: (request) => (request.body as { details?: string } | null)?.details },
);
/** Who arranges a trip: staff, and the partner for its own bookings. */
const arrangers = requireUserType(USER_TYPE.INTERNAL, USER_TYPE.PARTNER);

/** SPEC §7 "Bookings and bids": the booking list (page size 4), a booking, its assignment, status and pricing. */
export default async function bookingRoutes(app: Api) {
  const { db } = app.ctx.database;

  const list = (forceCompany: boolean) => async (request: RequestWith<{ query: typeof bookingListQuerySchema }>) => {
    const query = request.query;
    return pagedAnswer(query, await listBookings(db, currentUser(request), query, forceCompany));
  };
  app.get(
    '/booking',
    {
      config: { access: 'bookings' },
      schema: docs({
        tags,
        answer: PageOf(BookingRecord),
        summary: 'Bookings the caller may see, paged (page zero-based, pageSize 4), with the invoiced flag and filters',
        querystring: bookingListQuerySchema,
      }),
    },
    list(false),
  );
  app.get(
    '/booking/shipper',
    {
      config: { access: 'bookings' },
      preValidation: requireUserType(USER_TYPE.SHIPPER, USER_TYPE.DEMAND_ADDA),
      schema: docs({
        tags,
        answer: PageOf(BookingRecord),
        summary: "The caller's company's bookings only",
        querystring: bookingListQuerySchema,
      }),
    },
    list(true),
  );

  app.get(
    '/booking/:id',
    {
      config: { access: 'bookings' },
      schema: docs({
        tags,
        answer: DataOf(BookingRecord),
        summary: 'A booking with its shipment, partner, driver and vehicle',
        params: idParams,
      }),
    },
    async (request) => bookingAnswer(db, request, (await ownedBooking(db, request)).id),
  );

  /** The options of a route that assigns a booking's driver and vehicle: arrangers only, the body names them. */
  const assigning = <Body extends AnyObjectSchema>(summary: string, body: Body) => ({
    config: { access: 'bookings', history: 'booking' } as const,
    preValidation: arrangers,
    schema: docs({ tags, versioned: true, answer: DataOf(BookingRecord), summary, params: idParams, body }),
  });
  /**
   * Puts the driver and vehicle the body names on the caller's booking. Only a reassignment's body has a
   * reason: the check drops every field its schema does not name, so an assignment's never does.
   */
  const assign =
    (history: HistoryWrite) =>
    (request: IdRequest & { body: { driverId: number; vehicleId: number; reason?: string } }) =>
      write(request, { version: bookingWrite, history }, (tx) =>
        assignBookingDriver(tx, request, request.params.id, request.body, () => request.body.reason),
      );

  app.post(
    '/booking/:id/assign-driver',
    assigning("Assign a verified driver and a vehicle of the shipment's type, both the partner's", assignDriverSchema),
    assign(bookingHistory('driverAssigned')),
  );

  app.post(
    '/booking/:id/reassign',
    assigning('Change the driver or vehicle, with a reason', reassignDriverSchema),
    assign(reassigning),
  );

  app.post(
    '/bid/v3/assign',
    {
      config: { access: ['bids', 'update'], history: 'booking' },
      preValidation: arrangers,
      schema: docs({
        tags,
        answer: DataOf(Type.Array(BookingRecord)),
        summary: 'Assign drivers and vehicles to several bookings at once (all or none)',
        body: bulkAssignSchema,
      }),
    },
    (request) =>
      write(request, { history: bulkAssigning }, async (tx) => {
        const { assignments } = request.body;
        const owned = await Promise.all(assignments.map((a) => ownedBookingById(tx, request, a.bookingId)));
        await assignDrivers(
          tx,
          assignments.map((assignment, i) => ({
            booking: owned[i],
            driverId: assignment.driverId,
            vehicleId: assignment.vehicleId,
          })),
        );
        return ok(
          forViewer(await Promise.all(owned.map(async (b) => (await findBooking(tx, b.id))!)), currentUser(request)),
        );
      }),
  );

  app.post(
    '/booking/:id/status/:statusCode',
    {
      config: { access: 'bookings', history: 'booking' },
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(BookingRecord),
        summary:
          'Move to the target status code: 2 dispatch, 3 transit, 4 delivered, 13 cancel (staff, with a reason of kind 3)',
        params: bookingStatusParamsSchema,
        body: bookingStatusBodySchema,
      }),
    },
    (request) =>
      write(request, { version: bookingWrite, history: statusMoving }, (tx) =>
        moveBookingTo(tx, request, request.params.id, request.params.statusCode, request.body),
      ),
  );

  app.get(
    '/booking/v3/pricing/:id',
    {
      config: { access: 'bookings' },
      schema: docs({
        tags,
        answer: DataOf(BookingPricing),
        summary:
          'What the booking costs and earns, as the caller may see it: the carrier side (amount, advance, remainder), the shipper side (shipper amount, contract amount) and, for staff, the margin',
        params: idParams,
      }),
    },
    async (request) => {
      const booking = await ownedBooking(db, request);
      return ok(forAudience(await bookingPricing(db, booking), moneyAudienceOf(currentUser(request))));
    },
  );
}
