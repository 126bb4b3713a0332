import type { HttpClient } from './httpClient';
import type { MarkedAllRead, NotificationPage, NotificationRecord } from '#domain/records/notifications';
export type { NotificationPage, NotificationRecord } from '#domain/records/notifications';
import type { BidReport, CsrCounts, ShipperCounts } from '#domain/records/reports';
export type { BidReport, CsrCounts, ShipperCounts } from '#domain/records/reports';
import type { ClockRecord } from '#domain/records/clocks';
export type { ClockRecord } from '#domain/records/clocks';
import type { SearchHit } from '#domain/records/search';
export type { SearchHit } from '#domain/records/search';

export interface NotificationQuery {
  page?: number;
  pageSize?: number;
  /** true: only unread; false: only read; absent: all. */
  unread?: boolean;
}

/**
 * SPEC §7 notifications and reports: the caller's notifications and their read state, and the
 * dashboard's counts; and the search of everything the caller may read (Ctrl+K).
 */
export const operationsCalls = (http: HttpClient) => ({
  search: (q: string, signal?: AbortSignal) => http.request<SearchHit[]>('/search', { query: { q }, signal }),
  getNotifications: ({ page, pageSize, unread }: NotificationQuery = {}) =>
    http.request<NotificationPage>('/notification/user/all', { query: { page, pageSize, unread } }),
  markAllNotificationsRead: () => http.request<MarkedAllRead>('/notification/markAllRead/user', { method: 'POST' }),
  setNotificationRead: (id: number, read: boolean) =>
    http.request<NotificationRecord>('/notification/updateNotificationStatus', { method: 'PUT', body: { id, read } }),
  getCsrCounts: () => http.request<CsrCounts>('/report/v1/csr/counts'),
  getShipperCounts: () => http.request<ShipperCounts>('/report/v1/shipper/counts'),
  getCsrBids: () => http.request<BidReport>('/report/v1/csr/bids'),
  /** What is due and late, as the caller may see it (src/domain/clocks.ts). */
  getClocks: (signal?: AbortSignal) => http.request<ClockRecord[]>('/clocks', { signal }),
});
export type OperationsCalls = ReturnType<typeof operationsCalls>;
