import { sql } from 'drizzle-orm';
import type { Conn } from '../db/query';
import { CHANGE_CHANNEL, SESSIONS_RESOURCE, type RecordChange } from './changes';
import { ownersOf } from './owners';
import { sessionTag } from '#domain/sessionTag';

/** Who made a write: their user and the session they made it in. */
export interface Actor {
  id: number;
  sessionId: string;
}

export interface ChangeToPublish extends RecordChange {
  /** Reads the record's version after the write, where its owners' query does not (versioned tables). */
  versionOf?: () => Promise<number | null>;
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
    const owners = await ownersOf(tx, change.resource, change.id, versionOf);
    await notify(tx, { ...change, ...owners }, actor);
  }
}

/** A record only its one user reads (their notification): heard by them alone, staff or not. */
export const publishPersonal = (tx: Conn, resource: string, id: number, userId: number) =>
  notify(tx, { resource, id, event: 'created', version: null, companyIds: [], userIds: [userId] }, null);

/** Every signed-in session of the user may have ended (sign-out, blocked, password changed): their event streams check theirs. */
export const publishSessionsEnded = (tx: Conn, userId: number) =>
  notify(
    tx,
    { resource: SESSIONS_RESOURCE, id: userId, event: 'ended', version: null, companyIds: [], userIds: [userId] },
    null,
  );

interface Notified extends RecordChange {
  version: number | null;
  companyIds: number[];
  userIds: number[];
}

async function notify(tx: Conn, change: Notified, actor: Actor | null) {
  const { resource, id, event, version, companyIds, userIds } = change;
  const session = actor ? await sessionTag(actor.sessionId) : null;
  await tx.execute(sql`select pg_notify(${CHANGE_CHANNEL}, json_build_object(
    'resource', ${resource}::text, 'id', ${typeof id === 'number' ? sql`${id}::int` : sql`${id}::text`}, 'event', ${event}::text, 'version', ${version}::int,
    'companyIds', ${JSON.stringify(companyIds)}::json, 'userIds', ${JSON.stringify(userIds)}::json,
    'by', (select json_build_object('id', u.id, 'name', u.full_name, 'session', ${session}::text)
      from users u where u.id = ${actor?.id ?? null}::int),
    'at', clock_timestamp())::text)`);
}
