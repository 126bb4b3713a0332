import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { and, asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { MESSAGES } from '../../src/domain/messages';
import { isCompanyScoped } from '../../src/domain/userTypes';
import { shipmentTemplateSchema, templateListQuerySchema, type ShipmentTemplateInput } from '../../src/domain/schemas/shipmentExtras';
import { assertCompanyAccess, currentUser } from '../auth/guard';
import type { AuthUser } from '../context';
import { companies, shipmentTemplates } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { unlessDuplicate } from '../http/unique';
import { docs } from '../http/docs';
import { DataOf } from '../../src/domain/records/envelope';
import { ShipmentTemplateRecord } from '../../src/domain/records/shipments';
import { shipmentPortalUsers } from '../shipments/access';
import { idParams } from '../http/params';

const tags = ['shipment templates'];

/** SPEC §7 root shipment-template: a company's saved wizard forms. Shippers and brokers keep their own company's. */
export default async function shipmentTemplateRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  app.addHook('preHandler', shipmentPortalUsers);

  const columns = { ...getTableColumns(shipmentTemplates), companyName: companies.name };
  const select = (where: SQL | undefined) =>
    db.select(columns).from(shipmentTemplates).innerJoin(companies, eq(companies.id, shipmentTemplates.companyId)).where(where).orderBy(asc(shipmentTemplates.name));

  async function ownedTemplate(request: FastifyRequest) {
    const { id } = await validate(idParams, request.params);
    const [row] = await select(eq(shipmentTemplates.id, id));
    if (!row) throw notFound();
    assertCompanyAccess(currentUser(request), row.companyId);
    return row;
  }

  /** Shippers save for their own company; staff name one that exists. */
  async function companyFor(user: AuthUser, input: ShipmentTemplateInput) {
    if (isCompanyScoped(user.userType)) return user.companyId!;
    if (!input.companyId) throw badRequest(MESSAGES.invalidCompany);
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, input.companyId));
    if (!company) throw badRequest(MESSAGES.invalidCompany);
    return company.id;
  }

  app.get('/shipment-template', { schema: docs({ tags, answer: DataOf(Type.Array(ShipmentTemplateRecord)), summary: "Templates, by name; shippers see their company's only", querystring: templateListQuerySchema }) }, async (request) => {
    const user = currentUser(request);
    const { companyId } = await validate(templateListQuerySchema, request.query);
    const scope = isCompanyScoped(user.userType) ? user.companyId! : companyId;
    return ok(await select(scope ? eq(shipmentTemplates.companyId, scope) : undefined));
  });

  app.get('/shipment-template/:id', { schema: docs({ tags, answer: DataOf(ShipmentTemplateRecord), summary: 'One template', params: idParams }) }, async (request) => ok(await ownedTemplate(request)));

  app.post('/shipment-template', { schema: docs({ tags, answer: { 201: DataOf(ShipmentTemplateRecord) }, summary: 'Save the wizard form as a template (the same rules as a shipment, without its times)', body: shipmentTemplateSchema }) }, async (request, reply) => {
    const user = currentUser(request);
    const input = await validate(shipmentTemplateSchema, request.body);
    const companyId = await companyFor(user, input);
    const [row] = await unlessDuplicate(MESSAGES.templateNameTaken, () =>
      db.insert(shipmentTemplates).values({ companyId, name: input.name, values: input.values, createdBy: user.id }).returning({ id: shipmentTemplates.id }),
    );
    reply.status(201);
    const [created] = await select(eq(shipmentTemplates.id, row.id));
    return ok(created);
  });

  app.put('/shipment-template/:id', { config: { versioned: { table: shipmentTemplates } }, schema: docs({ tags, answer: DataOf(ShipmentTemplateRecord), summary: 'Rename or change a template', params: idParams, body: shipmentTemplateSchema }) }, async (request) => {
    const existing = await ownedTemplate(request);
    const input = await validate(shipmentTemplateSchema, request.body);
    await unlessDuplicate(MESSAGES.templateNameTaken, () =>
      db
        .update(shipmentTemplates)
        .set({ name: input.name, values: input.values, updatedAt: new Date() })
        .where(and(eq(shipmentTemplates.id, existing.id)))
        .returning({ id: shipmentTemplates.id }),
    );
    const [updated] = await select(eq(shipmentTemplates.id, existing.id));
    return ok(updated);
  });

  app.delete('/shipment-template/:id', { schema: docs({ tags, answer: DataOf(ShipmentTemplateRecord), summary: 'Delete a template', params: idParams }) }, async (request) => {
    const existing = await ownedTemplate(request);
    await db.delete(shipmentTemplates).where(eq(shipmentTemplates.id, existing.id));
    return ok(existing);
  });
}
