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
import { variantCapacity } from './create';
import { bidWindowSchema, changePoolSchema, marginSchema, tagSchema } from '#domain/schemas/shipmentActions';
import { assignPointOfContactSchema, projectVerticalSchema } from '#domain/schemas/shipmentExtras';
import { currentUser } from '../auth/guard';
import { badRequest, conflict } from '../http/errors';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf } from '#domain/records/envelope';
import { ShipmentRecord } from '#domain/records/shipments';
import { findShipment, updateShipment, updateShipmentLocked } from './queries';
import { ownedShipment, shipmentPortalUsers, staffOnly, shipmentWrite } from './access';
import { idParams } from '../http/params';
import { assignPointOfContact } from './pointOfContact';
import { shipmentHistory } from '../history/routeHistory';
import type { Db } from '../db/client';
import { write } from '../http/write';
import type { HistoryEvent } from '#domain/history';

const tags = ['shipments'];

/** SPEC §7 "Shipments": the moves only CSR staff make (status, tag, pool, margin, bid window, contact, vertical, vehicles). */
export default async function shipmentStaffRoutes(app: FastifyInstance) {
  app.addHook('preHandler', shipmentPortalUsers);
  /** A staff move: the shipment's version checked, one entry of its history. */
  const change = (event: HistoryEvent) => ({ version: shipmentWrite, history: shipmentHistory(event) });
  const detail = async (tx: Db, request: FastifyRequest, id: number) =>
    ok(await findShipment(tx, currentUser(request).id, id));
  /** A change that only makes sense while the shipment is still being arranged. */
  const activeShipment = async (tx: Db, request: FastifyRequest) => {
    const row = await ownedShipment(tx, request);
    if (!isCancellable(row.status as ShipmentStatus)) throw conflict(MESSAGES.shipmentNotEditable);
    return row;
  };

  app.post(
    '/shipment/:id/status',
    {
      config: { access: 'shipments', history: 'shipment' },
      ...staffOnly,
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(ShipmentRecord),
        summary: 'Move to the next status of the SPEC order',
        params: idParams,
      }),
    },
    (request) =>
      write(request, change('statusMoved'), async (tx) => {
        const row = await ownedShipment(tx, request);
        const next = nextShipmentStatus(row.status as ShipmentStatus);
        if (!next) throw conflict(MESSAGES.noNextStatus);
        const moved = await updateShipment(tx, row.id, { status: next }, row.version);
        if (!moved) throw conflict(MESSAGES.staleShipment);
        return detail(tx, request, row.id);
      }),
  );

  app.post(
    '/shipment/:id/tag',
    {
      config: { access: 'shipments', history: 'shipment' },
      ...staffOnly,
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(ShipmentRecord),
        summary: 'Tag, with its origin',
        params: idParams,
        body: tagSchema,
      }),
    },
    (request) =>
      write(request, change('tagged'), async (tx) => {
        const row = await ownedShipment(tx, request);
        const { taggingOrigin } = await validate(tagSchema, request.body);
        await updateShipment(tx, row.id, { tagged: true, taggingOrigin });
        return detail(tx, request, row.id);
      }),
  );
  app.post(
    '/shipment/:id/untag',
    {
      config: { access: 'shipments', history: 'shipment' },
      ...staffOnly,
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(ShipmentRecord),
        summary: 'Remove the tag',
        params: idParams,
      }),
    },
    (request) =>
      write(request, change('tagged'), async (tx) => {
        const row = await ownedShipment(tx, request);
        await updateShipment(tx, row.id, { tagged: false });
        return detail(tx, request, row.id);
      }),
  );

  app.patch(
    '/shipment/:id/change-pool',
    {
      config: { access: 'shipments', history: 'shipment' },
      ...staffOnly,
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(ShipmentRecord),
        summary: 'Move between loadboards (public → private is refused)',
        params: idParams,
        body: changePoolSchema,
      }),
    },
    (request) =>
      write(request, change('poolChanged'), async (tx) => {
        const row = await ownedShipment(tx, request);
        const { poolType } = await validate(changePoolSchema, request.body);
        if (!canChangePool(row.poolType as PoolType, poolType as PoolType)) throw badRequest(MESSAGES.publicToPrivate);
        await updateShipment(tx, row.id, { poolType });
        return detail(tx, request, row.id);
      }),
  );

  app.patch(
    '/shipment/:id/margin',
    {
      config: { access: 'shipments', history: 'shipment' },
      ...staffOnly,
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(ShipmentRecord),
        summary:
          'Set the contract amount: what the shipper pays per vehicle or per tonne, never below the shipper rate; the margin of each booking is what the shipper pays less the carrier amount',
        params: idParams,
        body: marginSchema,
      }),
    },
    (request) =>
      write(request, change('marginChanged'), async (tx) => {
        const row = await activeShipment(tx, request);
        const { contractAmount } = await validate(marginSchema, request.body, { shipperRate: row.shipperRate });
        await updateShipment(tx, row.id, { contractAmount });
        return detail(tx, request, row.id);
      }),
  );

  const setBidWindow = async (tx: Db, request: FastifyRequest, open: boolean, closesAt?: Date | null) => {
    const row = await ownedShipment(tx, request);
    if (open && !isCancellable(row.status as ShipmentStatus)) throw conflict(MESSAGES.bidWindowClosedForStatus);
    await updateShipment(tx, row.id, { bidWindowOpen: open, bidWindowClosesAt: open ? (closesAt ?? null) : null });
    return detail(tx, request, row.id);
  };
  app.put(
    '/shipment/:id/bid-window',
    {
      config: { access: 'shipments', history: 'shipment' },
      ...staffOnly,
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(ShipmentRecord),
        summary: 'Open or close the bidding window',
        params: idParams,
        body: bidWindowSchema,
      }),
    },
    (request) =>
      write(request, change('bidWindowChanged'), async (tx) => {
        const body = await validate(bidWindowSchema, request.body);
        return setBidWindow(tx, request, body.open, body.closesAt);
      }),
  );
  app.post(
    '/shipment/:id/bid-window/open',
    {
      config: { access: 'shipments', history: 'shipment' },
      ...staffOnly,
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(ShipmentRecord),
        summary: 'Open the bidding window',
        params: idParams,
      }),
    },
    (request) => write(request, change('bidWindowChanged'), (tx) => setBidWindow(tx, request, true)),
  );
  app.post(
    '/shipment/:id/bid-window/close',
    {
      config: { access: 'shipments', history: 'shipment' },
      ...staffOnly,
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(ShipmentRecord),
        summary: 'Close the bidding window',
        params: idParams,
      }),
    },
    (request) => write(request, change('bidWindowChanged'), (tx) => setBidWindow(tx, request, false)),
  );

  app.post(
    '/shipment/:id/assign-point-of-contact',
    {
      config: { access: 'shipments', history: 'shipment' },
      ...staffOnly,
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(ShipmentRecord),
        summary: 'Assign the internal point of contact (a member of staff)',
        params: idParams,
        body: assignPointOfContactSchema,
      }),
    },
    (request) =>
      write(request, change('pointOfContactAssigned'), async (tx) => {
        const row = await ownedShipment(tx, request);
        const { userId } = await validate(assignPointOfContactSchema, request.body);
        await assignPointOfContact(tx, row.id, userId);
        return detail(tx, request, row.id);
      }),
  );

  app.post(
    '/shipment/:id/project-vertical',
    {
      config: { access: 'shipments', history: 'shipment' },
      ...staffOnly,
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(ShipmentRecord),
        summary: 'Change the project vertical (SPEC ids 0..24)',
        params: idParams,
        body: projectVerticalSchema,
      }),
    },
    (request) =>
      write(request, change('projectVerticalChanged'), async (tx) => {
        const row = await ownedShipment(tx, request);
        const { projectVerticalId } = await validate(projectVerticalSchema, request.body);
        await updateShipment(tx, row.id, { projectVerticalId });
        return detail(tx, request, row.id);
      }),
  );

  app.post(
    '/shipment/:id/decrement-vehicle-count',
    {
      config: { access: 'shipments', history: 'shipment' },
      ...staffOnly,
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(ShipmentRecord),
        summary: 'Need one vehicle fewer: never below 1 nor below the vehicles already booked',
        params: idParams,
      }),
    },
    (request) =>
      write(request, change('vehicleCountChanged'), async (tx) => {
        const row = await activeShipment(tx, request);
        // A shipment's variant never changes after creation: its capacity can be read before the lock.
        const capacity = await variantCapacity(tx, row.vehicleTypeVariantId);
        // Under the shipment's lock, so a booking made meanwhile cannot be left without its vehicle.
        await updateShipmentLocked(tx, row.id, undefined, (locked, booked) => {
          if (!isCancellable(locked.status as ShipmentStatus)) throw conflict(MESSAGES.shipmentNotEditable);
          const inconsistency = vehicleWeightError({ ...locked, vehicleCount: locked.vehicleCount - 1 }, capacity);
          if (locked.vehicleCount > 1 && inconsistency) throw badRequest(inconsistency);
          if (locked.vehicleCount <= Math.max(1, booked)) throw conflict(MESSAGES.vehicleCountFloor);
          return { vehicleCount: locked.vehicleCount - 1 };
        });
        return detail(tx, request, row.id);
      }),
  );
}
