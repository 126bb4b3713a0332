import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { contractAmountBelowRate } from '../bidding';
import { CANCEL_REASON_MAX_LENGTH, MAX_WHOLE_NUMBER, PAGE_SIZE, REFERENCE_NUMBER_MAX_LENGTH } from '../limits';
import {
  CANCELLATION_TYPE,
  POOL_TYPE,
  SHIPMENT_FILTER,
  SHIPMENT_STATUS_ORDER,
  TAGGING_ORIGIN,
  type ShipmentFilter,
  type ShipmentStatus,
  type TaggingOrigin,
} from '../shipments';
import { trimmedString } from './rules';
import { clockField } from './clocks';
import {
  blankToUndefined,
  booleanField,
  choiceField,
  dateField,
  flagField,
  numberField,
  textField,
} from './shipmentLocation';
import { pageFields, sortOrderField, timeRangeFields } from './listQuery';
import { nowOf } from './shipment';

/*
 * What the API takes about shipments that already exist, besides an edit (shipment.ts has the
 * create and edit schemas): the actions on one shipment (cancel, pool, margin, tag, bid window)
 * and the shipment list's query.
 */

export const cancelShipmentSchema = yup.object({
  cancellationType: choiceField(CANCELLATION_TYPE).required(MESSAGES.fillRequired),
  reason: trimmedString().required(MESSAGES.fillRequired).max(CANCEL_REASON_MAX_LENGTH, MESSAGES.cancelReasonMax),
});
export type CancelShipmentInput = yup.InferType<typeof cancelShipmentSchema>;

/** The public → private move is refused by canChangePool (MESSAGES.publicToPrivate), which needs the current pool. */
export const changePoolSchema = yup.object({
  poolType: choiceField(POOL_TYPE).required(MESSAGES.fillRequired),
});

/** What "Set contract amount" takes; with the shipment's shipper rate as $shipperRate, never below it. */
export const marginSchema = yup.object({
  contractAmount: numberField()
    .moreThan(0, MESSAGES.invalidContractAmount)
    .integer(MESSAGES.invalidContractAmount)
    .max(MAX_WHOLE_NUMBER, MESSAGES.invalidContractAmount)
    .required(MESSAGES.fillRequired)
    .test('not-below-shipper-rate', MESSAGES.contractBelowShipperRate, function notBelow(amount) {
      const shipperRate = (this.options.context as { shipperRate?: number | null } | undefined)?.shipperRate;
      return amount === undefined || !contractAmountBelowRate(amount, shipperRate ?? null);
    }),
});
export type MarginInput = yup.InferType<typeof marginSchema>;

export const tagSchema = yup.object({
  taggingOrigin: yup
    .string()
    .oneOf(Object.values(TAGGING_ORIGIN) as TaggingOrigin[], MESSAGES.invalidOption)
    .required(MESSAGES.fillRequired),
});
export type TagInput = yup.InferType<typeof tagSchema>;

export const bidWindowSchema = yup.object({
  open: booleanField().required(MESSAGES.fillRequired),
  closesAt: dateField().test('future', MESSAGES.bidWindowCloseFuture, function check(value) {
    return !value || value.getTime() > nowOf(this.options).getTime();
  }),
});

/** Columns the shipment list may be sorted by. */
export const SHIPMENT_SORT_FIELDS = ['loadingTime', 'createdAt', 'referenceNumber', 'status', 'weight'] as const;
export type ShipmentSortField = (typeof SHIPMENT_SORT_FIELDS)[number];

/** GET of the shipment list: query-string values arrive as strings and are coerced. */
export const shipmentListQuerySchema = yup.object({
  filter: yup
    .string()
    .transform(blankToUndefined)
    .oneOf(Object.values(SHIPMENT_FILTER) as ShipmentFilter[], MESSAGES.invalidOption)
    .default(SHIPMENT_FILTER.current),
  filterAssignedToMe: flagField(),
  filterCreatedByMe: flagField(),
  ...timeRangeFields(),
  ...pageFields(PAGE_SIZE.shipments),
  poolType: choiceField(POOL_TYPE),
  referenceNo: textField(REFERENCE_NUMBER_MAX_LENGTH, MESSAGES.referenceNumberMax),
  clock: clockField('shipments'),
  /** One SPEC §4 status, within the current / past / all tab (the dashboard's status cards open it). */
  status: yup
    .string()
    .transform(blankToUndefined)
    .oneOf(SHIPMENT_STATUS_ORDER as ShipmentStatus[], MESSAGES.invalidOption),
  /** Only shipments with a bid still open (CREATED): what the dashboard's open-bids card counts. */
  openBids: flagField(),
  sort: yup
    .string()
    .transform(blankToUndefined)
    .oneOf(SHIPMENT_SORT_FIELDS, MESSAGES.invalidSort)
    .default('loadingTime'),
  order: sortOrderField(),
});
export type ShipmentListQuery = yup.InferType<typeof shipmentListQuerySchema>;
