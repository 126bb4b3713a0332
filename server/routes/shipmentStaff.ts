import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '#domain/messages';
import {
  canChangePool,
  isCancellable,
  nextShipmentStatus,
  type PoolType,
  type ShipmentStatus,
} from '#domain/shipments';
import { vehicleWeightError } from '#domain/schemas/shipment';
import { variantCapacity } from '../shipments/create';
import { bidWindowSchema, changePoolSchema, marginSchema, tagSchema } from '#domain/schemas/shipmentActions';
import { assignPointOfContactSchema, projectVerticalSchema } from '#domain/schemas/shipmentExtras';
import { currentUser } from '../auth/guard';
import { badRequest, conflict } from '../http/errors';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf } from '#domain/records/envelope';
import { ShipmentRecord } from '#domain/records/shipments';
import { findShipment, updateShipment, updateShipmentLocked } from '../shipments/queries';
import {
  ownedShipment as ownedShipmentByParams,
  shipmentPortalUsers,
  staffOnly,
  shipmentWrite,
} from '../shipments/access';
import { idParams } from '../http/params';
import { assignPointOfContact } from '../shipments/pointOfContact';
import { shipmentHistory } from '../history/routeHistory';

const tags = ['shipments'];

/** SPEC §7 "Shipments": the moves only CSR staff make (status, tag, pool, margin, bid window, contact, vertical, vehicles). */
export default async function shipmentStaffRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  app.addHook('preHandler', shipmentPortalUsers);
  const ownedShipment = (request: FastifyRequest) => ownedShipmentByParams(db, request);
  const detail = async (request: FastifyRequest, id: number) => ok(await findShipment(db, currentUser(request).id, id));
  /** A change that only makes sense while the shipment is still being arranged. */
  const activeShipment = async (request: FastifyRequest) => {
    const row = await ownedShipment(request);
    if (!isCancellable(row.status as ShipmentStatus)) throw conflict(MESSAGES.shipmentNotEditable);
    return row;
  };

  app.post(
    '/shipment/:id/status',
    {
      config: { versioned: shipmentWrite, history: shipmentHistory('statusMoved') },
      ...staffOnly,
      schema: docs({
        tags,
        answer: DataOf(ShipmentRecord),
        summary: 'Move to the next status of the SPEC order',
        params: idParams,
      }),
    },
    async (request) => {
      const row = await ownedShipment(request);
      const next = nextShipmentStatus(row.status as ShipmentStatus);
      if (!next) throw conflict(MESSAGES.noNextStatus);
      const moved = await updateShipment(db, row.id, { status: next }, row.version);
      if (!moved) throw conflict(MESSAGES.staleShipment);
      return detail(request, row.id);
    },
  );

  app.post(
    '/shipment/:id/tag',
    {
      config: { versioned: shipmentWrite, history: shipmentHistory('tagged') },
      ...staffOnly,
      schema: docs({
        tags,
        answer: DataOf(ShipmentRecord),
        summary: 'Tag, with its origin',
        params: idParams,
        body: tagSchema,
      }),
    },
    async (request) => {
      const row = await ownedShipment(request);
      const { taggingOrigin } = await validate(tagSchema, request.body);
      await updateShipment(db, row.id, { tagged: true, taggingOrigin });
      return detail(request, row.id);
    },
  );
  app.post(
    '/shipment/:id/untag',
    {
      config: { versioned: shipmentWrite, history: shipmentHistory('tagged') },
      ...staffOnly,
      schema: docs({ tags, answer: DataOf(ShipmentRecord), summary: 'Remove the tag', params: idParams }),
    },
    async (request) => {
      const row = await ownedShipment(request);
      await updateShipment(db, row.id, { tagged: false });
      return detail(request, row.id);
    },
  );

  app.patch(
    '/shipment/:id/change-pool',
    {
      config: { versioned: shipmentWrite, history: shipmentHistory('poolChanged') },
      ...staffOnly,
      schema: docs({
        tags,
        answer: DataOf(ShipmentRecord),
        summary: 'Move between loadboards (public → private is refused)',
        params: idParams,
        body: changePoolSchema,
      }),
    },
    async (request) => {
      const row = await ownedShipment(request);
      const { poolType } = await validate(changePoolSchema, request.body);
      if (!canChangePool(row.poolType as PoolType, poolType as PoolType)) throw badRequest(MESSAGES.publicToPrivate);
      await updateShipment(db, row.id, { poolType });
      return detail(request, row.id);
    },
  );

  app.patch(
    '/shipment/:id/margin',
    {
      config: { versioned: shipmentWrite, history: shipmentHistory('marginChanged') },
      ...staffOnly,
      schema: docs({
        tags,
        answer: DataOf(ShipmentRecord),
        summary:
          'Set the contract amount: what the shipper pays per vehicle or per tonne, never below the shipper rate; the margin of each booking is what the shipper pays less the carrier amount',
        params: idParams,
        body: marginSchema,
      }),
    },
    async (request) => {
      const row = await activeShipment(request);
      const { contractAmount } = await validate(marginSchema, request.body, { shipperRate: row.shipperRate });
      await updateShipment(db, row.id, { contractAmount });
      return detail(request, row.id);
    },
  );

  const setBidWindow = async (request: FastifyRequest, open: boolean, closesAt?: Date | null) => {
    const row = await ownedShipment(request);
    if (open && !isCancellable(row.status as ShipmentStatus)) throw conflict(MESSAGES.bidWindowClosedForStatus);
    await updateShipment(db, row.id, { bidWindowOpen: open, bidWindowClosesAt: open ? (closesAt ?? null) : null });
    return detail(request, row.id);
  };
  app.put(
    '/shipment/:id/bid-window',
    {
      config: { versioned: shipmentWrite, history: shipmentHistory('bidWindowChanged') },
      ...staffOnly,
      schema: docs({
        tags,
        answer: DataOf(ShipmentRecord),
        summary: 'Open or close the bidding window',
        params: idParams,
        body: bidWindowSchema,
      }),
    },
    async (request) => {
      const body = await validate(bidWindowSchema, request.body);
      return setBidWindow(request, body.open, body.closesAt);
    },
  );
  app.post(
    '/shipment/:id/bid-window/open',
    {
      config: { versioned: shipmentWrite, history: shipmentHistory('bidWindowChanged') },
      ...staffOnly,
      schema: docs({ tags, answer: DataOf(ShipmentRecord), summary: 'Open the bidding window', params: idParams }),
    },
    (request) => setBidWindow(request, true),
  );
  app.post(
    '/shipment/:id/bid-window/close',
    {
      config: { versioned: shipmentWrite, history: shipmentHistory('bidWindowChanged') },
      ...staffOnly,
      schema: docs({ tags, answer: DataOf(ShipmentRecord), summary: 'Close the bidding window', params: idParams }),
    },
    (request) => setBidWindow(request, false),
  );

  app.post(
    '/shipment/:id/assign-point-of-contact',
    {
      config: { versioned: shipmentWrite, history: shipmentHistory('pointOfContactAssigned') },
      ...staffOnly,
      schema: docs({
        tags,
        answer: DataOf(ShipmentRecord),
        summary: 'Assign the internal point of contact (a member of staff)',
        params: idParams,
        body: assignPointOfContactSchema,
      }),
    },
    async (request) => {
      const row = await ownedShipment(request);
      const { userId } = await validate(assignPointOfContactSchema, request.body);
      await assignPointOfContact(db, row.id, userId);
      return detail(request, row.id);
    },
  );

  app.post(
    '/shipment/:id/project-vertical',
    {
      config: { versioned: shipmentWrite, history: shipmentHistory('projectVerticalChanged') },
      ...staffOnly,
      schema: docs({
        tags,
        answer: DataOf(ShipmentRecord),
        summary: 'Change the project vertical (SPEC ids 0..24)',
        params: idParams,
        body: projectVerticalSchema,
      }),
    },
    async (request) => {
      const row = await ownedShipment(request);
      const { projectVerticalId } = await validate(projectVerticalSchema, request.body);
      await updateShipment(db, row.id, { projectVerticalId });
      return detail(request, row.id);
    },
  );

  app.post(
    '/shipment/:id/decrement-vehicle-count',
    {
      config: { versioned: shipmentWrite, history: shipmentHistory('vehicleCountChanged') },
      ...staffOnly,
      schema: docs({
        tags,
        answer: DataOf(ShipmentRecord),
        summary: 'Need one vehicle fewer: never below 1 nor below the vehicles already booked',
        params: idParams,
      }),
    },
    async (request) => {
      const row = await activeShipment(request);
      // A shipment's variant never changes after creation: its capacity can be read before the lock.
      const capacity = await variantCapacity(db, row.vehicleTypeVariantId);
      // Under the shipment's lock, so a booking made meanwhile cannot be left without its vehicle.
      await updateShipmentLocked(db, row.id, undefined, (locked, booked) => {
        if (!isCancellable(locked.status as ShipmentStatus)) throw conflict(MESSAGES.shipmentNotEditable);
        const inconsistency = vehicleWeightError({ ...locked, vehicleCount: locked.vehicleCount - 1 }, capacity);
        if (locked.vehicleCount > 1 && inconsistency) throw badRequest(inconsistency);
        if (locked.vehicleCount <= Math.max(1, booked)) throw conflict(MESSAGES.vehicleCountFloor);
        return { vehicleCount: locked.vehicleCount - 1 };
      });
      return detail(request, row.id);
    },
  );
}
