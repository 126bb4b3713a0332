import { sql, type AnyColumn, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './client';

/**
 * How a statement builder takes the caller's values. Built for one call, `value(name)` is the value
 * itself; built once and kept, it is a named parameter filled on each execution. A kept statement
 * is built from its shape alone, so it can hold no caller's value.
 */
export interface StatementValues<V> {
  /** A value compared with `column` (encoded as that column encodes it), or one used in SQL as it is. */
  value(name: keyof V & string, column?: AnyColumn): SQLWrapper;
  /** A LIMIT or OFFSET. */
  count(name: keyof V & string): number | Placeholder;
}

const direct = <V>(values: V): StatementValues<V> => ({
  value: (name, column) => sql.param(values[name], column),
  count: (name) => values[name] as number,
});

const parameters = <V>(): StatementValues<V> => ({
  value: (name, column) => (column ? sql.param(sql.placeholder(name), column) : sql.placeholder(name)),
  count: (name) => sql.placeholder(name),
});

/** A shape (which filters, which sort, which kind of caller: never a value) as a kept statement's key. */
export const shapeKey = (shape: object) => Object.values(shape).map(String).join(',');

interface Executable<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}
interface Preparable<R> extends Executable<R> {
  prepare(name: string): Executable<R>;
}

/** Kept statements by database session: the pool's lives as long as the app, a transaction's goes with it. */
const keptBySession = new WeakMap<object, Map<string, Executable<unknown>>>();
/** A session keeps this many shapes at most (a list has a few dozen in use). */
const MAX_KEPT = 256;
/** PostgreSQL's statement name of each shape: one text per name on every connection. */
const statementNames = new Map<string, string>();

function kept<R>(db: Db, key: string, prepare: (name: string) => Executable<R>): Executable<R> {
  // Through the request-scoped handle (http/versioned.ts) this is the open write's transaction when there is one.
  const session = (db as unknown as { session: object }).session;
  let statements = keptBySession.get(session);
  if (!statements) keptBySession.set(session, (statements = new Map()));
  let statement = statements.get(key) as Executable<R> | undefined;
  if (!statement) {
    if (statements.size >= MAX_KEPT) statements.delete(statements.keys().next().value!);
    let name = statementNames.get(key);
    if (!name) statementNames.set(key, (name = `kept_${key.split(':')[0]}_${statementNames.size + 1}`));
    statement = prepare(name);
    statements.set(key, statement);
  }
  return statement;
}

/**
 * Runs a read whose SQL depends only on `shape` (which filters are given, the sort, the kind of caller)
 * and whose caller's values are `values`. Drizzle builds its SQL once per shape and database session,
 * and PostgreSQL parses it once per connection (a named prepared statement); each call only fills in
 * the values. A `shape` of undefined (a part of the query that cannot be a parameter) builds it for this call.
 */
export function keptRead<V extends Record<string, unknown>, R>(
  db: Db,
  name: string,
  shape: string | undefined,
  values: V,
  build: (values: StatementValues<V>) => Preparable<R>,
): Promise<R> {
  if (shape === undefined) return build(direct(values)).execute();
  return kept(db, `${name}:${shape}`, (statementName) => build(parameters<V>()).prepare(statementName)).execute(values);
}
