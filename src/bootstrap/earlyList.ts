import type { QueryClient } from '@tanstack/react-query';
import type { GetListResult } from 'ra-core';
import { listDefaultsOf, listPageSize } from '#domain/resourceRegistry';
import { dataProvider } from '../providers/dataProvider';

interface EarlyList {
  /** react-admin's own key for the list's first page (useGetList), so the list finds it in its cache. */
  queryKey: unknown[];
  answer: Promise<GetListResult>;
}

let early: EarlyList | undefined;
let cache: QueryClient | undefined;

/**
 * The first page lands in react-admin's cache, unless the list has meanwhile read one itself. The
 * list shows it at once and, as for any cached page, react-query revalidates it behind the rows.
 */
function handOver() {
  const list = early;
  const client = cache;
  if (!list || !client) return;
  early = undefined;
  list.answer.then(
    (page) => {
      if (client.getQueryData(list.queryKey) === undefined) client.setQueryData(list.queryKey, page);
    },
    // The list asks again, and shows its own error.
    () => undefined,
  );
}

/**
 * A signed-in reload or deep link to a list (`/shipments`, with no address parameters of its own)
 * asks for the list's first page at once, while the app downloads, instead of after the layout and
 * the list have rendered: the page, the sort and the filter are the ones the list will ask for
 * (the registry's first view).
 */
export function startEarlyList(location: Pick<Location, 'pathname' | 'search'>) {
  const [, resource, ...rest] = location.pathname.split('/');
  const firstView = listDefaultsOf(resource);
  if (!resource || rest.length || location.search || !firstView) return;
  const params = {
    pagination: { page: 1, perPage: listPageSize(resource) },
    sort: firstView.sort,
    filter: firstView.filter,
    meta: undefined,
  };
  early = {
    queryKey: [resource, 'getList', params],
    answer: dataProvider
      .getList(resource, params)
      .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  };
  handOver();
}

/** The app's query cache, given once it exists. */
export function handEarlyListTo(queryClient: QueryClient) {
  cache = queryClient;
  handOver();
}
