import { USER_TYPE } from '#domain/userTypes';
import { billingConfigurationQuerySchema, billingConfigurationSchema } from '#domain/schemas/billing';
import { currentUser, requireUserType } from '../auth/guard';
import { ok } from '../http/envelope';
import { write } from '../http/write';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf } from '#domain/records/envelope';
import { BillingConfigurationRecord, BillingEnums } from '#domain/records/invoices';
import {
  assertCompanyExists,
  billingConfigurationOf,
  billingConfigurationWrite,
  configurationEnums,
  saveBillingConfiguration,
} from './configuration';

const tags = ['billing'];

/**
 * SPEC §7 billing/v1/invoice: how each shipper company is invoiced (cycle, tax, payment terms, the
 * charges billed on, where invoices go, whether the bill-T is attached). Staff only.
 */
export default async function billingRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', requireUserType(USER_TYPE.INTERNAL));

  app.get(
    '/billing/v1/invoice/configuration-enums',
    {
      config: { access: 'billing' },
      schema: docs({
        tags,
        answer: DataOf(BillingEnums),
        summary: 'The billing cycles and the billable charge kinds offered',
      }),
    },
    async () => ok(configurationEnums()),
  );

  app.get(
    '/billing/v1/invoice/configuration',
    {
      config: { access: 'billing' },
      schema: docs({
        tags,
        answer: DataOf(BillingConfigurationRecord),
        summary: "A company's billing configuration, or the defaults (configured: false)",
        querystring: billingConfigurationQuerySchema,
      }),
    },
    async (request) => {
      const { companyId } = request.query;
      await assertCompanyExists(db, companyId);
      return ok(await billingConfigurationOf(db, companyId));
    },
  );

  app.post(
    '/billing/v1/invoice/create-update-configuration',
    {
      config: { access: 'billing' },
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(BillingConfigurationRecord),
        summary: "Create or replace a company's billing configuration",
        body: billingConfigurationSchema,
      }),
    },
    (request) =>
      write(request, { version: billingConfigurationWrite }, async (tx) => {
        const input = request.body;
        return ok(await saveBillingConfiguration(tx, input, currentUser(request).id));
      }),
  );
}
