import type { SortPayload } from 'react-admin';
import { VERIFICATION_STATUS } from '#domain/fleet';
import { INVOICE_STATUS, PAYMENT_STATUS } from '#domain/money';
import { BOOKING_STATUS_COLOURS, type PaletteName } from '#domain/palette';
import { SHIPMENT_FILTER } from '#domain/shipments';
import { CASE_STATUS } from '#domain/verification';
import type { FreightApi } from '../../providers/dataProvider';
import { BOOKING_STATUS_ORDER, DASHBOARD_LINKS, type StaffDashboardArea } from './dashboardData';

/**
 * One dashboard figure counted from a list the user may read (its total), for staff whose role has
 * no reports: the same figures the report gives, wherever a list can count them.
 */
export interface ListCount {
  /** Unique among the dashboard's figures (its query key). */
  key: string;
  /** The permission area that must allow listing it. */
  area: StaffDashboardArea;
  /** Message key of the label. */
  label: string;
  /** Message key of the link's accessible name before the figure (`%{status}`: the label); the label when absent. */
  name?: string;
  to: string;
  colour: PaletteName;
  count: (api: FreightApi, signal?: AbortSignal) => Promise<number>;
}

/** Each list's own order (the shipment and booking lists refuse others); the rest ignore it. */
const SORTS: Record<string, SortPayload> = {
  shipments: { field: 'loadingTime', order: 'DESC' },
  bookings: { field: 'createdAt', order: 'DESC' },
};

/** How many rows a filtered list holds: one row asked for, its total read. */
const listTotal =
  (resource: string, filter: Record<string, unknown>) =>
  async (api: FreightApi, signal?: AbortSignal): Promise<number> => {
    const { total, data } = await api.getList(resource, {
      pagination: { page: 1, perPage: 1 },
      sort: SORTS[resource] ?? { field: 'id', order: 'DESC' },
      filter,
      signal,
    });
    return Number(total ?? data.length) || 0;
  };

/** What waits on staff: the report's figures that a list can count (open bids have no list of their own). */
export const WAITING_COUNTS: readonly ListCount[] = [
  {
    key: 'pendingDrivers',
    area: 'drivers',
    label: 'app.dashboard.figures.pendingDrivers',
    to: DASHBOARD_LINKS.pendingDrivers(),
    colour: 'amber',
    count: listTotal('drivers', { status: VERIFICATION_STATUS.PENDING }),
  },
  {
    key: 'pendingVehicles',
    area: 'vehicles',
    label: 'app.dashboard.figures.pendingVehicles',
    to: DASHBOARD_LINKS.pendingVehicles(),
    colour: 'amber',
    count: listTotal('vehicles', { status: VERIFICATION_STATUS.PENDING }),
  },
  {
    key: 'pendingPartners',
    area: 'verification',
    label: 'app.dashboard.figures.pendingPartners',
    to: DASHBOARD_LINKS.pendingPartners(),
    colour: 'amber',
    count: async (api, signal) =>
      (await api.getVerificationQueue({ status: CASE_STATUS.PENDING, page: 0, pageSize: 1 }, signal)).totalElements,
  },
  {
    key: 'pendingPayments',
    area: 'payments',
    label: 'app.dashboard.figures.pendingPayments',
    to: DASHBOARD_LINKS.pendingPayments(),
    colour: 'orange',
    count: listTotal('payments', { status: PAYMENT_STATUS.PENDING }),
  },
  {
    key: 'unpaidInvoices',
    area: 'invoices',
    label: 'app.dashboard.figures.unpaidInvoices',
    to: DASHBOARD_LINKS.unpaidInvoices(),
    colour: 'purple',
    count: listTotal('invoices', { status: INVOICE_STATUS.ISSUED }),
  },
];

/** Shipments by the list's own tabs (the list has no status filter, SPEC §4). */
export const SHIPMENT_COUNTS: readonly ListCount[] = [
  {
    key: 'currentShipments',
    area: 'shipments',
    label: 'app.dashboard.figures.current',
    name: 'app.dashboard.figures.currentShipments',
    to: DASHBOARD_LINKS.shipmentTab(SHIPMENT_FILTER.current),
    colour: 'blue',
    count: listTotal('shipments', { filter: SHIPMENT_FILTER.current }),
  },
  {
    key: 'pastShipments',
    area: 'shipments',
    label: 'app.dashboard.figures.past',
    name: 'app.dashboard.figures.pastShipments',
    to: DASHBOARD_LINKS.shipmentTab(SHIPMENT_FILTER.past),
    colour: 'grey',
    count: listTotal('shipments', { filter: SHIPMENT_FILTER.past }),
  },
];

/** Bookings per status code, as the report's cards. */
export const BOOKING_COUNTS: readonly ListCount[] = BOOKING_STATUS_ORDER.map((status) => ({
  key: `bookings-${status}`,
  area: 'bookings',
  label: `enums.bookingStatus.${status}`,
  name: 'app.dashboard.figures.statusBookings',
  to: DASHBOARD_LINKS.bookings(status),
  colour: BOOKING_STATUS_COLOURS[status],
  count: listTotal('bookings', { status }),
}));
