import { useSyncExternalStore } from 'react';
import type { UserThemePreference } from '../providers/authProvider';
import { storage } from '../providers/storage';

const read = () => storage.get('theme');

/** The signed-in user's saved theme (storage key "theme"), re-read on sign-in and sign-out. */
export function useSavedTheme(): UserThemePreference | null {
  const raw = useSyncExternalStore(storage.subscribe.bind(storage), read, read);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UserThemePreference;
  } catch {
    return null;
  }
}
