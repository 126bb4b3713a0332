import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { AnyObjectSchema } from 'yup';
import { MESSAGES } from '#domain/messages';
import type { HistoryEvent } from '#domain/history';
import {
  canChangePool,
  isCancellable,
  nextShipmentStatus,
  type PoolType,
  type ShipmentStatus,
} from '#domain/shipments';
import { vehicleWeightError } from '#domain/schemas/shipment';
import { bidWindowSchema, changePoolSchema, marginSchema, tagSchema } from '#domain/schemas/shipmentActions';
import { assignPointOfContactSchema, projectVerticalSchema } from '#domain/schemas/shipmentExtras';
import { DataOf } from '#domain/records/envelope';
import { ShipmentRecord } from '#domain/records/shipments';
import type { Db } from '../db/client';
import { badRequest, conflict } from '../http/errors';
import { validate } from '../http/validate';
import { docs } from '../http/docs';
import { idParams } from '../http/params';
import { write } from '../http/write';
import { shipmentHistory } from '../history/routeHistory';
import { variantCapacity } from './create';
import { updateShipment, updateShipmentLocked, type ShipmentRow } from './queries';
import { ownedShipment, shipmentAnswer, shipmentPortalUsers, staffOnly, shipmentWrite } from './access';
import { assignPointOfContact } from './pointOfContact';

const tags = ['shipments'];

/** What one staff move is: its history event, its summary and body for the document, whether it needs an active shipment. */
interface StaffMove {
  event: HistoryEvent;
  summary: string;
  body?: AnyObjectSchema;
  /** Only while the shipment is still being arranged (a cancelled or delivered one answers 409). */
  active?: boolean;
}
type Change = (tx: Db, row: ShipmentRow, request: FastifyRequest) => Promise<unknown>;

/** SPEC §7 "Shipments": the moves only CSR staff make (status, tag, pool, margin, bid window, contact, vertical, vehicles). */
export default async function shipmentStaffRoutes(app: FastifyInstance) {
  app.addHook('preHandler', shipmentPortalUsers);

  /** A staff move on the path's shipment: its version checked, one entry of its history, the shipment answered. */
  const move = (method: HTTPMethods, url: string, { event, summary, body, active }: StaffMove, change: Change) =>
    app.route({
      method,
      url,
      config: { access: 'shipments', history: 'shipment' },
      ...staffOnly,
      schema: docs({ tags, versioned: true, answer: DataOf(ShipmentRecord), summary, params: idParams, body }),
      handler: (request) =>
        write(request, { version: shipmentWrite, history: shipmentHistory(event) }, async (tx) => {
          const row = await ownedShipment(tx, request);
          if (active && !isCancellable(row.status as ShipmentStatus)) throw conflict(MESSAGES.shipmentNotEditable);
          await change(tx, row, request);
          return shipmentAnswer(tx, request, row.id);
        }),
    });

  move(
    'POST',
    '/shipment/:id/status',
    { event: 'statusMoved', summary: 'Move to the next status of the SPEC order' },
    async (tx, row) => {
      const next = nextShipmentStatus(row.status as ShipmentStatus);
      if (!next) throw conflict(MESSAGES.noNextStatus);
      if (!(await updateShipment(tx, row.id, { status: next }, row.version))) throw conflict(MESSAGES.staleShipment);
    },
  );

  move(
    'POST',
    '/shipment/:id/tag',
    { event: 'tagged', summary: 'Tag, with its origin', body: tagSchema },
    async (tx, row, request) => {
      const { taggingOrigin } = await validate(tagSchema, request.body);
      await updateShipment(tx, row.id, { tagged: true, taggingOrigin });
    },
  );
  move('POST', '/shipment/:id/untag', { event: 'tagged', summary: 'Remove the tag' }, (tx, row) =>
    updateShipment(tx, row.id, { tagged: false }),
  );

  move(
    'PATCH',
    '/shipment/:id/change-pool',
    { event: 'poolChanged', summary: 'Move between loadboards (public → private is refused)', body: changePoolSchema },
    async (tx, row, request) => {
      const { poolType } = await validate(changePoolSchema, request.body);
      if (!canChangePool(row.poolType as PoolType, poolType as PoolType)) throw badRequest(MESSAGES.publicToPrivate);
      await updateShipment(tx, row.id, { poolType });
    },
  );

  move(
    'PATCH',
    '/shipment/:id/margin',
    {
      event: 'marginChanged',
      summary:
        'Set the contract amount: what the shipper pays per vehicle or per tonne, never below the shipper rate; the margin of each booking is what the shipper pays less the carrier amount',
      body: marginSchema,
      active: true,
    },
    async (tx, row, request) => {
      const { contractAmount } = await validate(marginSchema, request.body, { shipperRate: row.shipperRate });
      await updateShipment(tx, row.id, { contractAmount });
    },
  );

  const setBidWindow = async (tx: Db, row: ShipmentRow, open: boolean, closesAt?: Date | null) => {
    if (open && !isCancellable(row.status as ShipmentStatus)) throw conflict(MESSAGES.bidWindowClosedForStatus);
    await updateShipment(tx, row.id, { bidWindowOpen: open, bidWindowClosesAt: open ? (closesAt ?? null) : null });
  };
  const bidWindow = (summary: string, body?: AnyObjectSchema) => ({
    event: 'bidWindowChanged' as const,
    summary,
    body,
  });
  move(
    'PUT',
    '/shipment/:id/bid-window',
    bidWindow('Open or close the bidding window', bidWindowSchema),
    async (tx, row, request) => {
      const { open, closesAt } = await validate(bidWindowSchema, request.body);
      await setBidWindow(tx, row, open, closesAt);
    },
  );
  move('POST', '/shipment/:id/bid-window/open', bidWindow('Open the bidding window'), (tx, row) =>
    setBidWindow(tx, row, true),
  );
  move('POST', '/shipment/:id/bid-window/close', bidWindow('Close the bidding window'), (tx, row) =>
    setBidWindow(tx, row, false),
  );

  move(
    'POST',
    '/shipment/:id/assign-point-of-contact',
    {
      event: 'pointOfContactAssigned',
      summary: 'Assign the internal point of contact (a member of staff)',
      body: assignPointOfContactSchema,
    },
    async (tx, row, request) => {
      const { userId } = await validate(assignPointOfContactSchema, request.body);
      await assignPointOfContact(tx, row.id, userId);
    },
  );

  move(
    'POST',
    '/shipment/:id/project-vertical',
    {
      event: 'projectVerticalChanged',
      summary: 'Change the project vertical (SPEC ids 0..24)',
      body: projectVerticalSchema,
    },
    async (tx, row, request) => {
      const { projectVerticalId } = await validate(projectVerticalSchema, request.body);
      await updateShipment(tx, row.id, { projectVerticalId });
    },
  );

  move(
    'POST',
    '/shipment/:id/decrement-vehicle-count',
    {
      event: 'vehicleCountChanged',
      summary: 'Need one vehicle fewer: never below 1 nor below the vehicles already booked',
      active: true,
    },
    async (tx, row) => {
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
    },
  );
}
