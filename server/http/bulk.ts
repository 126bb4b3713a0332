import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '#domain/messages';
import type { BulkItem } from '#domain/schemas/bulk';
import type { BulkOutcome, BulkRowResult } from '#domain/records/bulk';
import { refusedRowTellsNoHistory } from '../history/routeHistory';
import { HttpError } from './errors';
import { ok } from './envelope';

/** What one row's write answers: its record in the `{data}` envelope, version included. */
type RowAnswer = { data?: { version: number } | null };

/**
 * A bulk action: each selected record is written on its own, in the order sent, through the same code as
 * its single route (its own transaction, version check, history and change events: writeRecord in
 * server/http/write.ts). A refusal is that row's outcome, with the status and text the single route
 * would answer, and never the call's: the call answers 200 with every row's outcome.
 */
export async function eachRecord(
  request: FastifyRequest,
  items: readonly BulkItem[],
  writeOne: (item: BulkItem) => Promise<RowAnswer>,
): Promise<{ data: BulkOutcome }> {
  const results: BulkRowResult[] = [];
  for (const item of items) results.push(await outcomeOf(request, item, writeOne));
  const done = results.filter((result) => result.status === 'done').length;
  return ok({ results, done, refused: results.length - done });
}

async function outcomeOf(
  request: FastifyRequest,
  item: BulkItem,
  writeOne: (item: BulkItem) => Promise<RowAnswer>,
): Promise<BulkRowResult> {
  try {
    const answer = await writeOne(item);
    if (!answer.data) throw new Error(`bulk row ${item.id} answered no record`);
    return { id: item.id, status: 'done', version: answer.data.version };
  } catch (error) {
    refusedRowTellsNoHistory(request);
    if (error instanceof HttpError && error.statusCode < 500)
      return { id: item.id, status: 'refused', code: error.statusCode, message: error.message };
    // The rows before it are done and stay so: this one is refused with the generic text, the call goes on.
    request.log.error({ err: error, id: item.id }, 'bulk action row failed');
    return { id: item.id, status: 'refused', code: 500, message: MESSAGES.generic };
  }
}
