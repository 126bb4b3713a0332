import { and, eq, inArray, sql } from 'drizzle-orm';
import { ValidationError } from 'yup';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE, isCompanyScoped } from '#domain/userTypes';
import { referenceCode } from '#domain/referenceCodes';
import { shipmentSchema } from '#domain/schemas/shipment';
import type { ImportForm } from '#domain/schemas/shipmentImport';
import type { ImportRowError, ShipmentImportResult, ShipmentImportRow } from '#domain/records/shipmentImport';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import { shipmentImportRows, shipments } from '../db/schema';
import { badRequest, HttpError } from '../http/errors';
import { brokerProjectId } from '../companies/projects';
import { checkReferences, createOptions, createShipment } from './create';
import { creationOf, ownerOf } from './newShipment';
import { importBody, importLookups } from './importBody';
import { importRowsOf, textOf, type ImportRow } from './importRows';
import { fieldOfMessage, fieldOfPath } from './importFields';
import type { Sheet } from './importFile';

/** Imports of one company wait for each other: two uploads of one file must not both find its rows new. */
const IMPORT_LOCK = 4242;

/** The project the rows go to, as the wizard's body names it, and the company whose imported rows are kept. */
async function targetOf(tx: Db, user: AuthUser, form: ImportForm) {
  if (!isCompanyScoped(user.userType)) {
    if (!form.companyId) throw badRequest(MESSAGES.invalidCompany);
    await createOptions(tx, form.companyId); // refuses a company that is not there
    return { companyId: form.companyId, extra: { companyId: form.companyId } };
  }
  const own = user.companyId;
  if (own === null) throw badRequest(MESSAGES.invalidCompany);
  if (user.userType === USER_TYPE.DEMAND_ADDA) {
    const projectId = await brokerProjectId(tx, user, form.companyId);
    return { companyId: own, extra: { projectId: projectId ?? own } };
  }
  // A shipper imports into its own company only: naming another is refused, never followed.
  if (form.companyId !== undefined && form.companyId !== own) throw badRequest(MESSAGES.invalidCompany);
  return { companyId: own, extra: {} };
}

async function importedBefore(tx: Db, companyId: number, rows: ImportRow[]) {
  const found = await tx
    .select({ rowKey: shipmentImportRows.rowKey, id: shipments.id, code: shipments.code })
    .from(shipmentImportRows)
    .innerJoin(shipments, eq(shipments.id, shipmentImportRows.shipmentId))
    .where(
      and(
        eq(shipmentImportRows.companyId, companyId),
        inArray(
          shipmentImportRows.rowKey,
          rows.map((row) => row.key),
        ),
      ),
    );
  return new Map(found.map((row) => [row.rowKey, row]));
}

/** The wizard's schema on a row: the cast input, or each refusal at its column. */
async function checkedRow(schemaInput: unknown, context: Record<string, unknown>) {
  try {
    return { input: await shipmentSchema.validate(schemaInput, { abortEarly: false, stripUnknown: true, context }) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length ? error.inner : [error];
    return { errors: inner.map((e) => ({ field: fieldOfPath(e.path), message: e.message })) };
  }
}

const unique = (errors: ImportRowError[]) =>
  errors.filter((e, i) => errors.findIndex((o) => o.field === e.field && o.message === e.message) === i);

/**
 * Every row of the sheet through the wizard's path (server/shipments/newShipment.ts, then
 * createShipment): a dry run checks them all and writes nothing; an import creates each valid row's
 * shipment and keeps its key, so a row imported before is answered with its shipment, not made again.
 */
export async function importShipments(
  tx: Db,
  user: AuthUser,
  sheet: Sheet,
  { dryRun, form }: { dryRun: boolean; form: ImportForm },
): Promise<ShipmentImportResult> {
  const target = await targetOf(tx, user, form);
  const rows = importRowsOf(sheet, JSON.stringify(target.extra));
  if (!dryRun) await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, ${target.companyId})`);
  const before = await importedBefore(tx, target.companyId, rows);
  const lookups = await importLookups(tx, rows);
  const answers: ShipmentImportRow[] = [];
  for (const row of rows) {
    const referenceNumber = textOf(row.values.referenceNumber);
    const done = (status: ShipmentImportRow['status'], more: Partial<ShipmentImportRow> = {}) =>
      answers.push({ row: row.row, status, ...(referenceNumber && { referenceNumber }), ...more });
    const known = before.get(row.key);
    if (known) {
      done('alreadyImported', { id: known.id, reference: known.code ?? referenceCode('shipment', known.id) });
      continue;
    }
    const { body, errors } = importBody(row, lookups, form.timeZone);
    const { sent, context } = await creationOf(tx, user, { ...body, ...target.extra });
    const checked = await checkedRow(sent, context);
    // A cell that named nothing known is refused once, by what it named, not again as missing.
    const refusals = unique([
      ...errors,
      ...(checked.errors ?? []).filter((e) => !errors.some((o) => o.field === e.field)),
    ]);
    if (refusals.length || !checked.input) {
      done('refused', { errors: refusals });
      continue;
    }
    try {
      const owner = await ownerOf(tx, user, checked.input);
      if (dryRun) {
        await checkReferences(tx, checked.input, owner.companyId);
        done('valid');
        continue;
      }
      const id = await createShipment(tx, checked.input, owner, user.id, owner.shipperId);
      await tx.insert(shipmentImportRows).values({ companyId: target.companyId, rowKey: row.key, shipmentId: id });
      done('created', { id, reference: referenceCode('shipment', id) });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      const messages = ([] as string[]).concat(error.messages);
      done('refused', { errors: messages.map((message) => ({ field: fieldOfMessage(message), message })) });
    }
  }
  const count = (status: ShipmentImportRow['status']) => answers.filter((a) => a.status === status).length;
  return {
    dryRun,
    rows: answers,
    valid: count('valid'),
    created: count('created'),
    alreadyImported: count('alreadyImported'),
    refused: count('refused'),
  };
}
