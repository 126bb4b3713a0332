/**
 * A user's choices for one list (SPEC §7 config v2, the `preferences` root): which columns show, in
 * what order, how wide, the density and the page size. Kept per list under `preferences.grids[<list>]`;
 * the portal applies them over the columns a list declares, so a column added later shows as the
 * list declares it (an optional one hidden) and one removed is forgotten.
 */
export const GRID_DENSITIES = ['compact', 'standard', 'comfortable'] as const;
export type GridDensityChoice = (typeof GRID_DENSITIES)[number];

export interface GridColumnChoice {
  field: string;
  width?: number;
  hidden?: boolean;
}
export interface GridChoice {
  columns: GridColumnChoice[];
  density?: GridDensityChoice;
  /** Rows a page; without it, the list's own (SPEC §9). */
  pageSize?: number;
}

export const GRID_CHOICE_LIMITS = {
  lists: 60,
  columns: 40,
  keyMax: 40,
  widthMin: 40,
  widthMax: 1200,
} as const;
/** What one user's stored preferences (theme, column choices) may take in all, as JSON: they come with every sign-in. */
export const PREFERENCES_MAX_BYTES = 64 * 1024;
export const GRID_KEY_PATTERN = /^[a-z][a-zA-Z0-9-]*$/;

export interface AppliedChoice {
  /** The declared fields in the user's order (new ones after, in their declared order). */
  order: string[];
  hidden: Set<string>;
  widths: Record<string, number>;
  density: GridDensityChoice;
  pageSize?: number;
}

/** `optional`: declared fields hidden until the user shows them. */
export function applyGridChoice(
  fields: readonly string[],
  choice: GridChoice | null | undefined,
  optional: readonly string[] = [],
): AppliedChoice {
  const declared = new Set(fields);
  const chosen = (choice?.columns ?? []).filter((c) => declared.has(c.field));
  const chosenFields = new Set(chosen.map((c) => c.field));
  return {
    order: [...chosen.map((c) => c.field), ...fields.filter((f) => !chosenFields.has(f))],
    hidden: new Set([
      ...chosen.filter((c) => c.hidden).map((c) => c.field),
      ...optional.filter((f) => declared.has(f) && !chosenFields.has(f)),
    ]),
    widths: Object.fromEntries(chosen.filter((c) => c.width !== undefined).map((c) => [c.field, c.width as number])),
    density: choice?.density ?? 'standard',
    ...(choice?.pageSize ? { pageSize: choice.pageSize } : {}),
  };
}

export function gridChoiceOf(applied: AppliedChoice): GridChoice {
  return {
    columns: applied.order.map((field) => ({
      field,
      ...(applied.widths[field] !== undefined ? { width: Math.round(applied.widths[field]) } : {}),
      ...(applied.hidden.has(field) ? { hidden: true } : {}),
    })),
    density: applied.density,
    ...(applied.pageSize ? { pageSize: applied.pageSize } : {}),
  };
}

/** The column moved one place up (-1) or down (+1) among the ordered fields. */
export function moveField(order: readonly string[], field: string, step: -1 | 1): string[] {
  const from = order.indexOf(field);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
