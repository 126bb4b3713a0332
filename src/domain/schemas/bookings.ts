import * as yup from 'yup';
import { MESSAGES, MESSAGE_TEMPLATES, fillMessage } from '../messages';
import {
  CANCEL_REASON_MAX_LENGTH,
  MAX_VEHICLE_COUNT,
  MAX_WHOLE_NUMBER,
  PAGE_SIZE,
  REFERENCE_NUMBER_MAX_LENGTH,
} from '../limits';
import { BOOKING_STATUS, TRIP_STATUS } from '../bookings';
import { selectableDocumentTypeField } from './shipmentExtras';
import { clockField } from './clocks';
import { chargeAmountField } from './billing';
import {
  blankToUndefined,
  booleanField,
  choiceField,
  dateField,
  idField,
  numberField,
  textField,
} from './shipmentLocation';
import { pageFields, sortOrderField, timeRangeFields } from './listQuery';
import { laneFilterFields } from './laneRates';
import { scoreFilterFields } from './scorecards';

/** SPEC §9 bid limits say it with numbers: the text names the row's min and max. */
export const bidLimitMessage = (min: number, max: number) =>
  fillMessage(MESSAGE_TEMPLATES.bidLimit, {
    min: new Intl.NumberFormat('en').format(min),
    max: new Intl.NumberFormat('en').format(max),
  });

/** Whether an amount is inside a bid-limit row (inclusive), as a SPEC-style message or undefined. */
export const bidLimitError = (
  amount: number | undefined,
  limit: { minAmount: number; maxAmount: number } | null | undefined,
) =>
  amount !== undefined && limit && (amount < limit.minAmount || amount > limit.maxAmount)
    ? bidLimitMessage(limit.minAmount, limit.maxAmount)
    : undefined;

const amount = () =>
  numberField()
    .integer(MESSAGES.wholeNumber)
    .moreThan(0, MESSAGES.mustBePositive)
    .max(MAX_WHOLE_NUMBER, MESSAGES.numberTooLarge);

/** POST /bid: a partner's bid (staff may place one for a partner). The limits are checked against the shipment's row. */
export const bidSchema = yup.object({
  shipmentId: idField().required(MESSAGES.fillRequired),
  amount: amount().required(MESSAGES.fillRequired),
  vehicleCount: numberField()
    .integer(MESSAGES.wholeNumber)
    .min(1, MESSAGES.mustBePositive)
    .max(MAX_VEHICLE_COUNT, MESSAGES.numberTooLarge)
    .default(1),
  /** Only staff name the partner; a partner always bids for itself. */
  partnerId: idField(),
});

/** Reject (reason kind 2), back out (kind 1) or cancel a booking (kind 3): a reason from reason/refusal. */
export const reasonSchema = yup.object({
  reasonId: idField().required(MESSAGES.reasonRequired),
  details: textField(CANCEL_REASON_MAX_LENGTH, MESSAGES.cancelReasonMax),
});

export const bidLimitUpdateSchema = yup.object({
  minAmount: amount().required(MESSAGES.fillRequired),
  maxAmount: amount()
    .required(MESSAGES.fillRequired)
    .test('above-min', MESSAGES.bidLimitMaxAboveMin, function check(max) {
      const min = (this.parent as { minAmount?: number }).minAmount;
      return max === undefined || min === undefined || max > min;
    }),
});

export const reasonListQuerySchema = yup.object({
  kind: choiceField({ BACKOUT_BID: 1, REJECT_BID: 2, CANCEL_BOOKING: 3 }),
});

export const BOOKING_SORT_FIELDS = ['createdAt', 'amount', 'status'] as const;

/** GET /booking: SPEC §7 page zero-based, pageSize 4, the invoiced flag and filters. */
export const bookingListQuerySchema = yup.object({
  status: choiceField(BOOKING_STATUS),
  invoiced: booleanField(),
  referenceNo: textField(REFERENCE_NUMBER_MAX_LENGTH, MESSAGES.referenceNumberMax),
  shipmentId: idField(),
  partnerId: idField(),
  clock: clockField('bookings'),
  // The bookings behind a lane-rate figure (src/domain/laneRates.ts laneBookingFilter).
  ...laneFilterFields(),
  // The bookings behind a number of a partner's scorecard (src/domain/scorecards.ts).
  ...scoreFilterFields(),
  ...timeRangeFields(),
  ...pageFields(PAGE_SIZE.bookings),
  sort: yup.string().transform(blankToUndefined).oneOf(BOOKING_SORT_FIELDS, MESSAGES.invalidSort).default('createdAt'),
  order: sortOrderField(),
});
export type BookingListQuery = yup.InferType<typeof bookingListQuerySchema>;

export const assignDriverSchema = yup.object({
  driverId: idField().required(MESSAGES.fillRequired),
  vehicleId: idField().required(MESSAGES.fillRequired),
});

export const reassignDriverSchema = assignDriverSchema.shape({
  reason: textField(CANCEL_REASON_MAX_LENGTH, MESSAGES.cancelReasonMax).required(MESSAGES.reasonRequired),
});

/** Bid assign v3: several bookings get their driver and vehicle in one call (all or none). */
export const bulkAssignSchema = yup.object({
  assignments: yup
    .array(assignDriverSchema.shape({ bookingId: idField().required(MESSAGES.fillRequired) }))
    .required(MESSAGES.fillRequired)
    .min(1, MESSAGES.fillRequired)
    .max(50, MESSAGES.numberTooLarge),
});

/** POST booking status per target code (SPEC §4; 13 cancels and needs a reason of kind 3). */
export const bookingStatusParamsSchema = yup.object({
  id: idField().required(MESSAGES.notFound),
  statusCode: choiceField(BOOKING_STATUS, MESSAGES.illegalBookingMove).required(MESSAGES.illegalBookingMove),
});
export const bookingStatusBodySchema = yup.object({
  reasonId: idField(),
  details: textField(CANCEL_REASON_MAX_LENGTH, MESSAGES.cancelReasonMax),
});

/** digitize/v1: a position of a booking's vehicle (SPEC §4 trip statuses 1-5). */
export const positionSchema = yup.object({
  bookingId: idField().required(MESSAGES.fillRequired),
  latitude: numberField()
    .min(-90, MESSAGES.invalidPosition)
    .max(90, MESSAGES.invalidPosition)
    .required(MESSAGES.invalidPosition),
  longitude: numberField()
    .min(-180, MESSAGES.invalidPosition)
    .max(180, MESSAGES.invalidPosition)
    .required(MESSAGES.invalidPosition),
  tripStatus: choiceField(TRIP_STATUS),
  recordedAt: dateField().test(
    'not-future',
    MESSAGES.futurePosition,
    (value) => !value || value.getTime() <= Date.now() + 60_000,
  ),
});

export const bookingDocumentFieldsSchema = yup.object({
  bookingId: idField().required(MESSAGES.fillRequired),
  documentTypeId: selectableDocumentTypeField(),
  /** Rs, on a charge document only: what the shipper is billed for it when the charge is billable. */
  amount: chargeAmountField(),
});
export const bookingDocumentListQuerySchema = yup.object({ bookingId: idField().required(MESSAGES.fillRequired) });

export const lookupSearchQuerySchema = yup.object({
  partnerId: idField(),
  q: textField(100),
  vehicleTypeId: idField(),
});

/** GET /bid/loadboard: the open public shipments a partner may bid on, zero-based pages. */
export const loadboardQuerySchema = yup.object({
  vehicleTypeId: idField(),
  ...pageFields(PAGE_SIZE.shipments),
});
