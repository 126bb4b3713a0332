import type { Api } from '../http/validate';
import { shipmentDocumentFieldsSchema, shipmentDocumentListQuerySchema } from '#domain/schemas/shipmentExtras';
import { documentRoutes } from '../documents/routes';
import { ownedShipmentById, shipmentPortalUsers } from './access';

/** SPEC §7 roots shipment-document and shipment-document/upload, for the portal's users. */
export default async function shipmentDocumentRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', shipmentPortalUsers);
  await app.register(
    documentRoutes({
      root: 'shipment-document',
      access: 'shipments',
      tag: 'shipment documents',
      ownerField: 'shipmentId',
      fieldsSchema: shipmentDocumentFieldsSchema,
      typesFromConfig: true,
      history: 'shipment',
      listQuerySchema: shipmentDocumentListQuerySchema,
      assertOwner: (request, id) => ownedShipmentById(db, request, id),
    }),
  );
}
