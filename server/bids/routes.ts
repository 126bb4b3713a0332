import type { FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { bidSchema, loadboardQuerySchema } from '#domain/schemas/bookings';
import { currentUser, isInternal, requireUserType } from '../auth/guard';
import { badRequest } from '../http/errors';
import { ok, pagedAnswer } from '../http/envelope';
import { write } from '../http/write';
import type { Db } from '../db/client';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { Type } from '@sinclair/typebox';
import { DataOf, PageOf } from '#domain/records/envelope';
import { BidRecord, BookingBidRecord, LoadboardRecord, PartnerBidRecord } from '#domain/records/bids';
import { forViewer } from '../money/visibility';
import { idParam } from '../http/params';
import { findShipmentRow } from '../shipments/queries';
import { ownedBookingById } from '../bookings/access';
import { bidsOfShipment } from '../shipments/related';
import { placeBid } from './service';
import { loadboard } from './loadboard';
import { findPartner, partnerBids } from './queries';
import { bidAsSeen } from './access';
import { shipmentHistory } from '../history/routeHistory';
import { bidBookings, bidDetail, bidShipment } from '../history/details';
import { bidListQuerySchema } from '#domain/schemas/scorecards';
import { scoredBids } from '../scorecards/bids';

const tags = ['bids'];
/** A new bid is an entry of its shipment's history (and of the bookings an auto-accept makes). */
const placing = shipmentHistory('bidPlaced', {
  ids: bidShipment,
  detail: bidDetail,
  bookings: bidBookings,
  lock: true,
});
const bookingIdParams = yup.object({ bookingId: idParam() });

/** SPEC §7 "Bookings and bids": placing a bid and the lists of bids (decisions: bidDecisions.ts; limits and reasons: bidLimits.ts). */
export default async function bidRoutes(app: Api) {
  const { db } = app.ctx.database;

  const answer = async (conn: Db, request: FastifyRequest, id: number) => ok(await bidAsSeen(conn, request, id));

  app.post(
    '/bid',
    {
      config: { access: 'bids', history: 'shipment' },
      preValidation: requireUserType(USER_TYPE.PARTNER, USER_TYPE.INTERNAL),
      schema: docs({
        tags,
        answer: { 201: DataOf(BidRecord) },
        summary:
          'Bid on a shipment whose bidding window is open, inside its SPEC §9 limit (staff may bid for a partner); after 3 bids an auto-negotiating shipment refused, 429 with Retry-After, the wait doubling',
        body: bidSchema,
      }),
    },
    (request, reply) =>
      write(request, { history: placing }, async (tx) => {
        const user = currentUser(request);
        const input = request.body;
        const shipment = await findShipmentRow(tx, input.shipmentId);
        if (!shipment) throw badRequest(MESSAGES.notFound);
        let partnerId = user.id;
        if (isInternal(user)) {
          const partner = await findPartner(tx, input.partnerId ?? -1);
          if (!partner) throw badRequest(MESSAGES.invalidPartner);
          partnerId = partner.id;
        }
        const bidId = await placeBid(tx, shipment, partnerId, input);
        reply.status(201);
        return answer(tx, request, bidId);
      }),
  );

  app.get(
    '/bid/loadboard',
    {
      config: { access: 'bids' },
      preValidation: requireUserType(USER_TYPE.PARTNER, USER_TYPE.INTERNAL),
      schema: docs({
        tags,
        answer: PageOf(LoadboardRecord),
        summary:
          'The loadboard: open shipments of the public pool and of the private pools the partner is invited to, soonest loading first (no shipper rate or company)',
        querystring: loadboardQuerySchema,
      }),
    },
    async (request) => {
      const query = request.query;
      const user = currentUser(request);
      return pagedAnswer(query, await loadboard(db, query, user.userType === USER_TYPE.PARTNER ? user.id : undefined));
    },
  );

  app.get(
    '/bid/partner',
    {
      config: { access: 'bids' },
      preValidation: requireUserType(USER_TYPE.PARTNER),
      schema: docs({
        tags,
        answer: DataOf(Type.Array(PartnerBidRecord)),
        summary: "The calling partner's bids, newest first",
      }),
    },
    async (request) => ok(await partnerBids(db, currentUser(request).id)),
  );

  app.get(
    '/bid/booking/:bookingId',
    {
      config: { access: 'bids' },
      schema: docs({
        tags,
        answer: DataOf(Type.Array(BookingBidRecord)),
        summary:
          "Bids per booking: every bid on the booking's shipment (a list), the booking's own one marked; staff also get each partner's recent score and may sort by it (sort=score)",
        params: bookingIdParams,
        querystring: bidListQuerySchema,
      }),
    },
    async (request) => {
      const { bookingId } = request.params;
      const booking = await ownedBookingById(db, request, bookingId);
      const user = currentUser(request);
      const all = await bidsOfShipment(db, booking.shipmentId);
      // A partner or driver sees only the bid behind its own booking, not its competitors'.
      const visible =
        isInternal(user) || user.userType === USER_TYPE.SHIPPER || user.userType === USER_TYPE.DEMAND_ADDA
          ? all
          : all.filter((b) => b.id === booking.bidId);
      return ok(
        forViewer(
          await scoredBids(
            db,
            user,
            visible.map((b) => ({ ...b, isBookingBid: b.id === booking.bidId })),
            request.query,
          ),
          user,
        ),
      );
    },
  );
}
