import type { HTTPMethods } from 'fastify';
import type { AnyObjectSchema, InferType } from 'yup';
import { MESSAGES } from '#domain/messages';
import type { HistoryEvent } from '#domain/history';
import { isCancellable, type ShipmentStatus } from '#domain/shipments';
import { vehicleWeightError } from '#domain/schemas/shipment';
import { bidWindowSchema, changePoolSchema, marginSchema, tagSchema } from '#domain/schemas/shipmentActions';
import { assignPointOfContactSchema, projectVerticalSchema } from '#domain/schemas/shipmentExtras';
import { DataOf } from '#domain/records/envelope';
import { ShipmentRecord } from '#domain/records/shipments';
import type { Db } from '../db/client';
import { badRequest, conflict } from '../http/errors';
import { validate, type Api } from '../http/validate';
import { docs } from '../http/docs';
import { idParams } from '../http/params';
import { write } from '../http/write';
import { shipmentHistory } from '../history/routeHistory';
import { variantCapacity } from './create';
import { updateShipment, updateShipmentLocked, type StoredShipment } from './queries';
import { shipmentPortalUsers, staffOnly, shipmentWrite } from './access';
import { moveShipment, pointOfContact, tagWith, toNextStatus, toPool } from './moves';

/** How each move is documented: with the shipment it answers and the version it checks. */
const moveDocs = { tags: ['shipments'], versioned: true, answer: DataOf(ShipmentRecord), params: idParams };

/** What one staff move is: its history event, its summary and body (checked before the move), whether it needs an active shipment. */
interface StaffMove<Body extends AnyObjectSchema | undefined> {
  event: HistoryEvent;
  summary: string;
  body?: Body;
  /** The body's schema needs the shipment: the move checks the body itself. */
  handlerValidates?: 'body';
  /** Only while the shipment is still being arranged (a cancelled or delivered one answers 409). */
  active?: boolean;
}
type Checked<Body> = Body extends AnyObjectSchema ? InferType<Body> : unknown;
type Change<Body> = (tx: Db, row: StoredShipment, body: Checked<Body>) => Promise<unknown>;

/** SPEC §7 "Shipments": the moves only CSR staff make (status, tag, pool, margin, bid window, contact, vertical, vehicles). */
export default async function shipmentStaffRoutes(app: Api) {
  app.addHook('preValidation', shipmentPortalUsers);

  /** A staff move on the path's shipment: its version checked, one entry of its history, the shipment answered. */
  const move = <Body extends AnyObjectSchema | undefined = undefined>(
    method: HTTPMethods,
    url: string,
    { event, summary, body, handlerValidates, active }: StaffMove<Body>,
    change: Change<Body>,
  ) =>
    app.route({
      method,
      url,
      config: { access: 'shipments', history: 'shipment' },
      ...staffOnly,
      schema: docs({ ...moveDocs, summary, body, handlerValidates }),
      handler: (request) => {
        const moved = (tx: Db, row: StoredShipment) => change(tx, row, request.body as Checked<Body>);
        return write(request, { version: shipmentWrite, history: shipmentHistory(event) }, (tx) =>
          moveShipment(tx, request, request.params.id, moved, { active }),
        );
      },
    });

  move(
    'POST',
    '/shipment/:id/status',
    { event: 'statusMoved', summary: 'Move to the next status of the SPEC order' },
    toNextStatus,
  );

  move(
    'POST',
    '/shipment/:id/tag',
    { event: 'tagged', summary: 'Tag, with its origin', body: tagSchema },
    (tx, row, body) => tagWith(body)(tx, row),
  );
  move('POST', '/shipment/:id/untag', { event: 'tagged', summary: 'Remove the tag' }, (tx, row) =>
    updateShipment(tx, row.id, { tagged: false }),
  );

  move(
    'PATCH',
    '/shipment/:id/change-pool',
    { event: 'poolChanged', summary: 'Move between loadboards (public → private is refused)', body: changePoolSchema },
    (tx, row, body) => toPool(body)(tx, row),
  );

  move(
    'PATCH',
    '/shipment/:id/margin',
    {
      event: 'marginChanged',
      summary:
        'Set the contract amount: what the shipper pays per vehicle or per tonne, never below the shipper rate; the margin of each booking is what the shipper pays less the carrier amount',
      body: marginSchema,
      handlerValidates: 'body',
      active: true,
    },
    async (tx, row, body) => {
      const { contractAmount } = await validate(marginSchema, body, { shipperRate: row.shipperRate });
      await updateShipment(tx, row.id, { contractAmount });
    },
  );

  const setBidWindow = async (tx: Db, row: StoredShipment, open: boolean, closesAt?: Date | null) => {
    if (open && !isCancellable(row.status as ShipmentStatus)) throw conflict(MESSAGES.bidWindowClosedForStatus);
    await updateShipment(tx, row.id, { bidWindowOpen: open, bidWindowClosesAt: open ? (closesAt ?? null) : null });
  };
  const bidWindow = <Body extends AnyObjectSchema | undefined = undefined>(summary: string, body?: Body) => ({
    event: 'bidWindowChanged' as const,
    summary,
    body,
  });
  move(
    'PUT',
    '/shipment/:id/bid-window',
    bidWindow('Open or close the bidding window', bidWindowSchema),
    async (tx, row, { open, closesAt }) => {
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
    (tx, row, body) => pointOfContact(body)(tx, row),
  );

  move(
    'POST',
    '/shipment/:id/project-vertical',
    {
      event: 'projectVerticalChanged',
      summary: 'Change the project vertical (SPEC ids 0..24)',
      body: projectVerticalSchema,
    },
    async (tx, row, { projectVerticalId }) => {
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
