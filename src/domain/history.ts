import * as yup from 'yup';
import { PAGE_SIZE } from './limits';
import { MESSAGES } from './messages';
import { pageFields } from './schemas/listQuery';

/**
 * What happened to a shipment or a booking: one history entry per write (server/history). Each event
 * belongs to one group, which the History tab filters by.
 */
export const HISTORY_GROUP = {
  record: 'record',
  money: 'money',
  bids: 'bids',
  assignment: 'assignment',
  documents: 'documents',
} as const;
export type HistoryGroup = (typeof HISTORY_GROUP)[keyof typeof HISTORY_GROUP];

export const HISTORY_EVENTS = {
  created: HISTORY_GROUP.record,
  edited: HISTORY_GROUP.record,
  statusMoved: HISTORY_GROUP.record,
  cancelled: HISTORY_GROUP.record,
  tagged: HISTORY_GROUP.record,
  poolChanged: HISTORY_GROUP.record,
  bidWindowChanged: HISTORY_GROUP.bids,
  pointOfContactAssigned: HISTORY_GROUP.assignment,
  projectVerticalChanged: HISTORY_GROUP.record,
  vehicleCountChanged: HISTORY_GROUP.record,
  marginChanged: HISTORY_GROUP.money,
  contractAmountUploaded: HISTORY_GROUP.money,
  bidPlaced: HISTORY_GROUP.bids,
  bidAccepted: HISTORY_GROUP.bids,
  bidRejected: HISTORY_GROUP.bids,
  bidBackedOut: HISTORY_GROUP.bids,
  driverAssigned: HISTORY_GROUP.assignment,
  driverReassigned: HISTORY_GROUP.assignment,
  documentAdded: HISTORY_GROUP.documents,
  documentRemoved: HISTORY_GROUP.documents,
  documentReviewed: HISTORY_GROUP.documents,
  paymentPaid: HISTORY_GROUP.money,
  invoiced: HISTORY_GROUP.money,
  invoiceCancelled: HISTORY_GROUP.money,
  invoicePaid: HISTORY_GROUP.money,
} as const satisfies Record<string, HistoryGroup>;
export type HistoryEvent = keyof typeof HISTORY_EVENTS;
export const HISTORY_EVENT_NAMES = Object.keys(HISTORY_EVENTS) as HistoryEvent[];

export const eventsOfGroup = (group: HistoryGroup) =>
  HISTORY_EVENT_NAMES.filter((event) => HISTORY_EVENTS[event] === group);

/** A value as an entry keeps it (a moment as ISO text). */
export type HistoryScalar = string | number | boolean | null;

/** One field an entry changed, as it was and as it became (null: no value). */
export interface HistoryChange {
  field: string;
  before: HistoryScalar;
  after: HistoryScalar;
}

/** GET /api/shipment/{id}/history and /api/booking/{id}/history: zero-based pages, newest first, optionally one group. */
export const historyQuerySchema = yup.object({
  ...pageFields(PAGE_SIZE.history),
  group: yup
    .string()
    .oneOf(Object.values(HISTORY_GROUP), MESSAGES.invalidOption)
    .transform((value: unknown) => (value === '' ? undefined : value)),
});
export type HistoryQuery = yup.InferType<typeof historyQuerySchema>;
