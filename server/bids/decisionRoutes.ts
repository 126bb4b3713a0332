import { BID_STATUS, REASON_KIND } from '#domain/bookings';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { reasonSchema } from '#domain/schemas/bookings';
import { DataOf } from '#domain/records/envelope';
import { AcceptedBid, BidRecord } from '#domain/records/bids';
import { currentUser, isInternal, requireUserType } from '../auth/guard';
import { forbidden } from '../http/errors';
import { ok } from '../http/envelope';
import { write } from '../http/write';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { idParams } from '../http/params';
import { forViewer } from '../money/visibility';
import { findBooking } from '../bookings/queries';
import { acceptBid, backOutOfBid, moveBid, reasonOf } from './service';
import { bidAsSeen, visibleBid } from './access';
import { shipmentHistory } from '../history/routeHistory';
import { bidBookings, bidDetail, bidReason, bidShipment } from '../history/details';

const tags = ['bids'];
/** Accepting a bid changes its shipment and makes bookings: an entry for each. */
const accepting = shipmentHistory('bidAccepted', {
  ids: bidShipment,
  detail: bidDetail,
  bookings: bidBookings,
  lock: true,
});
/** A rejected bid is an entry of its shipment's history, with the reason it now carries. */
const rejecting = shipmentHistory('bidRejected', {
  ids: bidShipment,
  detail: bidDetail,
  reason: bidReason,
  lock: true,
});
/** Backing out of an accepted bid changes its shipment and its bookings: an entry for each, with the reason. */
const backingOut = shipmentHistory('bidBackedOut', {
  ids: bidShipment,
  detail: bidDetail,
  reason: bidReason,
  bookings: bidBookings,
});
const staffOrShipper = requireUserType(USER_TYPE.INTERNAL, USER_TYPE.SHIPPER, USER_TYPE.DEMAND_ADDA);

/** SPEC §7 "Bookings and bids": what happens to a bid once placed — accepted, rejected, backed out of, acknowledged. */
export default async function bidDecisionRoutes(app: Api) {
  const { db } = app.ctx.database;

  app.post(
    '/bid/:id/accept',
    {
      config: { access: 'bids', history: 'shipment' },
      preValidation: staffOrShipper,
      schema: docs({
        tags,
        answer: DataOf(AcceptedBid),
        summary: 'Accept: books its vehicles (never more than the shipment still needs)',
        params: idParams,
      }),
    },
    (request) =>
      write(request, { history: accepting }, async (tx) => {
        const bid = await visibleBid(tx, request);
        const bookingIds = await acceptBid(tx, bid.id);
        const booked = await Promise.all(bookingIds.map(async (id) => (await findBooking(tx, id))!));
        return ok({ bid: await bidAsSeen(tx, request, bid.id), bookings: forViewer(booked, currentUser(request)) });
      }),
  );

  app.post(
    '/bid/:id/reject',
    {
      config: { access: 'bids', history: 'shipment' },
      preValidation: staffOrShipper,
      schema: docs({
        tags,
        answer: DataOf(BidRecord),
        summary: 'Reject with a reason of kind 2 (reason/refusal)',
        params: idParams,
        body: reasonSchema,
      }),
    },
    (request) =>
      write(request, { history: rejecting }, async (tx) => {
        const bid = await visibleBid(tx, request);
        const { reasonId, details } = request.body;
        const reason = await reasonOf(tx, REASON_KIND.REJECT_BID, reasonId);
        await moveBid(tx, bid, BID_STATUS.REJECTED, {
          kind: reason.kind,
          id: reason.id,
          text: details ? `${reason.text}: ${details}` : reason.text,
        });
        return ok(await bidAsSeen(tx, request, bid.id));
      }),
  );

  app.post(
    '/bid/:id/backout',
    {
      // Not locked first: a backout locks its bookings, and a booking's move locks it before its shipment.
      config: { access: 'bids', history: 'shipment' },
      schema: docs({
        tags,
        answer: DataOf(BidRecord),
        summary:
          'The partner backs out, with a reason of kind 1 (staff may record it for the partner); its bookings not yet on the road are cancelled',
        params: idParams,
        body: reasonSchema,
      }),
    },
    (request) =>
      write(request, { history: backingOut }, async (tx) => {
        const bid = await visibleBid(tx, request);
        const user = currentUser(request);
        if (!isInternal(user) && bid.partnerId !== user.id) throw forbidden(MESSAGES.notYourBid);
        const { reasonId, details } = request.body;
        const reason = await reasonOf(tx, REASON_KIND.BACKOUT_BID, reasonId);
        await backOutOfBid(tx, bid, {
          kind: reason.kind,
          id: reason.id,
          text: details ? `${reason.text}: ${details}` : reason.text,
        });
        return ok(await bidAsSeen(tx, request, bid.id));
      }),
  );

  app.post(
    '/bid/:id/acknowledge',
    {
      config: { access: 'bids' },
      preValidation: requireUserType(USER_TYPE.PARTNER),
      schema: docs({
        tags,
        answer: DataOf(BidRecord),
        summary: 'The partner acknowledges its accepted bid',
        params: idParams,
      }),
    },
    async (request) => {
      const bid = await visibleBid(db, request);
      const acknowledged = () => [{ resource: 'bids', id: bid.id, event: 'acknowledged' }];
      return write(request, { changes: acknowledged }, async (tx) => {
        await moveBid(tx, bid, BID_STATUS.ACKNOWLEDGED);
        return ok(await bidAsSeen(tx, request, bid.id));
      });
    },
  );
}
