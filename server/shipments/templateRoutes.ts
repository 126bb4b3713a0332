import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { MESSAGES } from '#domain/messages';
import { isCompanyScoped } from '#domain/userTypes';
import { shipmentTemplateSchema, templateListQuerySchema } from '#domain/schemas/shipmentExtras';
import { assertCompanyAccess, currentUser, isInternal } from '../auth/guard';
import { withoutStaffOnlyFields } from '#domain/schemas/shipment';
import { notFound } from '../http/errors';
import { ok } from '../http/envelope';
import { write } from '../http/write';
import { made, removed } from '../live/changes';
import type { Db } from '../db/client';
import { validate, type Api } from '../http/validate';
import { unlessDuplicate } from '../http/unique';
import { docs } from '../http/docs';
import { DataOf } from '#domain/records/envelope';
import { ShipmentTemplateRecord } from '#domain/records/shipments';
import { shipmentPortalUsers } from './access';
import { idParams, type IdRequest } from '../http/params';
import {
  createShipmentTemplate,
  deleteShipmentTemplate,
  findShipmentTemplate,
  listShipmentTemplates,
  shipmentTemplateWrite,
  templateCompanyFor,
  updateShipmentTemplate,
} from './templates';

const tags = ['shipment templates'];

/** SPEC §7 root shipment-template: a company's saved wizard forms. Shippers and brokers keep their own company's. */
/** A template's fields; a shipper's or broker's values lose the staff-only fields, as their shipments do. */
async function templateInput(request: FastifyRequest) {
  const staff = isInternal(currentUser(request));
  const body = request.body as { values?: unknown } | null;
  const sent =
    staff || !body || typeof body !== 'object' ? body : { ...body, values: withoutStaffOnlyFields(body.values) };
  return validate(shipmentTemplateSchema, sent, { staff });
}

export default async function shipmentTemplateRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', shipmentPortalUsers);

  async function ownedTemplate(conn: Db, request: IdRequest) {
    const row = await findShipmentTemplate(conn, request.params.id);
    if (!row) throw notFound();
    assertCompanyAccess(currentUser(request), row.companyId);
    return row;
  }

  app.get(
    '/shipment-template',
    {
      config: { access: 'shipments' },
      schema: docs({
        tags,
        answer: DataOf(Type.Array(ShipmentTemplateRecord)),
        summary: "Templates, by name; shippers see their company's only",
        querystring: templateListQuerySchema,
      }),
    },
    async (request) => {
      const user = currentUser(request);
      const { companyId } = request.query;
      const scope = isCompanyScoped(user.userType) ? user.companyId! : companyId;
      return ok(await listShipmentTemplates(db, scope));
    },
  );

  app.get(
    '/shipment-template/:id',
    {
      config: { access: 'shipments' },
      schema: docs({ tags, answer: DataOf(ShipmentTemplateRecord), summary: 'One template', params: idParams }),
    },
    async (request) => ok(await ownedTemplate(db, request)),
  );

  app.post(
    '/shipment-template',
    {
      config: { access: 'shipments' },
      schema: docs({
        handlerValidates: 'body',
        tags,
        answer: { 201: DataOf(ShipmentTemplateRecord) },
        summary: 'Save the wizard form as a template (the same rules as a shipment, without its times)',
        body: shipmentTemplateSchema,
      }),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const input = await templateInput(request);
      const companyId = await templateCompanyFor(db, user, input);
      reply.status(201);
      return write(request, { changes: made('shipment-templates') }, async (tx) => {
        const id = await unlessDuplicate(MESSAGES.templateNameTaken, () =>
          createShipmentTemplate(tx, companyId, input, user.id),
        );
        return ok(await findShipmentTemplate(tx, id));
      });
    },
  );

  app.put(
    '/shipment-template/:id',
    {
      config: { access: 'shipments' },
      schema: docs({
        handlerValidates: 'body',
        tags,
        versioned: true,
        answer: DataOf(ShipmentTemplateRecord),
        summary: 'Rename or change a template',
        params: idParams,
        body: shipmentTemplateSchema,
      }),
    },
    (request) =>
      write(request, { version: shipmentTemplateWrite }, async (tx) => {
        const existing = await ownedTemplate(tx, request);
        const input = await templateInput(request);
        await unlessDuplicate(MESSAGES.templateNameTaken, () => updateShipmentTemplate(tx, existing.id, input));
        return ok(await findShipmentTemplate(tx, existing.id));
      }),
  );

  app.delete(
    '/shipment-template/:id',
    {
      config: { access: 'shipments' },
      schema: docs({ tags, answer: DataOf(ShipmentTemplateRecord), summary: 'Delete a template', params: idParams }),
    },
    async (request) => {
      const existing = await ownedTemplate(db, request);
      return write(request, { changes: removed('shipment-templates', existing.id) }, async (tx) => {
        await deleteShipmentTemplate(tx, existing.id);
        return ok(existing);
      });
    },
  );
}
