import type { HttpClient } from './httpClient';
import type { MarkedAllRead, NotificationPage, NotificationRecord } from '../domain/records/notifications';
export type { NotificationPage, NotificationRecord } from '../domain/records/notifications';

export interface NotificationQuery {
  page?: number;
  pageSize?: number;
  /** true: only unread; false: only read; absent: all. */
  unread?: boolean;
}

/** A count and its total amount in major units (Rs). */
export interface CountAndAmount {
  count: number;
  amount: number;
}

/** Shipments per SPEC §4 status; bookings per status code (1-4, 13). */
export interface StatusCounts {
  shipmentsByStatus: Record<string, number>;
  bookingsByStatus: Record<string, number>;
  openBids: number;
}

/** GET /report/v1/csr/counts (staff). */
export interface CsrCounts extends StatusCounts {
  pendingDriverVerifications: number;
  pendingVehicleVerifications: number;
  pendingPartnerVerifications: number;
  pendingPayments: CountAndAmount;
  unpaidInvoices: CountAndAmount;
}

/** GET /report/v1/shipper/counts (shippers and brokers: their company's). */
export interface ShipperCounts extends StatusCounts {
  invoicesDue: CountAndAmount;
}

/** One day of GET /report/v1/csr/bids ('YYYY-MM-DD'). */
export interface BidDay {
  date: string;
  placed: number;
  accepted: number;
  rejected: number;
}

/** GET /report/v1/csr/bids (staff): the last days' bids, and bids per status. */
export interface BidReport {
  days: BidDay[];
  totals: Record<string, number>;
}

/**
 * SPEC §7 notifications and reports: the caller's notifications and their read state, and the
 * dashboard's counts.
 */
export const operationsCalls = (http: HttpClient) => ({
  getNotifications: ({ page, pageSize, unread }: NotificationQuery = {}) =>
    http.request<NotificationPage>('/notification/user/all', { query: { page, pageSize, unread } }),
  markAllNotificationsRead: () => http.request<MarkedAllRead>('/notification/markAllRead/user', { method: 'POST' }),
  setNotificationRead: (id: number, read: boolean) =>
    http.request<NotificationRecord>('/notification/updateNotificationStatus', { method: 'PUT', body: { id, read } }),
  getCsrCounts: () => http.request<CsrCounts>('/report/v1/csr/counts'),
  getShipperCounts: () => http.request<ShipperCounts>('/report/v1/shipper/counts'),
  getCsrBids: () => http.request<BidReport>('/report/v1/csr/bids'),
});
export type OperationsCalls = ReturnType<typeof operationsCalls>;
