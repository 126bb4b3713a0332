import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import * as yup from 'yup';
import { MESSAGES } from '../../src/domain/messages';
import { MAX_WHOLE_NUMBER, PAGE_SIZE } from '../../src/domain/limits';
import { USER_TYPE, isCompanyScoped } from '../../src/domain/userTypes';
import { SHIPMENT_FILTER, SHIPMENT_STATUS, canChangePool, isCancellable, nextShipmentStatus, type PoolType, type ShipmentStatus } from '../../src/domain/shipments';
import {
  bidWindowSchema,
  cancelShipmentSchema,
  changePoolSchema,
  marginSchema,
  shipmentListQuerySchema,
  shipmentSchema,
  shipmentUpdateSchema,
  shipperRateRangeError,
  tagSchema,
  vehicleWeightError,
} from '../../src/domain/schemas/shipment';
import { assertCompanyAccess, currentUser, requireUserType } from '../auth/guard';
import { shipmentFavourites } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { ok, paged } from '../http/envelope';
import { validate } from '../http/validate';
import { docs } from '../http/docs';
import { findShipment, findShipmentRow, listShipments, updateShipment } from '../shipments/queries';
import { createShipment } from '../shipments/create';

const tags = ['shipments'];
const idParams = yup.object({
  id: yup.number().typeError(MESSAGES.notFound).integer(MESSAGES.notFound).positive(MESSAGES.notFound).max(MAX_WHOLE_NUMBER, MESSAGES.notFound).required(MESSAGES.notFound),
});
const favouriteSchema = yup.object({ favourite: yup.boolean().default(true) });
const staffOnly = { preHandler: requireUserType(USER_TYPE.INTERNAL) };
const portalUsers = requireUserType(USER_TYPE.INTERNAL, USER_TYPE.SHIPPER, USER_TYPE.DEMAND_ADDA);

/** SPEC §7 "Shipments": CSR staff see and act on all; shippers and brokers only on their company's. */
export default async function shipmentRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  app.addHook('preHandler', portalUsers);

  /** Loads a shipment the caller may touch (another company's answers 404). */
  async function ownedShipment(request: FastifyRequest) {
    const { id } = await validate(idParams, request.params);
    const row = await findShipmentRow(db, id);
    if (!row) throw notFound();
    assertCompanyAccess(currentUser(request), row.companyId);
    return row;
  }
  const detail = async (request: FastifyRequest, id: number) => ok(await findShipment(db, currentUser(request).id, id));

  /** `forced` values win over the query (the favourites call is favourites whatever it is asked); `defaults` don't. */
  const list =
    (scope: 'caller' | 'company', defaults: Partial<{ pageSize: number }> = {}, forced: Partial<{ filter: string }> = {}) =>
    async (request: FastifyRequest) => {
    const query = await validate(shipmentListQuerySchema, { ...defaults, ...(request.query as object), ...forced });
    const { content, total } = await listShipments(db, currentUser(request), query, scope === 'company');
    return paged(content, total, { page: query.page, size: query.pageSize });
  };
  app.get('/shipment', { schema: docs({ tags, summary: 'Shipments, paged (page zero-based, pageSize 5) and filtered', querystring: shipmentListQuerySchema }) }, list('caller'));
  app.get('/shipment/shipper', { schema: docs({ tags, summary: "The caller's company's shipments only", querystring: shipmentListQuerySchema }) }, list('company'));
  app.get(
    '/shipment/favourite/all',
    { schema: docs({ tags, summary: "The caller's favourite shipments (pageSize 10)", querystring: shipmentListQuerySchema }) },
    list('caller', { pageSize: PAGE_SIZE.favourites }, { filter: SHIPMENT_FILTER.favourite }),
  );

  app.get('/shipment/:id', { schema: docs({ tags, summary: 'A shipment with its locations and loads', params: idParams }) }, async (request) => {
    const row = await ownedShipment(request);
    return detail(request, row.id);
  });

  app.post('/shipment/v3', { schema: docs({ tags, summary: 'Create a shipment (every SPEC §5 rule)', body: shipmentSchema }) }, async (request, reply) => {
    const user = currentUser(request);
    const input = await validate(shipmentSchema, request.body, { creating: true });
    const companyId = isCompanyScoped(user.userType) ? user.companyId : input.companyId;
    if (!companyId) throw badRequest(MESSAGES.fillRequired);
    const id = await createShipment(db, input, companyId, user.id);
    reply.status(201);
    return detail(request, id);
  });

  app.patch('/shipment/:id', { schema: docs({ tags, summary: 'Change what may change after creation; send `version` to refuse a stale edit', params: idParams, body: shipmentUpdateSchema }) }, async (request) => {
    const row = await ownedShipment(request);
    if (!isCancellable(row.status as ShipmentStatus)) throw conflict(MESSAGES.shipmentNotEditable);
    // A loading time that changes must be later than now (SPEC §5); an unchanged one may be past.
    const sentLoadingTime = (request.body as { loadingTime?: unknown } | null)?.loadingTime;
    const movesLoadingTime = sentLoadingTime != null && new Date(String(sentLoadingTime)).getTime() !== row.loadingTime.getTime();
    const { version, ...changes } = await validate(shipmentUpdateSchema, request.body, { creating: movesLoadingTime });
    // The rules that tie fields together hold for the row as it will be, not just for the fields sent.
    const merged = { ...row, ...changes };
    const inconsistency = vehicleWeightError(merged) ?? shipperRateRangeError(merged);
    if (inconsistency) throw badRequest(inconsistency);
    const updated = await updateShipment(db, row.id, changes, version);
    if (!updated) throw conflict(MESSAGES.staleShipment);
    return detail(request, row.id);
  });

  app.post('/shipment/:id/cancel', { schema: docs({ tags, summary: 'Cancel with a cancellation type and reason', params: idParams, body: cancelShipmentSchema }) }, async (request) => {
    const row = await ownedShipment(request);
    const body = await validate(cancelShipmentSchema, request.body);
    if (!isCancellable(row.status as ShipmentStatus)) throw conflict(MESSAGES.shipmentNotCancellable);
    await updateShipment(db, row.id, { status: SHIPMENT_STATUS.CANCELLED, cancellationType: body.cancellationType, cancellationReason: body.reason, bidWindowOpen: false });
    return detail(request, row.id);
  });

  app.post('/shipment/:id/favourite', { schema: docs({ tags, summary: 'Mark or unmark as a favourite of the caller', params: idParams, body: favouriteSchema }) }, async (request) => {
    const row = await ownedShipment(request);
    const { favourite } = await validate(favouriteSchema, request.body ?? {});
    const userId = currentUser(request).id;
    if (favourite) await db.insert(shipmentFavourites).values({ userId, shipmentId: row.id }).onConflictDoNothing();
    else await db.delete(shipmentFavourites).where(and(eq(shipmentFavourites.userId, userId), eq(shipmentFavourites.shipmentId, row.id)));
    return detail(request, row.id);
  });

  app.post('/shipment/:id/status', { ...staffOnly, schema: docs({ tags, summary: 'Move to the next status of the SPEC order', params: idParams }) }, async (request) => {
    const row = await ownedShipment(request);
    const next = nextShipmentStatus(row.status as ShipmentStatus);
    if (!next) throw conflict(MESSAGES.noNextStatus);
    const moved = await updateShipment(db, row.id, { status: next }, row.version);
    if (!moved) throw conflict(MESSAGES.staleShipment);
    return detail(request, row.id);
  });

  app.post('/shipment/:id/tag', { ...staffOnly, schema: docs({ tags, summary: 'Tag, with its origin', params: idParams, body: tagSchema }) }, async (request) => {
    const row = await ownedShipment(request);
    const { taggingOrigin } = await validate(tagSchema, request.body);
    await updateShipment(db, row.id, { tagged: true, taggingOrigin });
    return detail(request, row.id);
  });
  app.post('/shipment/:id/untag', { ...staffOnly, schema: docs({ tags, summary: 'Remove the tag', params: idParams }) }, async (request) => {
    const row = await ownedShipment(request);
    await updateShipment(db, row.id, { tagged: false });
    return detail(request, row.id);
  });

  app.patch('/shipment/:id/change-pool', { ...staffOnly, schema: docs({ tags, summary: 'Move between loadboards (public → private is refused)', params: idParams, body: changePoolSchema }) }, async (request) => {
    const row = await ownedShipment(request);
    const { poolType } = await validate(changePoolSchema, request.body);
    if (!canChangePool(row.poolType as PoolType, poolType as PoolType)) throw badRequest(MESSAGES.publicToPrivate);
    await updateShipment(db, row.id, { poolType });
    return detail(request, row.id);
  });

  app.patch('/shipment/:id/margin', { ...staffOnly, schema: docs({ tags, summary: 'Set the contract amount (margin)', params: idParams, body: marginSchema }) }, async (request) => {
    const row = await ownedShipment(request);
    const { contractAmount } = await validate(marginSchema, request.body);
    await updateShipment(db, row.id, { contractAmount });
    return detail(request, row.id);
  });

  const setBidWindow = async (request: FastifyRequest, open: boolean, closesAt?: Date | null) => {
    const row = await ownedShipment(request);
    if (open && !isCancellable(row.status as ShipmentStatus)) throw conflict(MESSAGES.bidWindowClosedForStatus);
    await updateShipment(db, row.id, { bidWindowOpen: open, bidWindowClosesAt: open ? (closesAt ?? null) : null });
    return detail(request, row.id);
  };
  app.put('/shipment/:id/bid-window', { ...staffOnly, schema: docs({ tags, summary: 'Open or close the bidding window', params: idParams, body: bidWindowSchema }) }, async (request) => {
    const body = await validate(bidWindowSchema, request.body);
    return setBidWindow(request, body.open, body.closesAt);
  });
  app.post('/shipment/:id/bid-window/open', { ...staffOnly, schema: docs({ tags, summary: 'Open the bidding window', params: idParams }) }, (request) => setBidWindow(request, true));
  app.post('/shipment/:id/bid-window/close', { ...staffOnly, schema: docs({ tags, summary: 'Close the bidding window', params: idParams }) }, (request) => setBidWindow(request, false));
}
