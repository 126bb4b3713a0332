import { BOOKING_STATUS, type BookingStatus } from '#domain/bookings';
import { INVOICE_STATUS, PAYMENT_STATUS } from '#domain/money';
import { PAST_STATUSES, SHIPMENT_FILTER, SHIPMENT_STATUS_ORDER, type ShipmentStatus } from '#domain/shipments';
import { VERIFICATION_STATUS } from '#domain/fleet';
import type { BidDay, CountAndAmount } from '#domain/records/reports';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A react-admin list URL with a filter: /bookings?filter={"status":4}. */
export const listUrl = (resource: string, filter?: Record<string, unknown>) =>
  filter ? `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}` : `/${resource}`;

/**
 * The list each dashboard figure counts, filtered to exactly what it counts (its total is the figure).
 * A shipment status opens the tab that holds it, narrowed to that status.
 */
export const DASHBOARD_LINKS = {
  shipments: (status: ShipmentStatus) =>
    listUrl('shipments', {
      filter: PAST_STATUSES.includes(status) ? SHIPMENT_FILTER.past : SHIPMENT_FILTER.current,
      status,
    }),
  shipmentTab: (filter: typeof SHIPMENT_FILTER.current | typeof SHIPMENT_FILTER.past) =>
    listUrl('shipments', { filter }),
  bookings: (status: BookingStatus) => listUrl('bookings', { status }),
  /** The shipments that have a bid still open (the figure counts them; the open bids are its detail). */
  openBids: () => listUrl('shipments', { filter: SHIPMENT_FILTER.all, openBids: true }),
  pendingDrivers: () => listUrl('drivers', { status: VERIFICATION_STATUS.PENDING }),
  pendingVehicles: () => listUrl('vehicles', { status: VERIFICATION_STATUS.PENDING }),
  pendingPartners: () => '/verification',
  pendingPayments: () => listUrl('payments', { status: PAYMENT_STATUS.PENDING }),
  unpaidInvoices: () => listUrl('invoices', { status: INVOICE_STATUS.ISSUED }),
};

/** The booking status codes in their order (1-4, then 13 cancelled). */
export const BOOKING_STATUS_ORDER: readonly BookingStatus[] = Object.values(BOOKING_STATUS);

const num = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** Every shipment status present (missing ones 0), in SPEC §4 order. */
export const shipmentCounts = (raw: unknown) =>
  SHIPMENT_STATUS_ORDER.map((status) => ({ status, count: num(record(raw)[status]) }));

/** Every booking status code present (missing ones 0); the API may key them "4" or 4. */
export const bookingCounts = (raw: unknown) =>
  BOOKING_STATUS_ORDER.map((status) => ({ status, count: num(record(raw)[String(status)]) }));

/** {count, amount}, or a bare count, read defensively. */
export const countAndAmount = (raw: unknown): CountAndAmount =>
  typeof raw === 'number'
    ? { count: raw, amount: 0 }
    : { count: num(record(raw).count), amount: num(record(raw).amount) };

/**
 * The bids report's days, read defensively: `days` or a bare array; each day's `date` (or `day`),
 * `placed` (or `total`/`count`), `accepted`, `rejected`; sorted oldest first.
 */
export function bidDays(raw: unknown): BidDay[] {
  const list = Array.isArray(raw) ? raw : record(raw).days;
  if (!Array.isArray(list)) return [];
  return list
    .map((entry) => {
      const day = record(entry);
      return {
        date: String(day.date ?? day.day ?? ''),
        placed: num(day.placed ?? day.total ?? day.count),
        accepted: num(day.accepted),
        rejected: num(day.rejected),
      };
    })
    .filter((day) => day.date)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The chart's text alternative: the window's totals and its busiest day (in English without a translate). */
export function bidSummary(days: readonly BidDay[], translate: Translate): string {
  if (!days.length) return translate('app.dashboard.charts.noBids');
  const sum = (key: 'placed' | 'accepted' | 'rejected') => days.reduce((total, day) => total + day[key], 0);
  const busiest = days.reduce((best, day) => (day.placed > best.placed ? day : best), days[0]);
  const totals = translate('app.dashboard.charts.bidTotals', {
    smart_count: days.length,
    from: days[0].date,
    to: days[days.length - 1].date,
    placed: sum('placed'),
    accepted: sum('accepted'),
    rejected: sum('rejected'),
  });
  if (!busiest.placed) return totals;
  return `${totals} ${translate('app.dashboard.charts.busiestDay', { date: busiest.date, placed: busiest.placed })}`;
}

/** The API refused the call to this user's role (403): the panel is not theirs, so it is left out. */
export const isForbidden = (error: unknown) => (error as { status?: unknown } | null | undefined)?.status === 403;

/**
 * The permission areas (SPEC §3 "resource:list") behind the staff dashboard's panels: `reports` for
 * the report calls, the others for the lists a figure links to (and is counted from without reports).
 */
export const STAFF_DASHBOARD_AREAS = [
  'reports',
  'shipments',
  'bookings',
  'drivers',
  'vehicles',
  'verification',
  'payments',
  'invoices',
] as const;
export type StaffDashboardArea = (typeof STAFF_DASHBOARD_AREAS)[number];
/** Whether the signed-in user may list an area (the authProvider's answer). */
export type MayList = (area: StaffDashboardArea) => boolean;
