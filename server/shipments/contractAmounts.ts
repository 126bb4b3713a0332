import { contractAmountBelowRate } from '#domain/bidding';
import Papa from 'papaparse';
import { toCsv } from '#domain/csv';
import { eq, or, sql } from 'drizzle-orm';
import { ValidationError } from 'yup';
import { MESSAGES } from '#domain/messages';
import { CONTRACT_CSV_MAX_ROWS } from '#domain/limits';
import { isCancellable, type ShipmentStatus } from '#domain/shipments';
import {
  CONTRACT_CSV_COLUMNS,
  CONTRACT_CSV_RESULT_COLUMNS,
  contractAmountRowSchema,
} from '#domain/schemas/shipmentExtras';
import type { Db } from '../db/client';
import { shipments } from '../db/schema';
import { badRequest } from '../http/errors';
import { updateShipment } from './queries';
import { appendHistory, diffRows, snapshot, type HistoryActor } from '../history/append';

type ResultRow = Record<(typeof CONTRACT_CSV_RESULT_COLUMNS)[number], string>;
export const RESULT = { applied: 'Applied', rejected: 'Rejected' } as const;

/** Our SH- reference first; else the shipper's reference when exactly one shipment carries it. */
async function findByReference(db: Db, reference: string) {
  const rows = await db
    .select({ id: shipments.id, status: shipments.status, code: shipments.code, shipperRate: shipments.shipperRate })
    .from(shipments)
    .where(or(eq(sql`upper(${shipments.code})`, reference.toUpperCase()), eq(shipments.referenceNumber, reference)))
    // The code match first: else, with several shipments carrying the code as their own reference, the limit could leave it out.
    .orderBy(sql`(upper(${shipments.code}) = ${reference.toUpperCase()}) is true desc`)
    .limit(3);
  const byCode = rows.find((r) => r.code?.toUpperCase() === reference.toUpperCase());
  if (byCode) return byCode;
  if (rows.length > 1) throw new Error(MESSAGES.ambiguousReference);
  if (!rows.length) throw new Error(MESSAGES.unknownReference);
  return rows[0];
}

async function applyRow(db: Db, raw: Record<string, string>, actor: HistoryActor): Promise<string> {
  const row = await contractAmountRowSchema.validate(raw, { abortEarly: true, stripUnknown: true });
  const shipment = await findByReference(db, row.referenceNumber);
  if (!isCancellable(shipment.status as ShipmentStatus)) throw new Error(MESSAGES.shipmentNotEditable);
  if (contractAmountBelowRate(row.contractAmount, shipment.shipperRate))
    throw new Error(MESSAGES.contractBelowShipperRate);
  await db.transaction(async (tx) => {
    const before = (await snapshot(tx, 'shipment', shipment.id))?.row;
    const after = await updateShipment(tx as unknown as Db, shipment.id, { contractAmount: row.contractAmount });
    const changes = diffRows(before, { ...before, ...after });
    if (changes.length)
      await appendHistory(tx, [{ shipmentId: shipment.id, actor, event: 'contractAmountUploaded', changes }]);
  });
  return '';
}

/**
 * The contract-amount upload: every row of the CSV is applied on its own or rejected with its
 * reason (a bad row never stops the good ones); the answer is the same rows with a result column.
 */
export async function applyContractAmountCsv(db: Db, csv: string, actor: HistoryActor) {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const columns = parsed.meta.fields ?? [];
  if (!CONTRACT_CSV_COLUMNS.every((c) => columns.includes(c))) throw badRequest(MESSAGES.csvColumns);
  if (parsed.data.length > CONTRACT_CSV_MAX_ROWS) throw badRequest(MESSAGES.csvTooManyRows);
  const results: ResultRow[] = [];
  for (const raw of parsed.data) {
    const echo = {
      referenceNumber: String(raw.referenceNumber ?? ''),
      contractAmount: String(raw.contractAmount ?? ''),
    };
    try {
      await applyRow(db, raw, actor);
      results.push({ ...echo, result: RESULT.applied, reason: '' });
    } catch (error) {
      if (
        !(error instanceof ValidationError) &&
        !(error instanceof Error && Object.values(MESSAGES).includes(error.message as never))
      )
        throw error;
      results.push({ ...echo, result: RESULT.rejected, reason: error.message });
    }
  }
  const applied = results.filter((r) => r.result === RESULT.applied).length;
  return {
    csv: toCsv({
      fields: [...CONTRACT_CSV_RESULT_COLUMNS],
      data: results.map((r) => CONTRACT_CSV_RESULT_COLUMNS.map((c) => r[c])),
    }),
    applied,
    rejected: results.length - applied,
  };
}
