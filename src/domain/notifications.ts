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

/**
 * What the API's notifications say, in English (the API's language, kept in the database); the portal
 * reads the figures back out of the English and says it in the user's language (`notificationTexts.*`).
 */
export const NOTIFICATION_TEXTS = {
  bidPlacedTitle: 'New bid on %{ref}',
  bidPlacedBody: 'A partner bid on shipment %{ref}.',
  bookingMovedTitle: 'Booking %{ref}: %{status}',
  bookingMovedBody: 'Booking %{ref} of shipment %{shipment} is now %{status}.',
  driverVerifiedTitle: 'Driver %{name} verified',
  driverVerifiedBody: 'Driver %{name} was verified.',
  driverRejectedTitle: 'Driver %{name} rejected',
  driverRejectedBody: 'Driver %{name} was rejected.',
  driverRejectedBecause: 'Driver %{name} was rejected: %{reason}',
  vehicleVerifiedTitle: 'Vehicle %{name} verified',
  vehicleVerifiedBody: 'Vehicle %{name} was verified.',
  vehicleRejectedTitle: 'Vehicle %{name} rejected',
  vehicleRejectedBody: 'Vehicle %{name} was rejected.',
  vehicleRejectedBecause: 'Vehicle %{name} was rejected: %{reason}',
  paymentSettledTitle: 'Payment of %{amount} settled',
  paymentSettledOne: 'One payment of %{amount} was paid to your account.',
  paymentSettledMany: '%{count} payments totalling %{amount} were paid to your account.',
  invoiceSentTitle: 'Invoice %{code} sent',
  invoiceSentBody: 'Invoice %{code} of %{date} was e-mailed to %{to}.',
  documentsAwaitingTitle: 'Partner documents awaiting review',
  documentsAwaitingBody: 'A partner submitted documents for verification.',
  batchSettledTitle: 'Payment batch settled',
  batchSettledBody: 'A payment batch was settled.',
} as const;

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
