import { sql, type SQL } from 'drizzle-orm';
import type { Conn } from '../db/query';
import { CHANGE_CHANNEL, SESSIONS_RESOURCE, type RecordChange } from './changes';
import { ownersQuery } from './owners';
import { sessionTag } from '#domain/sessionTag';

/** Who made a write: their user and the session they made it in. */
export interface Actor {
  id: number;
  sessionId: string;
}

export interface ChangeToPublish extends RecordChange {
  /** The record's version after the write, where its owners' query does not read it (versioned tables). */
  versionOf?: SQL;
}

/**
 * Tells every API process of the changes, inside the write's transaction: PostgreSQL delivers a
 * NOTIFY only when its transaction commits, so a write rolled back tells nothing.
 */
export async function publishChanges(tx: Conn, changes: ChangeToPublish[], actor: Actor | null) {
  const seen = new Set<string>();
  for (const { versionOf, ...change } of changes) {
    const key = `${change.resource}:${change.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await notify(tx, change, ownersQuery(change.resource, change.id, versionOf), actor);
  }
}

/** A record only its one user reads (their notification): heard by them alone, staff or not. */
export const publishPersonal = (tx: Conn, resource: string, id: number, userId: number) =>
  notify(tx, { resource, id, event: 'created' }, ownedBy(userId), null);

/** Every signed-in session of the user may have ended (sign-out, blocked, password changed): their event streams check theirs. */
export const publishSessionsEnded = (tx: Conn, userId: number) =>
  notify(tx, { resource: SESSIONS_RESOURCE, id: userId, event: 'ended' }, ownedBy(userId), null);

const ownedBy = (userId: number) =>
  sql`select null::int as version, '[]'::json as "companyIds", json_build_array(${userId}::int) as "userIds"`;

/** One statement a change: its owners read and the NOTIFY sent (a record gone since has none, and staff still hear). */
async function notify(tx: Conn, change: RecordChange, owners: SQL, actor: Actor | null) {
  const { resource, id, event } = change;
  const session = actor ? await sessionTag(actor.sessionId) : null;
  await tx.execute(sql`select pg_notify(${CHANGE_CHANNEL}, json_build_object(
    'resource', ${resource}::text, 'id', ${typeof id === 'number' ? sql`${id}::int` : sql`${id}::text`},
    'event', ${event}::text, 'version', o.version,
    'companyIds', coalesce(o."companyIds", '[]'::json), 'userIds', coalesce(o."userIds", '[]'::json),
    'by', (select json_build_object('id', u.id, 'name', u.full_name, 'session', ${session}::text)
      from users u where u.id = ${actor?.id ?? null}::int),
    'at', clock_timestamp())::text)
    from (select 1) as one left join lateral (${owners}) as o on true`);
}
