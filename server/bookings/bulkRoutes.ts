import { BOOKING_STATUS } from '#domain/bookings';
import type { HistoryEvent } from '#domain/history';
import { USER_TYPE } from '#domain/userTypes';
import { bulkAssignDriverSchema, bulkBookingStatusSchema } from '#domain/schemas/bulk';
import { DataOf } from '#domain/records/envelope';
import { BulkOutcome } from '#domain/records/bulk';
import { requireUserType } from '../auth/guard';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { writeRecord } from '../http/write';
import { eachRecord } from '../http/bulk';
import { bookingHistory } from '../history/routeHistory';
import { bookingWrite } from './access';
import { assertMayMoveBooking, assignBookingDriver, moveBookingTo } from './moves';

const tags = ['bookings'];
const answer = DataOf(BulkOutcome);

/**
 * The booking list's bulk actions: a status move and a driver assignment on the selected bookings, each
 * booking changed as its single route changes it (moves.ts) in its own transaction, with its version
 * checked and its own history entry; one refused booking leaves the others done.
 */
export default async function bookingBulkRoutes(app: Api) {
  app.post(
    '/booking/bulk/status',
    {
      config: { access: ['bookings', 'update'], history: 'booking' },
      schema: docs({
        tags,
        answer,
        summary:
          'Move each selected booking to the target status code (2 dispatch, 3 transit, 4 delivered, 13 cancel: staff, with a reason of kind 3), alone, its version checked: each done or refused',
        body: bulkBookingStatusSchema,
      }),
    },
    (request) => {
      const { items, statusCode, reasonId, details } = request.body;
      // Who may make the move does not depend on the row: a caller who may not is refused whole.
      assertMayMoveBooking(request, statusCode);
      const event: HistoryEvent = statusCode === BOOKING_STATUS.CANCELLED ? 'cancelled' : 'statusMoved';
      return eachRecord(request, items, ({ id, version }) =>
        writeRecord(
          request,
          { version: bookingWrite, history: bookingHistory(event, { ids: () => [id], reason: () => details }) },
          { key: id, expected: version },
          (tx) => moveBookingTo(tx, request, id, statusCode, { reasonId, details }),
        ),
      );
    },
  );

  app.post(
    '/booking/bulk/assign-driver',
    {
      config: { access: ['bookings', 'update'], history: 'booking' },
      preValidation: requireUserType(USER_TYPE.INTERNAL, USER_TYPE.PARTNER),
      schema: docs({
        tags,
        answer,
        summary:
          "Put one verified driver and vehicle of the partner on each selected booking, alone, its version checked: a booking that has another is reassigned, and needs the reason; each done or refused (another partner's booking, a trip that overlaps)",
        body: bulkAssignDriverSchema,
      }),
    },
    (request) => {
      const { items, driverId, vehicleId, reason } = request.body;
      return eachRecord(request, items, ({ id, version }) => {
        // Read when the history entry is written, after the work: whether this booking had a driver already.
        let event: HistoryEvent = 'driverAssigned';
        const history = bookingHistory(() => event, {
          ids: () => [id],
          reason: () => (event === 'driverReassigned' ? reason : undefined),
        });
        return writeRecord(request, { version: bookingWrite, history }, { key: id, expected: version }, (tx) =>
          assignBookingDriver(tx, request, id, { driverId, vehicleId }, (booking) => {
            if (!booking.driverId) return undefined;
            event = 'driverReassigned';
            return reason;
          }),
        );
      });
    },
  );
}
