import type { SavedViewRecord } from '../../providers/savedViewCalls';

/** The list's address showing the view: react-admin reads its filters, sort and page size from the query. */
export function savedViewPath({ list, query }: Pick<SavedViewRecord, 'list' | 'query'>) {
  const params = new URLSearchParams({
    filter: JSON.stringify(query.filter),
    displayedFilters: JSON.stringify(Object.fromEntries(Object.keys(query.filter).map((key) => [key, true]))),
    page: '1',
  });
  if (query.sort) {
    params.set('sort', query.sort.field);
    params.set('order', query.sort.order);
  }
  if (query.perPage) params.set('perPage', String(query.perPage));
  return `/${list}?${params}`;
}
