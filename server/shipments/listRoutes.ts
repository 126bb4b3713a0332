import * as yup from 'yup';
import { PAGE_SIZE } from '#domain/limits';
import { SHIPMENT_FILTER, type ShipmentFilter } from '#domain/shipments';
import { pageFields } from '#domain/schemas/listQuery';
import { shipmentListQuerySchema } from '#domain/schemas/shipmentActions';
import { DataOf, PageOf } from '#domain/records/envelope';
import { ShipmentRecord, ShipmentRow } from '#domain/records/shipments';
import { currentUser } from '../auth/guard';
import { paged } from '../http/envelope';
import { idParams } from '../http/params';
import type { Api, RequestWith } from '../http/validate';
import { docs } from '../http/docs';
import { ownedShipment, shipmentAnswer, shipmentPortalUsers } from './access';
import { listShipments } from './queries';
import { setShipmentFavourite } from './favourites';
import { shipmentAsSeen } from './asSeen';

const tags = ['shipments'];
const favouriteSchema = yup.object({ favourite: yup.boolean().default(true) });
/** The favourites call's query: ten to a page unless asked otherwise. */
const favouritesQuerySchema = shipmentListQuerySchema.shape(pageFields(PAGE_SIZE.favourites));
type ListRequest = RequestWith<{ query: typeof shipmentListQuerySchema }>;

/** SPEC §7 "Shipments": the lists (all the caller may see, the company's, the favourites) and marking a favourite. */
export default async function shipmentListRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', shipmentPortalUsers);

  /** `forced` values win over the query (the favourites call is favourites whatever it is asked). */
  const list =
    (scope: 'caller' | 'company', forced: Partial<{ filter: ShipmentFilter }> = {}) =>
    async (request: ListRequest) => {
      const query = { ...request.query, ...forced };
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
        querystring: favouritesQuerySchema,
      }),
    },
    list('caller', { filter: SHIPMENT_FILTER.favourite }),
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
      const { favourite } = request.body;
      await setShipmentFavourite(db, currentUser(request).id, row.id, favourite);
      return shipmentAnswer(db, request, row.id);
    },
  );
}
