import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { PAGE_SIZE } from '#domain/limits';
import { SHIPMENT_FILTER } from '#domain/shipments';
import { shipmentListQuerySchema } from '#domain/schemas/shipmentActions';
import { DataOf, PageOf } from '#domain/records/envelope';
import { ShipmentRecord, ShipmentRow } from '#domain/records/shipments';
import { currentUser } from '../auth/guard';
import { paged } from '../http/envelope';
import { idParams } from '../http/params';
import { validate, validateQuery } from '../http/validate';
import { docs } from '../http/docs';
import { ownedShipment, shipmentAnswer, shipmentPortalUsers } from './access';
import { listShipments } from './queries';
import { setShipmentFavourite } from './favourites';
import { shipmentAsSeen } from './asSeen';

const tags = ['shipments'];
const favouriteSchema = yup.object({ favourite: yup.boolean().default(true) });

/** SPEC §7 "Shipments": the lists (all the caller may see, the company's, the favourites) and marking a favourite. */
export default async function shipmentListRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  app.addHook('preHandler', shipmentPortalUsers);

  /** `forced` values win over the query (the favourites call is favourites whatever it is asked); `defaults` don't. */
  const list =
    (
      scope: 'caller' | 'company',
      defaults: Partial<{ pageSize: number }> = {},
      forced: Partial<{ filter: string }> = {},
    ) =>
    async (request: FastifyRequest) => {
      const query = await validateQuery(shipmentListQuerySchema, {
        ...defaults,
        ...(request.query as object),
        ...forced,
      });
      const user = currentUser(request);
      const { content, total } = await listShipments(db, user, query, scope === 'company');
      return paged(
        content.map((row) => shipmentAsSeen(row, user)),
        total,
        { page: query.page, size: query.pageSize },
      );
    };
  app.get(
    '/shipment',
    {
      config: { access: 'shipments' },
      schema: docs({
        tags,
        answer: PageOf(ShipmentRow),
        summary: 'Shipments, paged (page zero-based, pageSize 5) and filtered',
        querystring: shipmentListQuerySchema,
      }),
    },
    list('caller'),
  );
  app.get(
    '/shipment/shipper',
    {
      config: { access: 'shipments' },
      schema: docs({
        tags,
        answer: PageOf(ShipmentRow),
        summary: "The caller's company's shipments only",
        querystring: shipmentListQuerySchema,
      }),
    },
    list('company'),
  );
  app.get(
    '/shipment/favourite/all',
    {
      config: { access: 'shipments' },
      schema: docs({
        tags,
        answer: PageOf(ShipmentRow),
        summary: "The caller's favourite shipments (pageSize 10)",
        querystring: shipmentListQuerySchema,
      }),
    },
    list('caller', { pageSize: PAGE_SIZE.favourites }, { filter: SHIPMENT_FILTER.favourite }),
  );

  app.post(
    '/shipment/:id/favourite',
    {
      config: { access: 'shipments' },
      schema: docs({
        tags,
        answer: DataOf(ShipmentRecord),
        summary: 'Mark or unmark as a favourite of the caller',
        params: idParams,
        body: favouriteSchema,
      }),
    },
    async (request) => {
      const row = await ownedShipment(db, request);
      const { favourite } = await validate(favouriteSchema, request.body ?? {});
      await setShipmentFavourite(db, currentUser(request).id, row.id, favourite);
      return shipmentAnswer(db, request, row.id);
    },
  );
}
