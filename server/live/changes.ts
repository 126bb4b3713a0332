import { answerIds } from '../history/routeHistory';

/** The channel every API process listens on (server/live/feed.ts) and every write notifies (publish.ts). */
export const CHANGE_CHANNEL = 'record_changes';

/** A record a write changed, as the write names it: the portal's resource name, its id, what happened. */
export interface RecordChange {
  resource: string;
  /** The record's id (a config entry's is its name). */
  id: number | string;
  /** The history event ('marginUpdated', 'bidPlaced'…), or created / updated / deleted. */
  event: string;
}

/**
 * What travels through NOTIFY: the change, the record's version after it, and who may hear of it
 * besides staff. Never a field of the record: listeners refetch through the routes.
 */
export interface PublishedChange extends RecordChange {
  version: number | null;
  companyIds: number[];
  userIds: number[];
  /** Who made it, and a tag of the session they made it in (src/domain/sessionTag.ts). */
  by: { id: number; name: string; session: string | null } | null;
  at: string;
}

/** The part of a change a browser receives (`data` of a Server-Sent Event). */
export type SentChange = Pick<PublishedChange, 'resource' | 'id' | 'version' | 'event' | 'at' | 'by'>;

export const sentPart = ({ resource, id, version, event, at, by }: PublishedChange): SentChange => ({
  resource,
  id,
  version,
  event,
  at,
  by,
});

/** Not a record: the signed-in sessions of `id` (a user) ended or may have; the streams check theirs. */
export const SESSIONS_RESOURCE = 'sessions';

/** Resources each record of which is one user's own (a notification): heard by that user alone. */
export const PERSONAL_RESOURCES: ReadonlySet<string> = new Set(['notifications']);

/** Named list views (server/savedViews/): heard by their owner, and by staff, who may hold the role one is shared with. */
export const SAVED_VIEWS_RESOURCE = 'saved-views';

/** Resources every signed-in user reads (config entries: THEME, the labels): every portal hears of them and follows. */
export const SHARED_RESOURCES: ReadonlySet<string> = new Set(['config']);

/** write()'s `changes` of a create: the records its answer holds (`data.id`). */
export const made =
  (resource: string) =>
  (answer: unknown): RecordChange[] =>
    answerIds(answer).map((id) => ({ resource, id, event: 'created' }));

/** write()'s `changes` of a delete: the record it removed. */
export const removed = (resource: string, id: number) => (): RecordChange[] => [{ resource, id, event: 'deleted' }];
