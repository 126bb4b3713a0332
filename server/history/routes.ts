import { historyQuerySchema } from '#domain/history';
import { PageOf } from '#domain/records/envelope';
import { HistoryEntryRecord } from '#domain/records/history';
import { currentUser } from '../auth/guard';
import { ownedBooking } from '../bookings/access';
import { pagedAnswer } from '../http/envelope';
import { docs } from '../http/docs';
import { idParams } from '../http/params';
import type { Api } from '../http/validate';
import { listHistory } from './queries';
import { moneyAudienceOf } from '../money/visibility';
import { ownedShipment, shipmentPortalUsers } from '../shipments/access';

const tags = ['history'];
const GROUP_DOC = 'Only one kind of event: record, money, bids, assignment or documents';

/**
 * Who changed what on a shipment (with its bookings) or on one booking, newest first. Each is
 * scoped like its record (another company's answers 404), and money the caller may not see today is
 * left out of the past too.
 */
export default async function historyRoutes(app: Api) {
  const { db } = app.ctx.database;

  app.get(
    '/shipment/:id/history',
    {
      config: { access: 'shipments' },
      preValidation: shipmentPortalUsers,
      schema: docs({
        tags,
        answer: PageOf(HistoryEntryRecord),
        summary: "A shipment's history with its bookings', newest first (page zero-based, pageSize 20)",
        description: GROUP_DOC,
        params: idParams,
        querystring: historyQuerySchema,
      }),
    },
    async (request) => {
      const shipment = await ownedShipment(db, request);
      const query = request.query;
      return pagedAnswer(
        query,
        await listHistory(db, { shipmentId: shipment.id }, query, moneyAudienceOf(currentUser(request))),
      );
    },
  );

  app.get(
    '/booking/:id/history',
    {
      config: { access: 'bookings' },
      schema: docs({
        tags,
        answer: PageOf(HistoryEntryRecord),
        summary: "A booking's history, newest first (page zero-based, pageSize 20)",
        description: GROUP_DOC,
        params: idParams,
        querystring: historyQuerySchema,
      }),
    },
    async (request) => {
      const booking = await ownedBooking(db, request);
      const query = request.query;
      return pagedAnswer(
        query,
        await listHistory(db, { bookingId: booking.id }, query, moneyAudienceOf(currentUser(request))),
      );
    },
  );
}
