import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { versionSchema } from '#domain/versions';
import type { Conn } from '../db/query';
import { sentVersion, validate } from './validate';
import { asId } from './params';

/** A table whose rows carry `version` (server/db/tables/columns.ts). */
export type VersionedTable = PgTable & { version: AnyPgColumn };

/** How a write (server/http/write.ts) finds the record whose version it checks: the table, its key column and where the request names the key. */
export interface VersionedWrite {
  table: VersionedTable;
  /** The portal's name of the records (src/domain/resourceRegistry.ts): what its change events say. */
  resource: string;
  /** The key column; `table.id` when not given. */
  key?: AnyPgColumn;
  /** The path parameter holding the key ('id' when not given), or a function reading it from the request. */
  keyOf?: string | ((request: FastifyRequest) => unknown);
  /** The 409's text: MESSAGES.staleRecord when not given. */
  stale?: string;
  /** The route's own write bumps the version (shipments, bookings): the check only locks the row and compares. */
  bumpedByWrite?: boolean;
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

export function keyOf(write: VersionedWrite, request: FastifyRequest): unknown {
  if (typeof write.keyOf === 'function') return write.keyOf(request);
  return asId(fieldOf(request.params, write.keyOf ?? 'id'));
}

/** The version the write was based on: `version` in a JSON body, else an If-Match header ("3" or 3). */
export async function expectedVersion(request: FastifyRequest): Promise<number | undefined> {
  const sent = sentVersion(request.body);
  if (sent) return (await validate(versionSchema, sent)).version ?? undefined;
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
 * Bumps the row's version when it is the one expected (any, when none was sent). False only when the
 * row exists with another version; a missing row is the write's to answer (404, or an upsert).
 */
export async function claimVersion(
  tx: Conn,
  write: VersionedWrite,
  key: unknown,
  expected: number | undefined,
): Promise<boolean> {
  const column = keyColumn(write);
  const { table } = write;
  if (write.bumpedByWrite) {
    // The lock an UPDATE of a non-key column takes: a stronger one would also block rows that merely
    // reference this one (their foreign-key checks) and deadlock with writes that lock those first.
    const [row] = await tx.select({ version: table.version }).from(table).where(eq(column, key)).for('no key update');
    return !row || expected === undefined || row.version === expected;
  }
  const matches = expected === undefined ? eq(column, key) : and(eq(column, key), eq(table.version, expected));
  const [bumped] = await tx
    .update(table)
    .set({ version: sql`${table.version} + 1` } as never)
    .where(matches)
    .returning({ version: table.version });
  if (bumped || expected === undefined) return true;
  const [found] = await tx
    .select({ one: sql`1` })
    .from(table)
    .where(eq(column, key));
  return !found;
}

const VERSION_DOC =
  "The version of the record this change was based on (as read). Optional; when it is older than the record's, the answer is 409 and nothing changes.";

/** The OpenAPI document names `version` in the body (or If-Match, for a multipart one) of every versioned route. */
export function documentVersion(schema: FastifySchema): FastifySchema {
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

/** The record's version once the write has run, as a subquery (its change event tells it); null when it is gone. */
export const versionAfter = (write: VersionedWrite, key: unknown) =>
  sql`(select ${write.table.version} from ${write.table} where ${keyColumn(write)} = ${key})`;
