import type { Api } from '../http/validate';
import { USER_TYPE } from '#domain/userTypes';
import { driverDocumentFieldsSchema, driverDocumentListQuerySchema } from '#domain/schemas/fleet';
import { requireUserType } from '../auth/guard';
import { documentRoutes } from '../documents/routes';
import { driverOwner } from './documentOwners';

/** SPEC §7 driverDocument: a driver's CNIC, driving licence and other files; staff any partner's drivers, a partner its own. */
export default async function driverDocumentRoutes(app: Api) {
  app.addHook('preValidation', requireUserType(USER_TYPE.INTERNAL, USER_TYPE.PARTNER));
  await app.register(
    documentRoutes({
      root: 'driverDocument',
      access: 'drivers',
      tag: 'driver documents',
      ownerField: 'driverId',
      fieldsSchema: driverDocumentFieldsSchema,
      listQuerySchema: driverDocumentListQuerySchema,
      assertOwner: driverOwner(app.ctx.database.db),
    }),
  );
}
