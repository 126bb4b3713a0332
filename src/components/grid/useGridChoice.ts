import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useNotify } from 'react-admin';
import type { GridChoice } from '#domain/gridChoices';
import type { StoredUser } from '../../providers/authProvider';
import { storage } from '../../providers/storage';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';

function choiceOf(rawUser: string | null, list: string): GridChoice | null {
  try {
    return (rawUser ? (JSON.parse(rawUser) as StoredUser) : null)?.preferences?.grids?.[list] ?? null;
  } catch {
    return null;
  }
}

/** Keeps the signed-in user's copy (which came with the sign-in) in step with what was saved. */
function storeChoice(list: string, choice: GridChoice | null) {
  const user = storage.getJson<StoredUser>('user');
  if (!user) return;
  const grids = { ...user.preferences?.grids };
  if (choice) grids[list] = choice;
  else delete grids[list];
  storage.setJson('user', { ...user, preferences: { ...user.preferences, grids } });
}

// Saves go one after another, so the last choice made is the one the server keeps.
let saving: Promise<unknown> = Promise.resolve();

const storedUser = () => storage.get('user');

/**
 * A user's choices for one list (columns, density, page size): read from what came with the sign-in
 * (no request before the list shows), saved on the server with each change, so they follow the user
 * to any browser. Every component reading one list's choice sees a change at once (the grid and the
 * list's tabs both read its page size).
 */
export function useGridChoice(list: string) {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const raw = useSyncExternalStore(storage.subscribe, storedUser);
  const choice = useMemo(() => choiceOf(raw, list), [raw, list]);
  const save = useCallback(
    (next: GridChoice | null) => {
      storeChoice(list, next);
      const userId = storage.getJson<StoredUser>('user')?.id;
      if (!userId) return;
      saving = saving
        .then(() => dataProvider.saveMyGridChoice(userId, list, next))
        .catch(() => notify('app.components.grid.choiceNotSaved', { type: 'warning' }));
    },
    [dataProvider, list, notify],
  );
  return [choice, save] as const;
}

/** The page size the user chose for a list, if any. */
export const useChosenPageSize = (list: string | undefined) => useGridChoice(list ?? 'list')[0]?.pageSize;
