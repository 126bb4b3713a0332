import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import type { GridChoice } from '#domain/gridChoices';
import type { StoredUser } from '../../providers/authProvider';
import { storage } from '../../providers/storage';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';

const storedChoice = (list: string): GridChoice | null =>
  storage.getJson<StoredUser>('user')?.preferences?.grids?.[list] ?? null;

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

/**
 * A user's column choices for one list: read from what came with the sign-in (no request before
 * the list shows), saved on the server with each change, so they follow the user to any browser.
 */
export function useGridChoice(list: string) {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const [choice, setChoice] = useState<GridChoice | null>(() => storedChoice(list));
  const save = useCallback(
    (next: GridChoice | null) => {
      setChoice(next);
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
