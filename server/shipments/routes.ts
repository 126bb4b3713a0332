import { MESSAGES } from '#domain/messages';
import { contractAmountBelowRate } from '#domain/bidding';
import { isCompanyScoped } from '#domain/userTypes';
import { isCancellable, type ShipmentStatus } from '#domain/shipments';
import {
  shipmentSchema,
  shipmentUpdateSchema,
  shipperRateRangeError,
  vehicleWeightError,
} from '#domain/schemas/shipment';
import { cancelShipmentSchema } from '#domain/schemas/shipmentActions';
import { currentUser } from '../auth/guard';
import { ownedShipment, ownedShipmentDetail, shipmentAnswer, shipmentPortalUsers, shipmentWrite } from './access';
import { idParams } from '../http/params';
import { badRequest, conflict } from '../http/errors';
import { ok } from '../http/envelope';
import { write } from '../http/write';
import { validate, type Api } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf } from '#domain/records/envelope';
import { ShipmentCreateOptions, ShipmentRecord } from '#domain/records/shipments';
import { updateShipmentLocked } from './queries';
import { cancelWith, moveShipment } from './moves';
import { createOptions, createShipment, variantCapacity } from './create';
import { creationOf, ownerOf } from './newShipment';
import { companyQuerySchema } from '#domain/schemas/config';
import { answerIds, reasonInBody, shipmentHistory } from '../history/routeHistory';
import { shipmentAsSeen } from './asSeen';

const tags = ['shipments'];
/** A new shipment's first entry. */
const creating = shipmentHistory('created', { ids: () => [], created: answerIds });
/** A cancellation's entry carries its reason. */
const cancelling = shipmentHistory('cancelled', { reason: reasonInBody });

/** SPEC §7 "Shipments": CSR staff see and act on all; shippers and brokers only on their company's. */
export default async function shipmentRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', shipmentPortalUsers);

  app.get(
    '/shipment/create-options',
    {
      config: { access: 'shipments' },
      schema: docs({
        tags,
        answer: DataOf(ShipmentCreateOptions),
        summary:
          "The shipment and payment types a new shipment of the project may have (SHIPMENT_TYPES, PAYMENT_TYPES, the project's isContractualAllowed); staff name the project",
        querystring: companyQuerySchema,
      }),
    },
    async (request) => {
      const user = currentUser(request);
      const { companyId } = request.query;
      return ok(await createOptions(db, isCompanyScoped(user.userType) ? (user.companyId ?? undefined) : companyId));
    },
  );

  app.get(
    '/shipment/:id',
    {
      config: { access: 'shipments' },
      schema: docs({
        tags,
        answer: DataOf(ShipmentRecord),
        summary: 'A shipment with its locations and loads',
        params: idParams,
      }),
    },
    async (request) => ok(shipmentAsSeen(await ownedShipmentDetail(db, request), currentUser(request))),
  );

  app.post(
    '/shipment/v3',
    {
      config: { access: 'shipments', history: 'shipment' },
      schema: docs({
        handlerValidates: 'body',
        tags,
        answer: { 201: DataOf(ShipmentRecord) },
        summary: 'Create a shipment (every SPEC §5 rule)',
        body: shipmentSchema,
      }),
    },
    (request, reply) =>
      write(request, { history: creating }, async (tx) => {
        const user = currentUser(request);
        // Staff-only fields are dropped from a shipper's or broker's shipment (STAFF_ONLY_SHIPMENT_FIELDS);
        // the spreadsheet import places its rows through the same two steps (server/shipments/newShipment.ts).
        const { sent, context } = await creationOf(tx, user, request.body);
        const input = await validate(shipmentSchema, sent, context);
        const owner = await ownerOf(tx, user, input);
        const id = await createShipment(tx, input, owner, user.id, owner.shipperId);
        reply.status(201);
        return shipmentAnswer(tx, request, id);
      }),
  );

  app.patch(
    '/shipment/:id',
    {
      config: { access: 'shipments', history: 'shipment' },
      schema: docs({
        handlerValidates: 'body',
        tags,
        versioned: true,
        answer: DataOf(ShipmentRecord),
        summary: 'Change what may change after creation; send `version` to refuse a stale edit',
        params: idParams,
        body: shipmentUpdateSchema,
      }),
    },
    (request) =>
      write(request, { version: shipmentWrite, history: shipmentHistory('edited') }, async (tx) => {
        const row = await ownedShipment(tx, request);
        if (!isCancellable(row.status as ShipmentStatus)) throw conflict(MESSAGES.shipmentNotEditable);
        // A loading time that changes must be later than now (SPEC §5); an unchanged one may be past.
        const sentLoadingTime = (request.body as { loadingTime?: unknown } | null)?.loadingTime;
        // Only a string or a number can be a time; anything else is refused by the schema below.
        const movesLoadingTime =
          (typeof sentLoadingTime === 'string' || typeof sentLoadingTime === 'number') &&
          new Date(sentLoadingTime).getTime() !== row.loadingTime.getTime();
        // The version sent was checked by write() (server/http/write.ts).
        const { version: _checked, ...changes } = await validate(shipmentUpdateSchema, request.body, {
          creating: movesLoadingTime,
        });
        // The rules that tie fields together hold for the row as it will be, not just for the fields sent.
        const merged = { ...row, ...changes };
        const capacity = await variantCapacity(tx, row.vehicleTypeVariantId);
        const inconsistency =
          vehicleWeightError(merged, capacity) ??
          shipperRateRangeError(merged) ??
          (merged.contractAmount != null && contractAmountBelowRate(merged.contractAmount, merged.shipperRate)
            ? MESSAGES.contractBelowShipperRate
            : undefined);
        if (inconsistency) throw badRequest(inconsistency);
        // The edit is made from `row`: the checks above hold only if it has not changed meanwhile.
        const updated = await updateShipmentLocked(tx, row.id, row.version, (_, booked) => {
          if (changes.vehicleCount !== undefined && changes.vehicleCount < booked)
            throw conflict(MESSAGES.vehicleCountFloor);
          return changes;
        });
        if (!updated) throw conflict(MESSAGES.staleShipment);
        return shipmentAnswer(tx, request, row.id);
      }),
  );

  app.post(
    '/shipment/:id/cancel',
    {
      config: { access: 'shipments', history: 'shipment' },
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(ShipmentRecord),
        summary: 'Cancel with a cancellation type and reason',
        params: idParams,
        body: cancelShipmentSchema,
      }),
    },
    (request) =>
      write(request, { version: shipmentWrite, history: cancelling }, (tx) =>
        moveShipment(tx, request, request.params.id, cancelWith(request.body)),
      ),
  );
}
