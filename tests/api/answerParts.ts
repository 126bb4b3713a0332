/** Every key anywhere in an answer, however deep: what a money-visibility check looks through. */
export function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, into));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

/** Every number anywhere in an answer. */
export const numbersOf = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.flatMap(numbersOf)
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(numbersOf)
      : typeof value === 'number'
        ? [value]
        : [];
