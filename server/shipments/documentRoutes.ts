import type { FastifyInstance } from 'fastify';
import { shipmentDocumentFieldsSchema, shipmentDocumentListQuerySchema } from '#domain/schemas/shipmentExtras';
import { documentRoutes } from '../documents/routes';
import { ownedShipmentById, shipmentPortalUsers } from './access';

/** SPEC §7 roots shipment-document and shipment-document/upload, for the portal's users. */
export default async function shipmentDocumentRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  app.addHook('preHandler', shipmentPortalUsers);
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
