import type { Api } from '../http/validate';
import { USER_TYPE } from '#domain/userTypes';
import { vehicleDocumentFieldsSchema, vehicleDocumentListQuerySchema } from '#domain/schemas/fleet';
import { requireUserType } from '../auth/guard';
import { documentRoutes } from '../documents/routes';
import { vehicleOwner } from './documentOwners';

/** SPEC §7 vehicleDocument: a vehicle's registration and other files; staff any partner's vehicles, a partner its own. */
export default async function vehicleDocumentRoutes(app: Api) {
  app.addHook('preValidation', requireUserType(USER_TYPE.INTERNAL, USER_TYPE.PARTNER));
  await app.register(
    documentRoutes({
      root: 'vehicleDocument',
      access: 'vehicles',
      tag: 'vehicle documents',
      ownerField: 'vehicleId',
      fieldsSchema: vehicleDocumentFieldsSchema,
      listQuerySchema: vehicleDocumentListQuerySchema,
      assertOwner: vehicleOwner(app.ctx.database.db),
    }),
  );
}
