import { asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { MESSAGES } from '#domain/messages';
import { isCompanyScoped } from '#domain/userTypes';
import type { ShipmentTemplateInput } from '#domain/schemas/shipmentExtras';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import { companies, shipmentTemplates } from '../db/schema';
import { badRequest } from '../http/errors';
import type { VersionedWrite } from '../http/versioned';

/** A route that changes a template: the version it was based on is checked by write() (server/http/write.ts). */
export const shipmentTemplateWrite: VersionedWrite = { table: shipmentTemplates, resource: 'shipment-templates' };

const columns = { ...getTableColumns(shipmentTemplates), companyName: companies.name };
const selectTemplates = (db: Db, where: SQL | undefined) =>
  db
    .select(columns)
    .from(shipmentTemplates)
    .innerJoin(companies, eq(companies.id, shipmentTemplates.companyId))
    .where(where)
    .orderBy(asc(shipmentTemplates.name));

/** The templates by name: of one company, or every company's when none is named. */
export const listShipmentTemplates = (db: Db, companyId: number | undefined) =>
  selectTemplates(db, companyId ? eq(shipmentTemplates.companyId, companyId) : undefined);

/** The template of `id` with its company's name, if there is one. */
export async function findShipmentTemplate(db: Db, id: number) {
  const [row] = await selectTemplates(db, eq(shipmentTemplates.id, id));
  return row;
}

/** Shippers save for their own company; staff name one that exists. */
export async function templateCompanyFor(db: Db, user: AuthUser, input: ShipmentTemplateInput) {
  if (isCompanyScoped(user.userType)) return user.companyId!;
  if (!input.companyId) throw badRequest(MESSAGES.invalidCompany);
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, input.companyId));
  if (!company) throw badRequest(MESSAGES.invalidCompany);
  return company.id;
}

/** Saves a new template; answers its id. */
export async function createShipmentTemplate(db: Db, companyId: number, input: ShipmentTemplateInput, userId: number) {
  const [row] = await db
    .insert(shipmentTemplates)
    .values({ companyId, name: input.name, values: input.values, createdBy: userId })
    .returning({ id: shipmentTemplates.id });
  return row.id;
}

export async function updateShipmentTemplate(db: Db, id: number, input: ShipmentTemplateInput) {
  await db
    .update(shipmentTemplates)
    .set({ name: input.name, values: input.values, updatedAt: new Date() })
    .where(eq(shipmentTemplates.id, id))
    .returning({ id: shipmentTemplates.id });
}

export async function deleteShipmentTemplate(db: Db, id: number) {
  await db.delete(shipmentTemplates).where(eq(shipmentTemplates.id, id));
}
