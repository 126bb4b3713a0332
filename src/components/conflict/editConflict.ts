import { STALE_VERSION_MESSAGES } from '#domain/versions';

type Values = Record<string, unknown>;

/** The API's 409 for a write based on an older version than the record has (server/http/versioned.ts). */
export const isStaleVersionError = (error: unknown): boolean => {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  return status === 409 && typeof message === 'string' && STALE_VERSION_MESSAGES.includes(message);
};

const comparable = (value: unknown) => (value === undefined || value === '' ? null : value);
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

export interface ConflictRow {
  field: string;
  yours: unknown;
  theirs: unknown;
  /** Who changed the field since the edit began: the two rows a user must look at are where both did. */
  changedByYou: boolean;
  changedByThem: boolean;
}

/** The fields the save sent that differ from the record as it is now, with who changed each since the edit began. */
export function conflictRows(sent: Values, base: Values, theirs: Values): ConflictRow[] {
  return Object.keys(sent)
    .filter((field) => field !== 'version' && field in theirs && !sameValue(sent[field], theirs[field]))
    .map((field) => ({
      field,
      yours: sent[field],
      theirs: theirs[field],
      changedByYou: !sameValue(sent[field], base[field]),
      changedByThem: !sameValue(theirs[field], base[field]),
    }));
}

/**
 * What "Overwrite" saves: the user's changes on top of the record as it is now. A field the user did
 * not touch keeps the other person's value, so only the fields both changed are decided by the user.
 */
export function overwriteValues(sent: Values, base: Values, theirs: Values): Values {
  const merged: Values = {};
  for (const [field, value] of Object.entries(sent)) {
    merged[field] = field in theirs && sameValue(value, base[field]) ? theirs[field] : value;
  }
  return { ...merged, version: theirs.version };
}

/** A value as a line of text in the conflict table; a yes or no in `yesNo`'s words (the user's language). */
export function shownValue(value: unknown, yesNo: readonly [string, string] = ['Yes', 'No']): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map((item) => shownValue(item, yesNo)).join(', ') : '—';
  if (typeof value === 'boolean') return value ? yesNo[0] : yesNo[1];
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
