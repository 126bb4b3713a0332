import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { REFRESH_INTERVAL_MS } from '#domain/limits';
import { NOTIFICATION_LIST_STATE, NOTIFICATION_PAGE_SIZE } from '#domain/notifications';
import type { FreightApi } from '../../providers/dataProvider';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** The bell's query: the caller's newest page, polled every SPEC §9 refresh interval. */
export const notificationsQueryOptions = (dataProvider: Pick<FreightApi, 'getNotifications'>) => ({
  queryKey: [...NOTIFICATIONS_KEY, 'latest'],
  queryFn: () => dataProvider.getNotifications({ page: 0, pageSize: NOTIFICATION_PAGE_SIZE }),
  refetchInterval: REFRESH_INTERVAL_MS,
});

type ListState = (typeof NOTIFICATION_LIST_STATE)[keyof typeof NOTIFICATION_LIST_STATE];

/**
 * The caller's notifications with SPEC §4's list state (idle, loading, failed) and the two writes.
 * A failed poll keeps the list already shown: only a list never fetched reads as failed.
 */
export function useNotifications() {
  const dataProvider = useFreightDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const query = useQuery(notificationsQueryOptions(dataProvider));
  const state: ListState = query.data
    ? NOTIFICATION_LIST_STATE.idle
    : query.isFetching || !query.isError
      ? NOTIFICATION_LIST_STATE.loading
      : NOTIFICATION_LIST_STATE.failed;

  const onSettled = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  const onError = (error: Error) => notify(error.message, { type: 'error' });
  const setRead = useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) => dataProvider.setNotificationRead(id, read),
    onError,
    onSettled,
  });
  const markAllRead = useMutation({ mutationFn: () => dataProvider.markAllNotificationsRead(), onError, onSettled });

  return {
    state,
    notifications: query.data?.content ?? [],
    unreadCount: query.data?.unreadCount ?? 0,
    total: query.data?.totalElements ?? 0,
    error: query.error,
    refetch: () => void query.refetch(),
    setRead: (id: number, read: boolean) => setRead.mutateAsync({ id, read }),
    markAllRead: () => markAllRead.mutate(),
    isMarkingAll: markAllRead.isPending,
  };
}
export type NotificationsState = ReturnType<typeof useNotifications>;
