import { USER_TYPE } from '#domain/userTypes';
import { companyListQuerySchema } from '#domain/schemas/companies';
import { requireUserType } from '../auth/guard';
import { paged } from '../http/envelope';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { PageOf } from '#domain/records/envelope';
import { CompanySummary } from '#domain/records/companies';
import { listCompanies } from './companies';

/** SPEC §7 root company: the shipper companies, by name (page size 20), for staff. */
export default async function companyRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', requireUserType(USER_TYPE.INTERNAL));

  app.get(
    '/company',
    {
      config: { access: 'company-projects' },
      schema: docs({
        tags: ['companies'],
        answer: PageOf(CompanySummary),
        summary: 'Companies by name, paged (page zero-based, pageSize 20)',
        querystring: companyListQuerySchema,
      }),
    },
    async (request) => {
      const query = request.query;
      const { content, total, page } = await listCompanies(db, query);
      return paged(content, total, page);
    },
  );
}
