import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { MESSAGES } from '#domain/messages';
import { MAX_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '#domain/limits';
import { USER_TYPE } from '#domain/userTypes';
import { numberField, textField } from '#domain/schemas/shipmentLocation';
import { requireUserType } from '../auth/guard';
import { paged } from '../http/envelope';
import { validate } from '../http/validate';
import { docs } from '../http/docs';
import { PageOf } from '#domain/records/envelope';
import { CompanySummary } from '#domain/records/companies';
import { listCompanies } from '../companies/companies';

const listQuery = yup.object({
  q: textField(100),
  page: numberField()
    .integer(MESSAGES.wholeNumber)
    .min(0, MESSAGES.notNegative)
    .max(MAX_PAGE, MESSAGES.numberTooLarge)
    .default(0),
  pageSize: numberField()
    .integer(MESSAGES.wholeNumber)
    .min(1, MESSAGES.pageSizeRange)
    .max(MAX_PAGE_SIZE, MESSAGES.pageSizeRange)
    .default(PAGE_SIZE.companies),
});

/** SPEC §7 root company: the shipper companies, by name (page size 20), for staff. */
export default async function companyRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  app.addHook('preHandler', requireUserType(USER_TYPE.INTERNAL));

  app.get(
    '/company',
    {
      schema: docs({
        tags: ['companies'],
        answer: PageOf(CompanySummary),
        summary: 'Companies by name, paged (page zero-based, pageSize 20)',
        querystring: listQuery,
      }),
    },
    async (request) => {
      const query = await validate(listQuery, request.query);
      const { content, total, page } = await listCompanies(db, query);
      return paged(content, total, page);
    },
  );
}
