import type { ReactNode } from 'react';
import type { GridPaginationModel, GridRowId, GridRowSelectionModel, GridSortModel } from '@mui/x-data-grid';
import type { Identifier, SortPayload } from 'react-admin';
import { MAX_PAGE_SIZE } from '#domain/limits';

/** A list's column: what it shows; the grid's plumbing comes from ResourceGrid. */
export interface GridColumn<T> {
  /** The column's key (kept in the user's column choices); the record's field shown when there is no render. */
  field: string;
  /** A message key or a text. */
  headerName: string;
  /** The API's sort field; a column without one is not sortable (the API sorts on few fields). */
  sortBy?: string;
  /** Rendered inside the record's context, so react-admin fields work as in a Datagrid. */
  render?: (record: T) => ReactNode;
  /** A fixed width in px; otherwise the column shares the space (flex, 1 by default). */
  width?: number;
  flex?: number;
  /** The narrowest a shared-width column may get (110 px by default). */
  minWidth?: number;
  align?: 'left' | 'right';
  /** Offered in the columns dialog but hidden until the user shows it. */
  optional?: boolean;
}

/** react-admin pages from 1; the grid (like the freight API) from 0. */
export const paginationModelOf = (page: number, perPage: number): GridPaginationModel => ({
  page: Math.max(page - 1, 0),
  pageSize: perPage,
});

/** What a change of the grid's pager asks of the list controller: another page size (back to page 1) or another page. */
export function listPagingOf(model: GridPaginationModel, perPage: number): { perPage: number } | { page: number } {
  return model.pageSize !== perPage ? { perPage: model.pageSize } : { page: model.page + 1 };
}

/** The grid's sort: the column sorting on the list's sort field, if any shows it. */
export function sortModelOf<T>(sort: SortPayload | undefined, columns: readonly GridColumn<T>[]): GridSortModel {
  const column = sort && columns.find((c) => c.sortBy === sort.field);
  return column && sort ? [{ field: column.field, sort: sort.order === 'ASC' ? 'asc' : 'desc' }] : [];
}

/** The list's sort from the grid's: the column's API sort field. */
export function listSortOf<T>(model: GridSortModel, columns: readonly GridColumn<T>[]): SortPayload | null {
  const [first] = model;
  const column = first?.sort ? columns.find((c) => c.field === first.field) : undefined;
  return column?.sortBy && first?.sort ? { field: column.sortBy, order: first.sort === 'asc' ? 'ASC' : 'DESC' } : null;
}

export const selectionModelOf = (selectedIds: readonly Identifier[]): GridRowSelectionModel => ({
  type: 'include',
  ids: new Set<GridRowId>(selectedIds),
});

/** The selected ids: "all but these" (the header checkbox) is resolved against the rows shown. */
export function selectedIdsOf(model: GridRowSelectionModel, rowIds: readonly Identifier[]): Identifier[] {
  if (model.type === 'include') return [...model.ids] as Identifier[];
  return rowIds.filter((id) => !model.ids.has(id));
}

/**
 * The pager's sizes: the list's SPEC §9 size first, then larger ones up to the API's maximum, so a
 * screen of any height finds a size that fills it (a phone 5, a desktop 10 or 25).
 */
export const pageSizeOptionsOf = (size: number, also: readonly number[] = []) =>
  [...new Set([size, ...also, 10, 25, 50, MAX_PAGE_SIZE])]
    .filter((n) => n >= size && n <= MAX_PAGE_SIZE)
    .sort((a, b) => a - b);
