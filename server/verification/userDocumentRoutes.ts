import type { Api } from '../http/validate';
import { USER_TYPE } from '#domain/userTypes';
import { userDocumentFieldsSchema, userDocumentListQuerySchema } from '#domain/schemas/fleet';
import { requireUserType } from '../auth/guard';
import { documentRoutes } from '../documents/routes';
import { partnerAccountOwner } from '../fleet/documentOwners';

/** SPEC §7 userDocument: a partner's own files (CNIC, licence, company card, verification document); a partner its own, staff any partner's. */
export default async function userDocumentRoutes(app: Api) {
  app.addHook('preValidation', requireUserType(USER_TYPE.INTERNAL, USER_TYPE.PARTNER));
  await app.register(
    documentRoutes({
      root: 'userDocument',
      access: 'verification',
      tag: 'partner documents',
      ownerField: 'userId',
      fieldsSchema: userDocumentFieldsSchema,
      listQuerySchema: userDocumentListQuerySchema,
      assertOwner: partnerAccountOwner(app.ctx.database.db),
    }),
  );
}
