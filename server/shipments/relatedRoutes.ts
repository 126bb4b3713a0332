import type { Api } from '../http/validate';
import { Type } from '@sinclair/typebox';
import { ok } from '../http/envelope';
import { shipperAmountOf } from '#domain/bidding';
import { currentUser } from '../auth/guard';
import { forAudience, forViewer, moneyAudienceOf } from '../money/visibility';
import { docs } from '../http/docs';
import { DataOf } from '#domain/records/envelope';
import {
  ShipmentBid,
  ShipmentBooking,
  ShipmentPricingInfo,
  ShipmentTrackingStatus,
  ShipmentVerificationStatus,
} from '#domain/records/shipments';
import { ownedShipment as ownedShipmentByParams, shipmentPortalUsers } from './access';
import { idParams, type IdRequest } from '../http/params';
import {
  bidsOfShipment,
  bookingsOfShipment,
  pricingInfoOfShipment,
  trackingStatusOfShipment,
  verificationStatusOfShipment,
} from './related';
import { bidListQuerySchema } from '#domain/schemas/scorecards';
import { scoredBids } from '../scorecards/bids';

const tags = ['shipments'];

/** SPEC §7 "Shipments": what hangs off one shipment — bookings, bids, verification, tracking, pricing. */
export default async function shipmentRelatedRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', shipmentPortalUsers);
  const ownedShipment = (request: IdRequest) => ownedShipmentByParams(db, request);

  app.get(
    '/shipment/:id/bookings',
    {
      config: { access: 'shipments' },
      schema: docs({
        tags,
        answer: DataOf(Type.Array(ShipmentBooking)),
        summary: 'The bookings of a shipment, oldest first',
        params: idParams,
      }),
    },
    async (request) => {
      const row = await ownedShipment(request);
      const shipperAmount = shipperAmountOf(row);
      return ok(
        forViewer(
          (await bookingsOfShipment(db, row.id)).map((booking) => ({ ...booking, shipperAmount })),
          currentUser(request),
        ),
      );
    },
  );

  app.get(
    '/shipment/:id/bids/v3',
    {
      config: { access: 'shipments' },
      schema: docs({
        tags,
        answer: DataOf(Type.Array(ShipmentBid)),
        summary:
          "Bids by shipment (v3), newest first; staff also get each partner's recent score and may sort by it (sort=score: best first, partners without a score last)",
        params: idParams,
        querystring: bidListQuerySchema,
      }),
    },
    async (request) => {
      const row = await ownedShipment(request);
      const user = currentUser(request);
      return ok(forViewer(await scoredBids(db, user, await bidsOfShipment(db, row.id), request.query), user));
    },
  );

  app.get(
    '/shipment/:id/verification-status',
    {
      config: { access: 'shipments' },
      schema: docs({
        tags,
        answer: DataOf(ShipmentVerificationStatus),
        summary: 'Verification status and the default documents on file',
        params: idParams,
      }),
    },
    async (request) => {
      const row = await ownedShipment(request);
      return ok(await verificationStatusOfShipment(db, row));
    },
  );

  app.get(
    '/shipment/:id/tracking-status/all',
    {
      config: { access: 'shipments' },
      schema: docs({
        tags,
        answer: DataOf(Type.Array(ShipmentTrackingStatus)),
        summary: 'Trip status (1-5) and last position of every booking',
        params: idParams,
      }),
    },
    async (request) => {
      const row = await ownedShipment(request);
      return ok(await trackingStatusOfShipment(db, row.id));
    },
  );

  app.get(
    '/shipment/:id/booking/pricing-info',
    {
      config: { access: 'shipments' },
      schema: docs({
        tags,
        answer: DataOf(ShipmentPricingInfo),
        summary:
          'Shipper rate, contract amount, booked vehicles and the bid limit; staff also the open bids and booked amounts',
        params: idParams,
      }),
    },
    async (request) => {
      const row = await ownedShipment(request);
      return ok(forAudience(await pricingInfoOfShipment(db, row), moneyAudienceOf(currentUser(request))));
    },
  );
}
