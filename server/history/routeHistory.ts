import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HistoryEvent, HistoryScalar as Scalar } from '#domain/history';
import { currentUser } from '../auth/guard';
import type { Conn } from '../db/query';
import { asId } from '../http/params';
import { REPLAYED_HEADER } from '../http/idempotency';
import { errorBody } from '../http/errors';
import { appendHistory, diffRows, snapshot, type HistoryEntryInput, type HistoryRecordKind } from './append';

/** How a write that changes shipments or bookings tells its history (server/http/write.ts). */
export interface HistoryWrite {
  record: HistoryRecordKind;
  event: HistoryEvent | ((request: FastifyRequest) => HistoryEvent);
  /** The records the write changes, before it runs; the path's `:id` when not given. */
  ids?: (request: FastifyRequest, tx: Conn) => Promise<number[]> | number[];
  /** Records the write makes, read from its answer (a create). */
  created?: (answer: unknown) => number[];
  /**
   * Bookings a shipment's write also changes or makes (accepting or backing out of a bid): asked
   * before the write and after it (with its answer); each that changed or is new gets its own entry.
   */
  bookings?: (request: FastifyRequest, tx: Conn, answer?: unknown) => Promise<number[]>;
  /** Take the shipment row FOR UPDATE before the write (bid routes, which are not versioned). */
  lock?: boolean;
  /** What the event concerned beyond the record's own fields (the bid, the booking, the document). */
  detail?: (
    request: FastifyRequest,
    answer: unknown,
    tx: Conn,
    id: number,
  ) => Promise<Record<string, Scalar | undefined> | undefined> | Record<string, Scalar | undefined> | undefined;
  /** The reason the caller gave, when the write takes one. */
  reason?: (
    request: FastifyRequest,
    answer: unknown,
    tx: Conn,
  ) => Promise<string | null | undefined> | string | null | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's writes append entries to this kind of record's history (the route table lists it). */
    history?: HistoryRecordKind;
  }
}

const pathId = (request: FastifyRequest) => asId((request.params as { id?: unknown } | undefined)?.id);

/** The `data.id` (or each `data[].id`) of an answer: what a create made. */
export const answerIds = (answer: unknown): number[] => {
  const data = (answer as { data?: unknown } | undefined)?.data;
  const list = Array.isArray(data) ? data : [data];
  return list.map((item) => asId((item as { id?: unknown } | undefined)?.id)).filter((id): id is number => !!id);
};

const told = new WeakSet<FastifyRequest>();

/**
 * A bulk action's row that was refused changed nothing, so it rightly tells no history; each done row
 * tells its own through write. A bulk call whose rows were all refused still answers 200.
 */
export const refusedRowTellsNoHistory = (request: FastifyRequest) => void told.add(request);

/**
 * Runs a write's work with its history, in the write's transaction: the records are read before and
 * after the work, and each that changed (or that the event is about) gets one entry with the fields'
 * values before and after. A write that fails leaves no entry; one that changes nothing leaves none either.
 */
export async function withHistory<T>(
  tx: Conn,
  request: FastifyRequest,
  write: HistoryWrite,
  work: () => Promise<T>,
  onEntries?: (entries: readonly HistoryEntryInput[]) => void,
) {
  const declared = request.routeOptions.config.history;
  if (declared !== write.record)
    throw new Error(`${request.routeOptions.url} writes ${write.record} history but declares ${declared ?? 'none'}`);
  told.add(request);
  const ids = write.ids ? await write.ids(request, tx) : [pathId(request)].filter((id): id is number => !!id);
  // Locked rows are taken in id order, as every other write that locks several does.
  const before = await snapshots(tx, write.record, write.lock ? [...ids].sort((a, b) => a - b) : ids, write.lock);
  const bookingsOf = write.bookings;
  const bookingsBefore = bookingsOf ? await snapshots(tx, 'booking', await bookingsOf(request, tx)) : undefined;
  const answer = await work();
  const event = typeof write.event === 'function' ? write.event(request) : write.event;
  const actor = request.auth ? { id: currentUser(request).id, userType: currentUser(request).userType } : null;
  const reason = await write.reason?.(request, answer, tx);
  const entries: HistoryEntryInput[] = [];
  const describe = async (kind: HistoryRecordKind, id: number, was: Snapshot | undefined, isNew: boolean) => {
    const now = await snapshot(tx, kind, id);
    if (!now) return;
    const changes = isNew ? [] : diffRows(was?.row, now.row);
    const detail = await write.detail?.(request, answer, tx, id);
    if (!isNew && !changes.length && !detail) return;
    const bookingId = kind === 'booking' ? id : null;
    entries.push({ shipmentId: now.shipmentId, bookingId, actor, event, changes, detail, reason });
  };
  const created = write.created?.(answer) ?? [];
  for (const id of new Set([...ids, ...created])) await describe(write.record, id, before.get(id), !before.get(id));
  if (bookingsOf && bookingsBefore) {
    const after = await bookingsOf(request, tx, answer);
    for (const id of new Set([...bookingsBefore.keys(), ...after]))
      await describe('booking', id, bookingsBefore.get(id), !bookingsBefore.get(id));
  }
  await appendHistory(tx, entries);
  onEntries?.(entries);
  return answer;
}

/**
 * For the tests and journeys (CHECK_ANSWERS=true): a route that declares history and answers success
 * told it, so the route table's list of history-telling routes stays true.
 */
export function checkDeclaredHistory(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const declared = request.routeOptions.config?.history;
    // A replayed answer (an Idempotency-Key seen before) told its history the first time.
    const replayed = reply.hasHeader(REPLAYED_HEADER);
    if (!declared || reply.statusCode >= 300 || told.has(request) || replayed) return payload;
    reply.code(500);
    const { method, url } = request.routeOptions;
    return JSON.stringify(errorBody(500, `${method} ${url} declares ${declared} history but wrote none`));
  });
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;
async function snapshots(tx: Conn, kind: HistoryRecordKind, ids: number[], lock = false) {
  const taken = new Map<number, Snapshot>();
  for (const id of ids) taken.set(id, await snapshot(tx, kind, id, lock));
  return taken;
}

/** The usual history of a write: the path's shipment (or booking), one event. */
export const shipmentHistory = (
  event: HistoryWrite['event'],
  more: Omit<HistoryWrite, 'record' | 'event'> = {},
): HistoryWrite => ({ record: 'shipment', event, ...more });
export const bookingHistory = (
  event: HistoryWrite['event'],
  more: Omit<HistoryWrite, 'record' | 'event'> = {},
): HistoryWrite => ({ record: 'booking', event, ...more });

/** The `reason` field of a JSON body. */
export const reasonInBody = (request: FastifyRequest) => {
  const reason = (request.body as { reason?: unknown } | null | undefined)?.reason;
  return typeof reason === 'string' ? reason : undefined;
};
