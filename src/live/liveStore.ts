import { useEffect, useSyncExternalStore } from 'react';
import type { LiveChange, LiveStatus } from './liveFeed';

const keyOf = (resource: string, id: unknown) => `${resource}:${String(id)}`;
const NONE: readonly string[] = [];

let status: LiveStatus = 'off';
/** Per resource, the ids of rows others changed (or made) since its list last loaded. */
const changedIds = new Map<string, readonly string[]>();
/** The latest change others made to each record: an edit form open on it warns. */
const latestChange = new Map<string, LiveChange>();
/** Records with an edit form open: their query is not refetched under the person typing. */
const editing = new Map<string, number>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** What the portal knows of the change feed: read by the app bar's mark, the lists and the edit forms. */
export const liveStore = {
  setStatus(next: LiveStatus) {
    if (next === status) return;
    status = next;
    changed();
  },
  /** Someone else changed the record: its list counts it, an edit form open on it warns. */
  changedByOthers(change: LiveChange) {
    const ids = changedIds.get(change.resource) ?? NONE;
    const id = String(change.id);
    if (!ids.includes(id)) changedIds.set(change.resource, [...ids, id]);
    latestChange.set(keyOf(change.resource, change.id), change);
    changed();
  },
  /** The list was loaded again: nothing of it is out of date. */
  clearChanged(resource: string) {
    if (!changedIds.has(resource)) return;
    changedIds.delete(resource);
    changed();
  },
  isEditing: (resource: string, id: unknown) => (editing.get(keyOf(resource, id)) ?? 0) > 0,
  /** Everything is stale (reconnected after a gap, or signed out): forget what was counted. */
  reset() {
    changedIds.clear();
    latestChange.clear();
    changed();
  },
};

export const useLiveStatus = () => useSyncExternalStore(subscribe, () => status);

export const useChangedIds = (resource: string | undefined) =>
  useSyncExternalStore(subscribe, () => (resource ? (changedIds.get(resource) ?? NONE) : NONE));

export const useLatestChange = (resource: string | undefined, id: unknown) =>
  useSyncExternalStore(subscribe, () =>
    resource && id !== undefined ? latestChange.get(keyOf(resource, id)) : undefined,
  );

/** While mounted, the record is being edited: the feed does not refetch it under the person typing. */
export function useEditingRecord(resource: string | undefined, id: unknown) {
  useEffect(() => {
    if (!resource || id === undefined) return;
    const key = keyOf(resource, id);
    editing.set(key, (editing.get(key) ?? 0) + 1);
    return () => {
      const left = (editing.get(key) ?? 1) - 1;
      if (left > 0) editing.set(key, left);
      else editing.delete(key);
    };
  }, [resource, id]);
}
