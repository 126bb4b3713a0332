type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One messages tree from a language's parts (react-admin's, the portal's, each area's); later parts add keys. */
export function mergeTexts<T extends Tree>(base: T, ...parts: Tree[]): T {
  const merged: Tree = { ...base };
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      merged[key] = isTree(value) && isTree(merged[key]) ? mergeTexts(merged[key] as Tree, value) : value;
    }
  }
  return merged as T;
}
