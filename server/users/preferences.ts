import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { UserPreferences } from '#domain/records/config';
import type { UserPreferencesInput } from '#domain/schemas/config';
import { GRID_CHOICE_LIMITS, PREFERENCES_MAX_BYTES, type GridChoice } from '#domain/gridChoices';
import { MESSAGES } from '#domain/messages';
import { badRequest } from '../http/errors';

/**
 * A change to a user's own preferences over what is stored: theme colours merge (null removes
 * them); column choices replace one list at a time (null removes that list's), other lists kept.
 */
export function mergePreferences(stored: UserPreferences, input: UserPreferencesInput): UserPreferences {
  const { theme: _theme, ...withoutTheme } = stored;
  let next: UserPreferences =
    input.theme === null
      ? withoutTheme
      : input.theme
        ? { ...stored, theme: { ...stored.theme, ...input.theme } }
        : { ...stored };
  if (input.grids) {
    const grids: Record<string, GridChoice> = { ...stored.grids };
    for (const [list, choice] of Object.entries(input.grids as Record<string, GridChoice | null>)) {
      if (choice === null) delete grids[list];
      else grids[list] = choice;
    }
    const { grids: _grids, ...rest } = next;
    next = Object.keys(grids).length ? { ...rest, grids } : rest;
  }
  return next;
}

const sizeOf = (preferences: UserPreferences) => ({
  lists: Object.keys(preferences.grids ?? {}).length,
  bytes: Buffer.byteLength(JSON.stringify(preferences)),
});

/**
 * What is stored is capped, not only what one request sends: lists kept, and bytes in all. A save
 * that would leave more than the cap is refused only if it grows what is stored, so preferences
 * stored over the cap before it existed can still be trimmed (and the language still changed).
 */
export function checkStoredSize(stored: UserPreferences, next: UserPreferences) {
  const before = sizeOf(stored);
  const after = sizeOf(next);
  const over = after.lists > GRID_CHOICE_LIMITS.lists || after.bytes > PREFERENCES_MAX_BYTES;
  const grows = after.lists > before.lists || after.bytes > before.bytes;
  if (over && grows) throw badRequest(MESSAGES.preferencesTooLarge);
}

/** A user's stored preferences, or undefined for no such user. */
export async function findPreferences(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, preferences: users.preferences, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Saves the preferences; a new language is a change of the user record (its version moves, so a stale edit of the user is refused). */
export async function savePreferences(db: Db, userId: number, preferences: UserPreferences, locale?: string) {
  const language = locale === undefined ? {} : { locale, version: sql`${users.version} + 1` };
  await db
    .update(users)
    .set({ preferences, ...language, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
