import type { GridChoice } from './gridChoices';

/**
 * A saved view of one list: what the list's URL query holds (filters, sort, page size) and the
 * list's column choices. Shown as chips above the list; the owner may share it with one role.
 */
export interface SavedViewQuery {
  filter: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  perPage?: number;
  grid?: GridChoice;
}

export const SAVED_VIEW_LIMITS = {
  nameMax: 60,
  /** Views one user may own for one list. */
  perList: 30,
  /** The stored query as JSON. */
  queryMaxBytes: 8 * 1024,
} as const;
