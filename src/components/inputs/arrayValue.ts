/**
 * SPEC §8: a multiple-select given a non-array value raises an error. Empty (undefined or null, a new
 * form) is an empty selection; anything else that is not an array is a programming error, and saying
 * so beats silently showing nothing selected and saving that.
 */
export function arrayValue<T>(value: unknown, inputName: string): T[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value))
    throw new TypeError(`${inputName}: a multiple-select needs an array value, got ${typeof value}`);
  return value as T[];
}
