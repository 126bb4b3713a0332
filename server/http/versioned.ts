import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteHandlerMethod } from 'fastify';
import { MESSAGES } from '#domain/messages';
import { versionSchema } from '#domain/versions';
import type { Db } from '../db/client';
import { conflict, HttpError } from './errors';
import { validate } from './validate';
import { asId } from './params';

/** A table whose rows carry `version` (server/db/tables/columns.ts). */
export type VersionedTable = PgTable & { version: AnyPgColumn };

/** How a route that changes one record finds it: the table, its key column and where the request names the key. */
export interface VersionedWrite {
  table: VersionedTable;
  /** The key column; `table.id` when not given. */
  key?: AnyPgColumn;
  /** The path parameter holding the key ('id' when not given), or a function reading it from the request. */
  keyOf?: string | ((request: FastifyRequest) => unknown);
  /** The 409's text: MESSAGES.staleRecord when not given. */
  stale?: string;
  /** The route's own write bumps the version (shipments, bookings): the check only locks the row and compares. */
  bumpedByWrite?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route changes this record: its version is checked and bumped in the write's own transaction. */
    versioned?: VersionedWrite;
  }
}

interface Scope {
  tx: Db;
  open: boolean;
}
const requestTransaction = new AsyncLocalStorage<Scope>();

/** A stale write to a record the caller may not reach answers as any other request for it would. */
const HIDDEN = new Set([401, 403, 404]);

/**
 * The database handle every route is given. Inside a versioned write it is that write's transaction,
 * so the handler's own queries (and its nested transactions, as savepoints) commit or roll back with
 * the version check; everywhere else it is the database itself.
 */
export function requestScoped(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      const scope = requestTransaction.getStore();
      const source = scope?.open ? scope.tx : target;
      const value: unknown = Reflect.get(source, property, source);
      return typeof value === 'function' ? value.bind(source) : value;
    },
  });
}

/**
 * Runs `work` in the request's transaction: the versioned write's, when one is open, else a new one
 * that the handler's own queries (through requestScoped) join until it ends.
 */
export async function inRequestTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const open = requestTransaction.getStore();
  if (open?.open) return work(open.tx);
  return db.transaction(async (tx) => {
    const scope: Scope = { tx: tx as unknown as Db, open: true };
    try {
      return await requestTransaction.run(scope, () => work(scope.tx));
    } finally {
      scope.open = false;
    }
  });
}

const fieldOf = (source: unknown, field: string): unknown =>
  source && typeof source === 'object' && !Array.isArray(source)
    ? (source as Record<string, unknown>)[field]
    : undefined;

/** A key given as an id in the request's JSON body or query string (anything else: no key, so no check). */
export const idIn = (part: 'body' | 'query', field: string) => (request: FastifyRequest) =>
  asId(fieldOf(request[part], field));
/** A key given as a name in the request's JSON body. */
export const nameIn = (field: string) => (request: FastifyRequest) => {
  const name = fieldOf(request.body, field);
  // Text PostgreSQL cannot compare (NUL, half a surrogate pair) names no row: the handler's validation answers it.
  // eslint-disable-next-line no-control-regex
  return typeof name === 'string' && name.length <= 200 && !/[\u0000\ud800-\udfff]/.test(name) ? name : undefined;
};

const keyColumn = (write: VersionedWrite) => write.key ?? (write.table as unknown as { id: AnyPgColumn }).id;

function keyOf(write: VersionedWrite, request: FastifyRequest): unknown {
  if (typeof write.keyOf === 'function') return write.keyOf(request);
  return asId(fieldOf(request.params, write.keyOf ?? 'id'));
}

/** The version the write was based on: `version` in a JSON body, else an If-Match header ("3" or 3). */
async function expectedVersion(request: FastifyRequest): Promise<number | undefined> {
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body) && 'version' in body) {
    return (await validate(versionSchema, { version: (body as { version: unknown }).version })).version ?? undefined;
  }
  const ifMatch = request.headers['if-match'];
  if (typeof ifMatch === 'string' && ifMatch.trim())
    return (
      (
        await validate(versionSchema, {
          version: ifMatch
            .trim()
            .replace(/^W\//, '')
            .replace(/^"(.*)"$/, '$1'),
        })
      ).version ?? undefined
    );
  return undefined;
}

/**
 * Bumps the row's version when it is the one expected (any, when none was sent). `current` is false
 * only when the row exists with another version; a missing row is the handler's to answer (404, or an
 * upsert). `bumpedTo` is the version the claim set, when it set one.
 */
async function claimVersion(
  tx: Db,
  write: VersionedWrite,
  key: unknown,
  expected: number | undefined,
): Promise<{ current: boolean; bumpedTo?: number }> {
  const column = keyColumn(write);
  const { table } = write;
  if (write.bumpedByWrite) {
    // The lock an UPDATE of a non-key column takes: a stronger one would also block rows that merely
    // reference this one (their foreign-key checks) and deadlock with writes that lock those first.
    const [row] = await tx.select({ version: table.version }).from(table).where(eq(column, key)).for('no key update');
    return { current: !row || expected === undefined || row.version === expected };
  }
  const matches = expected === undefined ? eq(column, key) : and(eq(column, key), eq(table.version, expected));
  const [bumped] = await tx
    .update(table)
    .set({ version: sql`${table.version} + 1` } as never)
    .where(matches)
    .returning({ version: table.version });
  if (bumped || expected === undefined) return { current: true, bumpedTo: bumped?.version as number | undefined };
  const [found] = await tx
    .select({ one: sql`1` })
    .from(table)
    .where(eq(column, key));
  return { current: !found };
}

/** Undoes a claim whose write failed, unless another write has claimed the row since. */
async function giveBack(db: Db, write: VersionedWrite, key: unknown, bumpedTo: number) {
  const { table } = write;
  await db
    .update(table)
    .set({ version: sql`${table.version} - 1` } as never)
    .where(and(eq(keyColumn(write), key), eq(table.version, bumpedTo)));
}

const VERSION_DOC =
  "The version of the record this change was based on (as read). Optional; when it is older than the record's, the answer is 409 and nothing changes.";

/** The OpenAPI document names `version` in the body (or If-Match, for a multipart one) of every versioned route. */
function documentVersion(schema: FastifySchema | undefined): FastifySchema | undefined {
  if (!schema) return schema;
  const body = schema.body as { properties?: Record<string, unknown> } | undefined;
  const headers = (schema.headers ?? { type: 'object', properties: {} }) as { properties?: Record<string, unknown> };
  return {
    ...schema,
    ...(body
      ? {
          body: {
            ...body,
            properties: { ...body.properties, version: { type: 'integer', minimum: 1, description: VERSION_DOC } },
          },
        }
      : {}),
    headers: {
      ...headers,
      properties: {
        ...headers.properties,
        'if-match': { type: 'string', description: `${VERSION_DOC} For a multipart body, as this header.` },
      },
    },
  };
}

/** Runs a handler in a transaction that is always rolled back, answering what it would have answered unless that is a 401/403/404. */
async function staleAnswer(db: Db, write: VersionedWrite, run: () => Promise<unknown>): Promise<never> {
  await db
    .transaction(async (tx) => {
      const scope: Scope = { tx: tx as unknown as Db, open: true };
      try {
        await requestTransaction.run(scope, run);
      } catch (error) {
        if (error instanceof HttpError && HIDDEN.has(error.statusCode)) throw error;
      } finally {
        scope.open = false;
      }
      throw STALE;
    })
    .catch((error: unknown) => {
      if (error !== STALE) throw error;
    });
  // Stale outranks the rules the write would break: what the user saw is out of date, reloading comes first.
  throw conflict(write.stale ?? MESSAGES.staleRecord);
}
const STALE = Symbol('stale');

/**
 * Optimistic concurrency for every route configured `versioned`: the handler runs in one transaction
 * that first bumps the record's version. A write naming an older version than the record has answers
 * 409 and changes nothing; the handler still runs (inside a transaction that is rolled back), so a
 * record the caller may not see answers the handler's 404, not a 409 that would tell it exists.
 *
 * An upload route takes its file for as long as the client sends it, and no transaction may stay open
 * that long (PGlite serves one at a time): there the version is claimed by one atomic statement before
 * the handler, and given back if the handler fails.
 */
export function versionWrites(app: FastifyInstance, db: Db) {
  app.addHook('onRoute', (route) => {
    const write = route.config?.versioned;
    if (!write) return;
    route.schema = documentVersion(route.schema);
    const handler = route.handler as RouteHandlerMethod;
    const isUpload = Boolean(route.config?.upload);
    route.handler = async function versionedHandler(request, reply) {
      const expected = await expectedVersion(request);
      const key = keyOf(write, request);
      const run = () => handler.call(this, request, reply) as Promise<unknown>;
      if (key === undefined || key === null) return run();
      if (isUpload) {
        const claim = await claimVersion(db, write, key, expected);
        if (!claim.current) return staleAnswer(db, write, run);
        try {
          return await run();
        } catch (error) {
          if (claim.bumpedTo !== undefined) await giveBack(db, write, key, claim.bumpedTo);
          throw error;
        }
      }
      const answer = await db.transaction(async (tx) => {
        const scope: Scope = { tx: tx as unknown as Db, open: true };
        try {
          return await requestTransaction.run(scope, async () =>
            (await claimVersion(scope.tx, write, key, expected)).current ? { answer: await run() } : undefined,
          );
        } finally {
          scope.open = false;
        }
      });
      return answer ? answer.answer : staleAnswer(db, write, run);
    };
  });
}
