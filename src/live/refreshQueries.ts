import type { Query, QueryClient } from '@tanstack/react-query';
import type { LiveChange } from './liveFeed';
import { liveStore } from './liveStore';

/** Screens whose figures another resource's changes move (the shipment page's tabs, the dashboard, the bell). */
const ALSO_SHOWN_IN: Record<string, readonly (readonly string[])[]> = {
  shipments: [['dashboard'], ['reports'], ['clocks']],
  bookings: [['shipments', 'related'], ['bookings', 'bids'], ['trip'], ['dashboard'], ['reports'], ['clocks']],
  bids: [['shipments', 'related'], ['bookings', 'bids'], ['reports']],
  config: [['configs'], ['config']],
  'email-notifications': [['email-notifications']],
  billing: [['billing']],
  notifications: [['notifications', 'latest']],
  'saved-views': [['saved-views']],
};

const startsWith = (key: readonly unknown[], prefix: readonly string[]) => prefix.every((part, i) => key[i] === part);
const names = (part: unknown, id: string) =>
  String(part) === id ||
  (typeof part === 'object' && part !== null && 'id' in part && String((part as { id: unknown }).id) === id);

/**
 * Refetches what the screens show of a changed record, through react-admin's query cache: its page
 * (unless an edit form is open on it: that form warns instead, src/live/ChangedElsewhereNotice.tsx),
 * the related lists and figures that show it. A list of the resource is not refetched under the
 * person's cursor: it offers the refresh (src/live/ListUpdatesNotice.tsx).
 */
export function refreshQueriesOf(queryClient: QueryClient, change: LiveChange) {
  const id = String(change.id);
  const shownIn = ALSO_SHOWN_IN[change.resource] ?? [];
  const isStale = ({ queryKey }: Query) => {
    const [resource, kind, ...rest] = queryKey;
    if (shownIn.some((prefix) => startsWith(queryKey, prefix))) return true;
    if (resource === change.resource) {
      if (kind === 'getList' || kind === 'getInfiniteList') return false;
      if (kind === 'getOne') return names(rest[0], id) && !liveStore.isEditing(change.resource, id);
      return kind === 'getMany' || kind === 'getManyReference' || rest.some((part) => names(part, id));
    }
    return false;
  };
  return queryClient.invalidateQueries({ predicate: isStale });
}
