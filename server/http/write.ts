import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '#domain/messages';
import type { Db } from '../db/client';
import { withHistory, type HistoryWrite } from '../history/routeHistory';
import type { HistoryEntryInput } from '../history/append';
import type { RecordChange } from '../live/changes';
import { publishChanges, type ChangeToPublish } from '../live/publish';
import { conflict, HttpError } from './errors';
import { claimVersion, expectedVersion, keyOf, versionAfter, type VersionedWrite } from './versioned';

/** What a write checks and tells besides its own work. */
export interface WriteOptions<T = unknown> {
  /** Optimistic concurrency: the record whose version the write was based on (`version` in the body, or If-Match). */
  version?: VersionedWrite;
  /** The shipment or booking history the write appends (the route declares `config.history` too). */
  history?: HistoryWrite;
  /** Records the write changes beyond those its version and history name (what it made, say), from its answer. */
  changes?: (answer: T) => RecordChange[];
}

/** A stale write to a record the caller may not reach answers as any other request for it would. */
const HIDDEN = new Set([401, 403, 404]);
const STALE = Symbol('stale');

/**
 * The one path of a write that changes records: one transaction holding the version check, the
 * work, its history entries and the change events every API process hears on commit
 * (server/live/), all committed or all rolled back. Everything the work reads and writes goes
 * through `tx`. The changed records are the versioned one, each the history names, and `changes`.
 *
 * A write naming an older version than the record has answers 409 and changes nothing. Its work
 * still runs first, in a transaction that is rolled back, so a record the caller may not see
 * answers the work's 404 rather than a 409 that would tell it exists.
 */
export async function write<T>(request: FastifyRequest, options: WriteOptions<T>, work: (tx: Db) => Promise<T>) {
  const key = options.version && keyOf(options.version, request);
  return writeKeyed(request, options, key, () => expectedVersion(request), work);
}

/** One record of a call that acts on several (a bulk action's row): its key and the version it was read at, given. */
export interface RecordToWrite {
  key: number | string;
  /** The version the caller read; undefined is not checked. */
  expected: number | undefined;
}

/**
 * write() for a record the caller names explicitly rather than by the request's path and body: each row
 * of a bulk action is its own transaction, version check, history and change events, so one refused row
 * rolls back only itself. The options' `history` must name the row (its `ids`).
 */
export function writeRecord<T>(
  request: FastifyRequest,
  options: WriteOptions<T> & { version: VersionedWrite },
  record: RecordToWrite,
  work: (tx: Db) => Promise<T>,
) {
  return writeKeyed(request, options, record.key, async () => record.expected, work);
}

async function writeKeyed<T>(
  request: FastifyRequest,
  options: WriteOptions<T>,
  key: unknown,
  expectedOf: () => Promise<number | undefined>,
  work: (tx: Db) => Promise<T>,
) {
  const { db } = request.server.ctx.database;
  const { version, history } = options;
  const live = request.server.ctx.environment.liveUpdates;
  const told = async (tx: Db) => {
    const changed: ChangeToPublish[] = [];
    const answer = history
      ? await withHistory(
          tx,
          request,
          history,
          () => work(tx),
          (entries) => changed.push(...historyChanges(entries)),
        )
      : await work(tx);
    if (!live) return answer;
    if (version && (typeof key === 'number' || typeof key === 'string'))
      changed.push({
        resource: version.resource,
        id: key,
        event: 'updated',
        versionOf: versionAfter(version, key),
      });
    changed.push(...(options.changes?.(answer) ?? []));
    const { auth } = request;
    await publishChanges(tx, changed, auth && { id: auth.id, sessionId: auth.sessionId });
    return answer;
  };
  if (!version || key === undefined || key === null) return db.transaction((tx) => told(tx as unknown as Db));
  const expected = await expectedOf();
  const done = await db.transaction(async (tx) =>
    (await claimVersion(tx, version, key, expected)) ? { answer: await told(tx as unknown as Db) } : undefined,
  );
  if (done) return done.answer;
  await rehearse(db, told);
  // Stale outranks the rules the write would break: what the user saw is out of date, reloading comes first.
  throw conflict(version.stale ?? MESSAGES.staleRecord);
}

/** The shipments and bookings a write's history entries are about. */
const historyChanges = (entries: readonly HistoryEntryInput[]): ChangeToPublish[] =>
  entries.map(({ shipmentId, bookingId, event }) =>
    bookingId ? { resource: 'bookings', id: bookingId, event } : { resource: 'shipments', id: shipmentId, event },
  );

/** Runs the work in a transaction that is always rolled back, passing on only a 401, 403 or 404 it answers. */
async function rehearse(db: Db, work: (tx: Db) => Promise<unknown>) {
  await db
    .transaction(async (tx) => {
      try {
        await work(tx as unknown as Db);
      } catch (error) {
        if (error instanceof HttpError && HIDDEN.has(error.statusCode)) throw error;
      }
      throw STALE;
    })
    .catch((error: unknown) => {
      if (error !== STALE) throw error;
    });
}
