import { PAGE_SIZE } from './limits';

/** A list read under one record (react-admin's getManyReference by `target`), with no screens of its own. */
export interface NestedRoute {
  /** The reference field it is read by: the record's id goes into `path` in place of `:id`. */
  target: string;
  path: string;
  pageSize: number;
}

/** The dataProvider's table of nested lists: a shipment's (or a booking's) history. */
export const NESTED_ROUTES: Record<string, NestedRoute> = {
  shipmentHistory: { target: 'shipmentId', path: '/shipment/:id/history', pageSize: PAGE_SIZE.history },
  bookingHistory: { target: 'bookingId', path: '/booking/:id/history', pageSize: PAGE_SIZE.history },
};
