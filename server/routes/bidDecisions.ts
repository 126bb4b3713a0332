import type { FastifyInstance } from 'fastify';
import { BID_STATUS, REASON_KIND } from '#domain/bookings';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { reasonSchema } from '#domain/schemas/bookings';
import { DataOf } from '#domain/records/envelope';
import { AcceptedBid, BidRecord } from '#domain/records/bids';
import { currentUser, isInternal, requireUserType } from '../auth/guard';
import { forbidden } from '../http/errors';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { docs } from '../http/docs';
import { idParams } from '../http/params';
import { forViewer } from '../money/visibility';
import { findBooking } from '../bookings/queries';
import { acceptBid, backOutOfBid, moveBid, reasonOf } from '../bids/service';
import { bidAsSeen, visibleBid } from '../bids/access';
import { shipmentHistory } from '../history/routeHistory';
import { bidBookings, bidDetail, bidReason, bidShipment } from '../history/details';

const tags = ['bids'];
const staffOrShipper = requireUserType(USER_TYPE.INTERNAL, USER_TYPE.SHIPPER, USER_TYPE.DEMAND_ADDA);

/** SPEC §7 "Bookings and bids": what happens to a bid once placed — accepted, rejected, backed out of, acknowledged. */
export default async function bidDecisionRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

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
      const bid = await visibleBid(db, request);
      const bookingIds = await acceptBid(db, bid.id);
      const booked = await Promise.all(bookingIds.map(async (id) => (await findBooking(db, id))!));
      return ok({ bid: await bidAsSeen(db, request, bid.id), bookings: forViewer(booked, currentUser(request)) });
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
      const bid = await visibleBid(db, request);
      const { reasonId, details } = await validate(reasonSchema, request.body);
      const reason = await reasonOf(db, REASON_KIND.REJECT_BID, reasonId);
      await moveBid(db, bid, BID_STATUS.REJECTED, {
        kind: reason.kind,
        id: reason.id,
        text: details ? `${reason.text}: ${details}` : reason.text,
      });
      return ok(await bidAsSeen(db, request, bid.id));
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
      const bid = await visibleBid(db, request);
      const user = currentUser(request);
      if (!isInternal(user) && bid.partnerId !== user.id) throw forbidden(MESSAGES.notYourBid);
      const { reasonId, details } = await validate(reasonSchema, request.body);
      const reason = await reasonOf(db, REASON_KIND.BACKOUT_BID, reasonId);
      await backOutOfBid(db, bid, {
        kind: reason.kind,
        id: reason.id,
        text: details ? `${reason.text}: ${details}` : reason.text,
      });
      return ok(await bidAsSeen(db, request, bid.id));
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
      const bid = await visibleBid(db, request);
      await moveBid(db, bid, BID_STATUS.ACKNOWLEDGED);
      return ok(await bidAsSeen(db, request, bid.id));
    },
  );
}
