import { REASON_KIND } from '#domain/bookings';

/** SPEC §7 reason/refusal: what a partner, a CSR agent or a shipper picks from (kinds of SPEC §4). */
export const REFUSAL_REASONS = [
  { id: 1, kind: REASON_KIND.BACKOUT_BID, text: 'Vehicle not available on the loading date' },
  { id: 2, kind: REASON_KIND.BACKOUT_BID, text: 'Rate no longer viable' },
  { id: 3, kind: REASON_KIND.BACKOUT_BID, text: 'Vehicle broke down' },
  { id: 4, kind: REASON_KIND.BACKOUT_BID, text: 'Other' },
  { id: 11, kind: REASON_KIND.REJECT_BID, text: 'Rate above the shipper rate' },
  { id: 12, kind: REASON_KIND.REJECT_BID, text: 'Partner not verified for this route' },
  { id: 13, kind: REASON_KIND.REJECT_BID, text: 'Vehicle type does not match' },
  { id: 14, kind: REASON_KIND.REJECT_BID, text: 'Other' },
  { id: 21, kind: REASON_KIND.CANCEL_BOOKING, text: 'Shipper cancelled the load' },
  { id: 22, kind: REASON_KIND.CANCEL_BOOKING, text: 'Vehicle broke down before loading' },
  { id: 23, kind: REASON_KIND.CANCEL_BOOKING, text: 'Driver did not report' },
  { id: 24, kind: REASON_KIND.CANCEL_BOOKING, text: 'Other' },
];
