import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { assertCompanyAccess, currentUser, requireUserType } from '../auth/guard';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { ok } from '../http/envelope';
import { shipmentAsSeen } from './asSeen';
import { type IdRequest } from '../http/params';
import { findShipment, findShipmentRow } from './queries';
import { shipments } from '../db/schema';
import type { VersionedWrite } from '../http/versioned';

/** The shipment of `id` when the caller may touch it; another company's answers 404. */
export async function ownedShipmentById(db: Db, request: FastifyRequest, id: number) {
  const row = await findShipmentRow(db, id);
  if (!row) throw notFound();
  assertCompanyAccess(currentUser(request), row.companyId);
  return row;
}

/** The shipment named by the route's `:id`, when the caller may touch it. */
export async function ownedShipment(db: Db, request: IdRequest) {
  return ownedShipmentById(db, request, request.params.id);
}

/**
 * The detail of the shipment named by the route's `:id`, when the caller may see it: the detail row
 * carries the company, so one statement both checks ownership and answers in one round trip.
 */
export async function ownedShipmentDetail(db: Db, request: IdRequest) {
  const { id } = request.params;
  const user = currentUser(request);
  const detail = await findShipment(db, user.id, id);
  if (!detail) throw notFound();
  assertCompanyAccess(user, detail.companyId);
  return detail;
}

/** The shipment area serves the portal's users: CSR staff, shippers and brokers. */
export const shipmentPortalUsers = requireUserType(USER_TYPE.INTERNAL, USER_TYPE.SHIPPER, USER_TYPE.DEMAND_ADDA);
export const staffOnly = { preValidation: requireUserType(USER_TYPE.INTERNAL) };

/** A route that changes a shipment: the version it was based on is checked by write() (server/http/write.ts). */
export const shipmentWrite: VersionedWrite = {
  table: shipments,
  resource: 'shipments',
  stale: MESSAGES.staleShipment,
  bumpedByWrite: true,
};

/** The shipment as the caller may read it, in the `{data}` envelope: what a write on it answers. */
export async function shipmentAnswer(db: Db, request: FastifyRequest, id: number) {
  const user = currentUser(request);
  const shipment = await findShipment(db, user.id, id);
  return ok(shipment && shipmentAsSeen(shipment, user));
}
