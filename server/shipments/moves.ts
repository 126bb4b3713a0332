import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '#domain/messages';
import {
  SHIPMENT_STATUS,
  canChangePool,
  isCancellable,
  nextShipmentStatus,
  type PoolType,
  type ShipmentStatus,
} from '#domain/shipments';
import type { CancelShipmentInput, TagInput } from '#domain/schemas/shipmentActions';
import type { Db } from '../db/client';
import { badRequest, conflict } from '../http/errors';
import { updateShipment, type StoredShipment } from './queries';
import { ownedShipmentById, shipmentAnswer } from './access';
import { assignPointOfContact } from './pointOfContact';

/*
 * The moves on one shipment that a single route and a bulk action share (staffRoutes.ts, routes.ts,
 * bulkRoutes.ts): each a function of the transaction and the shipment as read, so both say the same
 * SPEC text when a status or a pool refuses it.
 */

/** What one move does to the shipment as read. */
export type ShipmentMove = (tx: Db, row: StoredShipment) => Promise<unknown>;

/**
 * A move on the shipment `id` as the caller may reach it (another company's answers 404): the row read,
 * checked still active when the move needs it, moved, and the shipment answered as the caller sees it.
 */
export async function moveShipment(
  tx: Db,
  request: FastifyRequest,
  id: number,
  move: ShipmentMove,
  { active = false }: { active?: boolean } = {},
) {
  const row = await ownedShipmentById(tx, request, id);
  if (active && !isCancellable(row.status as ShipmentStatus)) throw conflict(MESSAGES.shipmentNotEditable);
  await move(tx, row);
  return shipmentAnswer(tx, request, row.id);
}

/** SPEC §4: the next status of the order; none is offered for the last three. */
export const toNextStatus: ShipmentMove = async (tx, row) => {
  const next = nextShipmentStatus(row.status as ShipmentStatus);
  if (!next) throw conflict(MESSAGES.noNextStatus);
  if (!(await updateShipment(tx, row.id, { status: next }, row.version))) throw conflict(MESSAGES.staleShipment);
};

export const tagWith =
  ({ taggingOrigin }: TagInput): ShipmentMove =>
  (tx, row) =>
    updateShipment(tx, row.id, { tagged: true, taggingOrigin });

/** SPEC §4/§8: public → private is refused. */
export const toPool =
  ({ poolType }: { poolType: number }): ShipmentMove =>
  async (tx, row) => {
    if (!canChangePool(row.poolType as PoolType, poolType as PoolType)) throw badRequest(MESSAGES.publicToPrivate);
    await updateShipment(tx, row.id, { poolType });
  };

/** Cancel with a cancellation type and reason, while the shipment is still being arranged. */
export const cancelWith =
  (body: CancelShipmentInput): ShipmentMove =>
  async (tx, row) => {
    if (!isCancellable(row.status as ShipmentStatus)) throw conflict(MESSAGES.shipmentNotCancellable);
    await updateShipment(tx, row.id, {
      status: SHIPMENT_STATUS.CANCELLED,
      cancellationType: body.cancellationType,
      cancellationReason: body.reason,
      bidWindowOpen: false,
    });
  };

export const pointOfContact =
  ({ userId }: { userId: number }): ShipmentMove =>
  (tx, row) =>
    assignPointOfContact(tx, row.id, userId);
