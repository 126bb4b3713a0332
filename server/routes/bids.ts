import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { BID_STATUS, REASON_KIND } from '#domain/bookings';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import {
  bidLimitUpdateSchema,
  bidSchema,
  loadboardQuerySchema,
  reasonListQuerySchema,
  reasonSchema,
} from '#domain/schemas/bookings';
import { assertCompanyAccess, currentUser, isInternal, requireUserType } from '../auth/guard';
import { badRequest, forbidden, notFound } from '../http/errors';
import { ok, paged } from '../http/envelope';
import { validate } from '../http/validate';
import { docs } from '../http/docs';
import { Type } from '@sinclair/typebox';
import { DataOf, PageOf } from '#domain/records/envelope';
import {
  AcceptedBid,
  BidLimitRecord,
  BidRecord,
  BookingBidRecord,
  LoadboardRecord,
  PartnerBidRecord,
  RefusalReason,
} from '#domain/records/bids';
import { forAudience, forViewer, moneyAudienceOf } from '../money/visibility';
import { idParam, idParams } from '../http/params';
import { findShipmentRow } from '../shipments/queries';
import { ownedBookingById } from '../bookings/access';
import { bidsOfShipment } from '../shipments/related';
import { findBooking } from '../bookings/queries';
import { acceptBid, backOutOfBid, moveBid, placeBid, reasonOf } from '../bids/service';
import { loadboard } from '../bids/loadboard';
import { findBid, findBidAndShipper, findPartner, partnerBids, refusalReasonList } from '../bids/queries';
import { bidLimitRows, bidLimitWrite, updateBidLimit } from '../bids/limits';
import { shipmentHistory } from '../history/routeHistory';
import { bidBookings, bidDetail, bidReason, bidShipment } from '../history/details';

const tags = ['bids'];
const staff = requireUserType(USER_TYPE.INTERNAL);
const staffOrShipper = requireUserType(USER_TYPE.INTERNAL, USER_TYPE.SHIPPER, USER_TYPE.DEMAND_ADDA);
const bookingIdParams = yup.object({ bookingId: idParam() });

/** SPEC §7 "Bookings and bids": bids, their limits and the reasons offered for refusals. */
export default async function bidRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  /** The bid of `:id`: its partner, staff, and the shipper whose shipment it is may see it. */
  async function visibleBid(request: FastifyRequest) {
    const { id } = await validate(idParams, request.params);
    const row = await findBidAndShipper(db, id);
    if (!row) throw notFound();
    const user = currentUser(request);
    if (user.userType === USER_TYPE.PARTNER) {
      if (row.bid.partnerId !== user.id) throw notFound();
    } else assertCompanyAccess(user, row.companyId);
    return row.bid;
  }
  /** A bid as the caller may see it: the shipper side never sees what a carrier asked. */
  const bidFor = async (request: FastifyRequest, id: number) =>
    forAudience(await findBid(db, id), moneyAudienceOf(currentUser(request)));
  const answer = async (request: FastifyRequest, id: number) => ok(await bidFor(request, id));

  app.post(
    '/bid',
    {
      config: {
        history: shipmentHistory('bidPlaced', {
          ids: bidShipment,
          detail: bidDetail,
          bookings: bidBookings,
          lock: true,
        }),
      },
      preHandler: requireUserType(USER_TYPE.PARTNER, USER_TYPE.INTERNAL),
      schema: docs({
        tags,
        answer: { 201: DataOf(BidRecord) },
        summary:
          'Bid on a shipment whose bidding window is open, inside its SPEC §9 limit (staff may bid for a partner)',
        body: bidSchema,
      }),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const input = await validate(bidSchema, request.body);
      const shipment = await findShipmentRow(db, input.shipmentId);
      if (!shipment) throw badRequest(MESSAGES.notFound);
      let partnerId = user.id;
      if (isInternal(user)) {
        const partner = await findPartner(db, input.partnerId ?? -1);
        if (!partner) throw badRequest(MESSAGES.invalidPartner);
        partnerId = partner.id;
      }
      const bidId = await placeBid(db, shipment, partnerId, input);
      reply.status(201);
      return answer(request, bidId);
    },
  );

  app.get(
    '/bid/loadboard',
    {
      preHandler: requireUserType(USER_TYPE.PARTNER, USER_TYPE.INTERNAL),
      schema: docs({
        tags,
        answer: PageOf(LoadboardRecord),
        summary:
          'The loadboard: open shipments of the public pool and of the private pools the partner is invited to, soonest loading first (no shipper rate or company)',
        querystring: loadboardQuerySchema,
      }),
    },
    async (request) => {
      const query = await validate(loadboardQuerySchema, request.query);
      const user = currentUser(request);
      const { content, total } = await loadboard(db, query, user.userType === USER_TYPE.PARTNER ? user.id : undefined);
      return paged(content, total, { page: query.page, size: query.pageSize });
    },
  );

  app.get(
    '/bid/partner',
    {
      preHandler: requireUserType(USER_TYPE.PARTNER),
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
      schema: docs({
        tags,
        answer: DataOf(Type.Array(BookingBidRecord)),
        summary: "Bids per booking: every bid on the booking's shipment (a list), the booking's own one marked",
        params: bookingIdParams,
      }),
    },
    async (request) => {
      const { bookingId } = await validate(bookingIdParams, request.params);
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
          visible.map((b) => ({ ...b, isBookingBid: b.id === booking.bidId })),
          user,
        ),
      );
    },
  );

  app.post(
    '/bid/:id/accept',
    {
      config: {
        history: shipmentHistory('bidAccepted', {
          ids: bidShipment,
          detail: bidDetail,
          bookings: bidBookings,
          lock: true,
        }),
      },
      preHandler: staffOrShipper,
      schema: docs({
        tags,
        answer: DataOf(AcceptedBid),
        summary: 'Accept: books its vehicles (never more than the shipment still needs)',
        params: idParams,
      }),
    },
    async (request) => {
      const bid = await visibleBid(request);
      const bookingIds = await acceptBid(db, bid.id);
      const booked = await Promise.all(bookingIds.map(async (id) => (await findBooking(db, id))!));
      return ok({ bid: await bidFor(request, bid.id), bookings: forViewer(booked, currentUser(request)) });
    },
  );

  app.post(
    '/bid/:id/reject',
    {
      config: {
        history: shipmentHistory('bidRejected', { ids: bidShipment, detail: bidDetail, reason: bidReason, lock: true }),
      },
      preHandler: staffOrShipper,
      schema: docs({
        tags,
        answer: DataOf(BidRecord),
        summary: 'Reject with a reason of kind 2 (reason/refusal)',
        params: idParams,
        body: reasonSchema,
      }),
    },
    async (request) => {
      const bid = await visibleBid(request);
      const { reasonId, details } = await validate(reasonSchema, request.body);
      const reason = await reasonOf(db, REASON_KIND.REJECT_BID, reasonId);
      await moveBid(db, bid, BID_STATUS.REJECTED, {
        kind: reason.kind,
        id: reason.id,
        text: details ? `${reason.text}: ${details}` : reason.text,
      });
      return answer(request, bid.id);
    },
  );

  app.post(
    '/bid/:id/backout',
    {
      // Not locked first: a backout locks its bookings, and a booking's move locks it before its shipment.
      config: {
        history: shipmentHistory('bidBackedOut', {
          ids: bidShipment,
          detail: bidDetail,
          reason: bidReason,
          bookings: bidBookings,
        }),
      },
      schema: docs({
        tags,
        answer: DataOf(BidRecord),
        summary:
          'The partner backs out, with a reason of kind 1 (staff may record it for the partner); its bookings not yet on the road are cancelled',
        params: idParams,
        body: reasonSchema,
      }),
    },
    async (request) => {
      const bid = await visibleBid(request);
      const user = currentUser(request);
      if (!isInternal(user) && bid.partnerId !== user.id) throw forbidden(MESSAGES.notYourBid);
      const { reasonId, details } = await validate(reasonSchema, request.body);
      const reason = await reasonOf(db, REASON_KIND.BACKOUT_BID, reasonId);
      await backOutOfBid(db, bid, {
        kind: reason.kind,
        id: reason.id,
        text: details ? `${reason.text}: ${details}` : reason.text,
      });
      return answer(request, bid.id);
    },
  );

  app.post(
    '/bid/:id/acknowledge',
    {
      preHandler: requireUserType(USER_TYPE.PARTNER),
      schema: docs({
        tags,
        answer: DataOf(BidRecord),
        summary: 'The partner acknowledges its accepted bid',
        params: idParams,
      }),
    },
    async (request) => {
      const bid = await visibleBid(request);
      await moveBid(db, bid, BID_STATUS.ACKNOWLEDGED);
      return answer(request, bid.id);
    },
  );

  app.get(
    '/bid-limit',
    {
      schema: docs({
        tags,
        answer: DataOf(Type.Array(BidLimitRecord)),
        summary: 'The bid-limit rows (SPEC §3 fields)',
      }),
    },
    async () => ok(await bidLimitRows(db)),
  );
  app.put(
    '/bid-limit/:id',
    {
      config: { versioned: bidLimitWrite },
      preHandler: staff,
      schema: docs({
        tags,
        answer: DataOf(BidLimitRecord),
        summary: 'Change a bid limit (staff)',
        params: idParams,
        body: bidLimitUpdateSchema,
      }),
    },
    async (request) => {
      const { id } = await validate(idParams, request.params);
      const amounts = await validate(bidLimitUpdateSchema, request.body);
      return ok(await updateBidLimit(db, id, amounts));
    },
  );

  app.get(
    '/reason/refusal',
    {
      schema: docs({
        tags,
        answer: DataOf(Type.Array(RefusalReason)),
        summary: 'Reasons to pick: kind 1 back out of a bid, 2 reject a bid, 3 cancel a booking',
        querystring: reasonListQuerySchema,
      }),
    },
    async (request) => {
      const { kind } = await validate(reasonListQuerySchema, request.query);
      return ok(await refusalReasonList(db, kind));
    },
  );
}
