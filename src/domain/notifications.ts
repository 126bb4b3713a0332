/** SPEC §7 notifications: what happened that a user should know. The kinds the API writes. */
export const NOTIFICATION_KIND = {
  BID_PLACED: 'BID_PLACED',
  BOOKING_STATUS: 'BOOKING_STATUS',
  VERIFICATION_DECISION: 'VERIFICATION_DECISION',
  PAYMENT_SETTLED: 'PAYMENT_SETTLED',
  INVOICE_SENT: 'INVOICE_SENT',
} as const;
export type NotificationKind = (typeof NOTIFICATION_KIND)[keyof typeof NOTIFICATION_KIND];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  BID_PLACED: 'New bid',
  BOOKING_STATUS: 'Booking update',
  VERIFICATION_DECISION: 'Verification decision',
  PAYMENT_SETTLED: 'Payment settled',
  INVOICE_SENT: 'Invoice sent',
};

/** The notification list's default page size (SPEC §9 has none for it: ours). */
export const NOTIFICATION_PAGE_SIZE = 20;
/** A notification's title and body are cut to these lengths when written. */
export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_BODY_MAX = 1000;

/** The bids report looks back this many days, today included. */
export const BID_REPORT_DAYS = 14;

/** SPEC §4 notifications list states (the portal's). */
export const NOTIFICATION_LIST_STATE = { idle: 'idle', loading: 'loading', failed: 'failed' } as const;

/** The portal paths notifications point at. */
export const notificationLinks = {
  shipment: (id: number) => `/shipments/${id}/show`,
  booking: (id: number) => `/bookings/${id}/show`,
  driver: (id: number) => `/drivers/${id}/show`,
  vehicle: (id: number) => `/vehicles/${id}/show`,
  wallet: () => '/wallet',
  invoice: (id: number) => `/invoices/${id}/show`,
};
