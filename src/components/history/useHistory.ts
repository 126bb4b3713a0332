import { useInfiniteQuery } from '@tanstack/react-query';
import { NESTED_ROUTES } from '#domain/nestedRoutes';
import type { HistoryGroup } from '#domain/history';
import type { HistoryEntryRecord } from '#domain/records/history';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';

/** Whose history: a shipment's (with its bookings') or one booking's. */
export type HistoryOf = 'shipment' | 'booking';

const RESOURCE_OF = { shipment: 'shipmentHistory', booking: 'bookingHistory' } as const;

/**
 * A record's history through the dataProvider (getManyReference), newest first, one page after another
 * ("Load more"), of one group or all. react-admin's refresh after an action on the page reloads it.
 */
export function useHistory(of: HistoryOf, id: number, group: HistoryGroup | undefined) {
  const dataProvider = useFreightDataProvider();
  const resource = RESOURCE_OF[of];
  const { target, pageSize } = NESTED_ROUTES[resource];
  return useInfiniteQuery({
    queryKey: [resource, 'getManyReference', { target, id: String(id), group: group ?? null }],
    queryFn: ({ pageParam, signal }) =>
      dataProvider.getManyReference<HistoryEntryRecord>(resource, {
        target,
        id,
        pagination: { page: pageParam, perPage: pageSize },
        sort: { field: 'id', order: 'DESC' },
        filter: group ? { group } : {},
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((shown, page) => shown + page.data.length, 0) < (last.total ?? 0) ? pages.length + 1 : undefined,
  });
}
