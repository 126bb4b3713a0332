import type { QueryClient, QueryState } from '@tanstack/react-query';
import type { ClientConfig } from '#domain/clientConfig';
import { listDefaultsOf, listPageSize } from '#domain/resourceRegistry';
import { httpClient } from '../providers/httpClient';
import { listReads } from '../providers/listReads';
import { actingConfigKey, LABEL_CONFIGS, readActingConfig } from '../providers/actingConfig';
import { fetchClientConfig } from '../theme/fetchClientConfig';
import { drawEarlyCards } from './firstRows/entryCardLists';
import { entryCardsShownAt } from './firstRows/entryCardsShown';
import { listAt } from './screens';

/** A read started by the entry, and the react-query key under which the screen that needs it looks. */
interface EarlyRead {
  queryKey: unknown[];
  answer: Promise<unknown>;
}

/** The data provider's own reads, without react-admin's code (which is still downloading). */
const dataProvider = listReads(httpClient);
let reads: EarlyRead[] = [];
let cache: QueryClient | undefined;
let clientConfig: { answer: Promise<ClientConfig>; settled?: ClientConfig } | undefined;
/** The queries whose data is the entry's answer, and when it came. */
const answeredByEntry = new WeakMap<object, number>();
/** How long the entry's answer counts as fresh: long enough for the app to load and its first screen to mount. */
const ENTRY_ANSWER_FRESH_MS = 10_000;

/**
 * Each answer lands in react-query's cache, unless the screen has meanwhile read it itself. A screen
 * shows it at once; a list does not ask for it again as it mounts (entryAnswerStaleTime).
 */
function handOver() {
  const client = cache;
  if (!client) return;
  for (const read of reads.splice(0)) {
    read.answer.then(
      (answer) => {
        if (client.getQueryData(read.queryKey) !== undefined) return;
        client.setQueryData(read.queryKey, answer);
        const query = client.getQueryCache().find({ queryKey: read.queryKey, exact: true });
        if (query) answeredByEntry.set(query, query.state.dataUpdatedAt);
      },
      // The screen asks again, and shows its own error.
      () => undefined,
    );
  }
}

/** The list's first page, when the address is a list's own (`/shipments`, no parameters) with a first view. */
function firstPageRead(resource: string | undefined, location: Pick<Location, 'search'>): EarlyRead | undefined {
  const firstView = listDefaultsOf(resource);
  if (!resource || location.search || !firstView) return undefined;
  const params = {
    pagination: { page: 1, perPage: listPageSize(resource) },
    sort: firstView.sort,
    filter: firstView.filter,
    meta: undefined,
  };
  return {
    // react-admin's own key for the page (useGetList).
    queryKey: [resource, 'getList', params],
    answer: dataProvider
      .getList(resource, params)
      .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  };
}

/**
 * A signed-in reload or deep link asks at once, while the app downloads, for what its first screen
 * would otherwise ask for only after the layout has rendered: the client's THEME and PREFERENCE
 * (which the theme is built from), the entries the labels read, and on a list's own address the
 * list's first page with the page size, sort and filter the list will ask for (the registry's); on a
 * phone, that page is drawn as the list's cards before the app has loaded.
 */
export function startEarlyAnswers(location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  const config = { answer: fetchClientConfig(dataProvider) } as NonNullable<typeof clientConfig>;
  config.answer.then(
    (settled) => (config.settled = settled),
    () => undefined,
  );
  clientConfig = config;
  reads = LABEL_CONFIGS.map((name) => ({
    queryKey: actingConfigKey(name),
    answer: readActingConfig(dataProvider, name),
  }));
  const resource = listAt(location.pathname);
  const firstPage = firstPageRead(resource, location);
  if (firstPage) reads.push(firstPage);
  handOver();
  const cards = entryCardsShownAt(location);
  if (!firstPage || !cards) return Promise.resolve();
  return drawEarlyCards(cards, firstPage.answer as Promise<{ data: unknown[] }>, config.answer);
}

/**
 * How long a query's data stays fresh (react-query's `staleTime`): the entry's answer, untouched since,
 * for a few seconds, so the screen that mounts on it does not ask again; any other data as usual (at
 * once). An invalidation still refetches.
 */
export function entryAnswerStaleTime(query: { state: Pick<QueryState, 'dataUpdatedAt'> }) {
  return answeredByEntry.get(query) === query.state.dataUpdatedAt ? ENTRY_ANSWER_FRESH_MS : 0;
}

/** The app's query cache, given once it exists. */
export function handEarlyAnswersTo(queryClient: QueryClient) {
  cache = queryClient;
  handOver();
}

/** The client config the entry asked for, once (a refresh reads it again). */
export function takeEarlyClientConfig() {
  const taken = clientConfig;
  clientConfig = undefined;
  return taken?.answer;
}

/** The early client config, when it has come and nobody has taken it yet (read without taking it). */
export const settledEarlyClientConfig = () => clientConfig?.settled;
