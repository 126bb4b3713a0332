import { useQuery, useQueryClient } from '@tanstack/react-query';
import { removeEmpty, useListContext } from 'react-admin';
import type { GridChoice } from '#domain/gridChoices';
import type { SavedViewQuery } from '#domain/savedViews';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import type { SavedViewRecord } from '../../providers/savedViewCalls';
import { useGridChoice } from '../grid/useGridChoice';

/** The query key of a list's views: the change feed refetches it when a view changes (src/live/refreshQueries.ts). */
export const savedViewsKey = (list: string) => ['saved-views', list] as const;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
/** The filters as the list sends them: react-admin's own emptiness rule. */
const withoutEmpty = (filter: Record<string, unknown>) => removeEmpty(filter) as Record<string, unknown>;

/**
 * A list's saved views, the list as it is now (what "Save view" keeps), whether a view is what the
 * list shows, and applying one: its filters, sort and page size through the list's own setters
 * (so the address says them), and its columns as the user's column choices.
 */
export function useSavedViews(list: string) {
  const dataProvider = useFreightDataProvider();
  const queryClient = useQueryClient();
  const { filterValues, sort, perPage, setFilters, setSort, setPerPage } = useListContext();
  const [gridChoice, saveGridChoice] = useGridChoice(list);
  const views = useQuery({ queryKey: savedViewsKey(list), queryFn: () => dataProvider.getSavedViews(list) });

  const current: SavedViewQuery = {
    filter: withoutEmpty(filterValues ?? {}),
    ...(sort?.field ? { sort: { field: sort.field, order: sort.order === 'ASC' ? 'ASC' : 'DESC' } } : {}),
    perPage,
    ...(gridChoice ? { grid: gridChoice } : {}),
  };
  const isShown = (view: SavedViewRecord) =>
    sameJson(withoutEmpty(view.query.filter), current.filter) &&
    (!view.query.sort || sameJson(view.query.sort, current.sort)) &&
    (!view.query.perPage || view.query.perPage === perPage);

  const apply = (view: SavedViewRecord) => {
    const { filter, sort: viewSort, perPage: viewPerPage, grid } = view.query;
    if (viewSort) setSort(viewSort);
    if (viewPerPage) setPerPage(viewPerPage);
    setFilters(filter, Object.fromEntries(Object.keys(filter).map((key) => [key, true])));
    if (grid) saveGridChoice(grid as GridChoice);
  };
  // Every list's views: the menu shows them too.
  const refetch = () => queryClient.invalidateQueries({ queryKey: ['saved-views'] });
  return { views, current, isShown, apply, refetch };
}
