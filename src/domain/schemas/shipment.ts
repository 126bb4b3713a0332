import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { BID_CATEGORY_TYPE, SHIPMENT_TYPE, contractAmountBelowRate } from '../bidding';
import { VEHICLE_TYPE } from '../vehicleTypes';
import { INSTRUCTIONS_MAX_LENGTH, LOADING_TIME_LOOKBACK_MS } from '../limits';
import {
  MAX_STOPS_PER_SIDE,
  MAX_VEHICLE_COUNT,
  MAX_WHOLE_NUMBER,
  REFERENCE_NUMBER_MAX_LENGTH,
  SHIPMENT_QUANTITY,
} from '../limits';
import {
  CITY_TRAVEL_RESTRICTION,
  CITY_TRAVEL_RESTRICTION_DEFAULT,
  LABOUR_AVAILABILITY,
  DEFAULT_VEHICLE_COUNT,
  LABOUR_AVAILABILITY_DEFAULT,
} from '../shipments';
import { PAYMENT_TYPE, POOL_TYPE } from '../shipments';
import { LOCAL_PHONE_PATTERN, localPhoneText } from './rules';
import {
  blankToUndefined,
  booleanField,
  choiceField,
  dateField,
  flagField,
  idField,
  loadsWeight,
} from './shipmentLocation';
import { locationSchema, numberField, textField, weightField } from './shipmentLocation';

export * from './shipmentLocation';

/**
 * Validation context: `creating` turns on SPEC §5 "later than now" for the loading time (the API and
 * the wizard pass it on create; edits of an old shipment do not); `now` makes the clock testable;
 * `staff: false` for a shipper or broker, whose writes never carry STAFF_ONLY_SHIPMENT_FIELDS.
 */
export interface ShipmentValidationContext {
  creating?: boolean;
  now?: Date;
  staff?: boolean;
  /** The chosen vehicle type variant's capacity (the API reads it from the database; the wizard from the lookup). */
  capacity?: VehicleCapacity;
}

/** What one vehicle of a variant carries (SPEC §5 "the vehicles' max weight"), in tonnes. */
export interface VehicleCapacity {
  minWeightTonnes: number;
  maxWeightTonnes: number;
}

/**
 * What only staff set on a shipment (issue 36): the contract amount (the platform's price, also set by
 * "Set contract amount" and the contract-amount upload) and the verification status. A shipper's or
 * broker's write drops them; a contractual shipment of theirs gets its contract amount from staff.
 */
export const STAFF_ONLY_SHIPMENT_FIELDS = ['contractAmount', 'verificationStatusTypeId'] as const;

/** The body without the staff-only fields (a non-object is left for validation to refuse). */
export function withoutStaffOnlyFields(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const kept = { ...(body as Record<string, unknown>) };
  for (const field of STAFF_ONLY_SHIPMENT_FIELDS) delete kept[field];
  return kept;
}
const contextOf = (options: { context?: unknown }) => (options.context ?? {}) as ShipmentValidationContext;
/** The validation context's clock (`now`), else the real one. */
export const nowOf = (options: { context?: unknown }) => contextOf(options).now ?? new Date();

/** Floating-point slack for weight × count comparisons (2.2 × 3 is 6.6000000000000005). */
const EPSILON = 1e-9;

const positive = () => numberField().moreThan(0, MESSAGES.mustBePositive);
const amount = () => positive().integer(MESSAGES.wholeNumber).max(MAX_WHOLE_NUMBER, MESSAGES.numberTooLarge);
/** An optional local phone, read from "+92 300 1234567" or "0300-1234567" as 03001234567 (localPhoneForm). */
const phone = () =>
  localPhoneText()
    .transform(blankToUndefined)
    .matches(LOCAL_PHONE_PATTERN, { message: MESSAGES.invalidPhone, excludeEmptyString: true });

/** SPEC §5: within the last 24 hours or later, and (on create) later than now. */
const loadingTimeField = () =>
  dateField().test('loading-time', MESSAGES.loadingTimeWindow, function check(value) {
    if (!value) return true;
    const now = nowOf(this.options);
    if (value.getTime() < now.getTime() - LOADING_TIME_LOOKBACK_MS) return false;
    if (contextOf(this.options).creating && value.getTime() <= now.getTime())
      return this.createError({ message: MESSAGES.loadingTimeFuture });
    return true;
  });

const minShipperRateField = () =>
  amount().test('min-below-max', MESSAGES.minRateBelowMax, function check(min) {
    return !shipperRateRangeError({
      minShipperRate: min,
      maxShipperRate: (this.parent as { maxShipperRate?: number }).maxShipperRate,
    });
  });

const vehicleCountField = () =>
  numberField()
    .integer(MESSAGES.wholeNumber)
    .min(1, MESSAGES.mustBePositive)
    .max(MAX_VEHICLE_COUNT, MESSAGES.numberTooLarge);

/** The fields that may change after creation, with the rules they have at creation. */
const editableFields = () => ({
  loadingTime: loadingTimeField(),
  specialInstructions: textField(INSTRUCTIONS_MAX_LENGTH, MESSAGES.instructionsMax),
  consigneeName: textField(),
  consigneeNumber: phone(),
  pointOfContactName: textField(),
  pointOfContactNumber: phone(),
  shipperRate: amount(),
  minShipperRate: minShipperRateField(),
  maxShipperRate: amount(),
  vehicleCount: vehicleCountField(),
  referenceNumber: textField(REFERENCE_NUMBER_MAX_LENGTH, MESSAGES.referenceNumberMax),
  isPodHardCopyReq: flagField(),
});

const usable = (limit: number | undefined) => (limit !== undefined && limit > 0 ? limit : undefined);

interface WeightParent {
  vehicleCount?: number;
  minWeightPerVehicle?: number | null;
  maxWeightPerVehicle?: number | null;
}

/** The tighter of a typed limit and the variant's: a vehicle carries no more than its variant can. */
const tighter = (typed: number | undefined, capacity: number | undefined, pick: (a: number, b: number) => number) =>
  typed === undefined ? capacity : capacity === undefined ? typed : pick(typed, capacity);

/**
 * SPEC §5: total weight not above the vehicles' max weight nor below their min weight. The limits
 * per vehicle are the typed ones bound by the variant's capacity, when a variant is chosen. Used by
 * the create schema and, on the stored row merged with the changes, by an edit.
 */
export function vehicleWeightError(
  values: WeightParent & { weight?: number | null },
  capacity?: VehicleCapacity,
): string | undefined {
  const { weight, vehicleCount = DEFAULT_VEHICLE_COUNT, minWeightPerVehicle, maxWeightPerVehicle } = values;
  // Limits that break their own rules are reported on their own fields, not again here.
  const max = tighter(usable(maxWeightPerVehicle ?? undefined), capacity?.maxWeightTonnes, Math.min);
  const min = tighter(usable(minWeightPerVehicle ?? undefined), capacity?.minWeightTonnes, Math.max);
  if (
    weight === undefined ||
    weight === null ||
    !(vehicleCount >= 1) ||
    (min !== undefined && max !== undefined && min >= max)
  )
    return undefined;
  if (max !== undefined && weight > max * vehicleCount + EPSILON) return MESSAGES.weightAboveVehicleMax;
  if (min !== undefined && weight < min * vehicleCount - EPSILON) return MESSAGES.weightBelowVehicleMin;
  return undefined;
}

/** SPEC §5 (numbers): the min shipper rate stays below the max. */
export const shipperRateRangeError = ({
  minShipperRate,
  maxShipperRate,
}: {
  minShipperRate?: number | null;
  maxShipperRate?: number | null;
}) =>
  minShipperRate != null && maxShipperRate != null && minShipperRate >= maxShipperRate
    ? MESSAGES.minRateBelowMax
    : undefined;

const shipmentWeightField = () =>
  weightField()
    .required(MESSAGES.fillRequired)
    .test('vehicles-weight', MESSAGES.weightAboveVehicleMax, function check(weight) {
      const message = vehicleWeightError(
        { ...(this.parent as WeightParent), weight },
        contextOf(this.options).capacity,
      );
      return message ? this.createError({ message }) : true;
    });

interface LocationsParent {
  weight?: number;
  pickupLocations?: { cityId?: number; loads?: { weight?: number }[] }[];
}

/**
 * When loads are given, they are the shipment: their total on one side is its total weight, neither
 * more nor less (a lighter load left weight no vehicle was booked for, a heavier one weight none could carry).
 */
export function loadsWeightError(weight: number | undefined, locations: LocationsParent['pickupLocations']) {
  const total = loadsWeight(locations);
  if (weight === undefined || Number.isNaN(total) || total === 0) return undefined;
  if (total > weight + EPSILON) return MESSAGES.loadsExceedWeight;
  if (total < weight - EPSILON) return MESSAGES.loadsBelowWeight;
  return undefined;
}

const locationsField = () =>
  yup
    .array(locationSchema)
    .required(MESSAGES.fillRequired)
    .min(1, MESSAGES.fillRequired)
    .max(MAX_STOPS_PER_SIDE, MESSAGES.tooManyStops)
    .test('loads-weight', MESSAGES.loadsExceedWeight, function check(locations) {
      const message = loadsWeightError((this.parent as LocationsParent).weight, locations);
      return message ? this.createError({ message }) : true;
    });

/** POST create-v3 (SPEC §3 shipment form fields). Validate with context { creating: true }. */
export const shipmentSchema = yup.object({
  ...editableFields(),
  /** Filled by the API for shippers; CSR users must give it. */
  companyId: idField(),
  projectId: idField(),
  shipperId: idField(),
  shipmentCategoryTypeId: choiceField(SHIPMENT_TYPE, MESSAGES.invalidShipmentCategory).required(MESSAGES.fillRequired),
  bidCategoryTypeId: choiceField(BID_CATEGORY_TYPE).required(MESSAGES.fillRequired),
  vehicleTypeId: choiceField(VEHICLE_TYPE).required(MESSAGES.fillRequired),
  vehicleTypeVariantId: idField(),
  vehicleCount: vehicleCountField().default(DEFAULT_VEHICLE_COUNT),
  quantity: numberField()
    .integer(MESSAGES.wholeNumber)
    .min(SHIPMENT_QUANTITY.min, MESSAGES.quantityRange)
    .max(SHIPMENT_QUANTITY.max, MESSAGES.quantityRange),
  weight: shipmentWeightField(),
  minWeightPerVehicle: positive().test('min-below-max', MESSAGES.minWeightBelowMax, function check(min) {
    const max = (this.parent as WeightParent).maxWeightPerVehicle;
    return min === undefined || max === undefined || max === null || min < max;
  }),
  maxWeightPerVehicle: positive(),
  loadingTime: loadingTimeField().required(MESSAGES.fillRequired),
  acceptAutoBid: flagField(),
  autoNegotiate: flagField(),
  hsCode: flagField(),
  customAddress: flagField(),
  /** SPEC §5: a valid contract amount is required for a contractual shipment. */
  contractAmount: numberField()
    .integer(MESSAGES.invalidContractAmount)
    .moreThan(0, MESSAGES.invalidContractAmount)
    .max(MAX_WHOLE_NUMBER, MESSAGES.invalidContractAmount)
    .when(['shipmentCategoryTypeId', '$staff'], ([category, staff], schema) =>
      category === SHIPMENT_TYPE.CONTRACTUAL && staff !== false ? schema.required(MESSAGES.fillRequired) : schema,
    )
    // What the shipper pays is never less than its own rate: the same rule as "Set contract amount".
    .test('not-below-shipper-rate', MESSAGES.contractBelowShipperRate, function notBelow(amount) {
      const rate = (this.parent as { shipperRate?: number | null }).shipperRate;
      return amount === undefined || amount === null || !contractAmountBelowRate(amount, rate ?? null);
    }),
  paymentReceivingTypeId: choiceField(PAYMENT_TYPE).required(MESSAGES.fillRequired),
  poolType: choiceField(POOL_TYPE).default(POOL_TYPE.PUBLIC),
  labourAvailabilityTypeId: choiceField(LABOUR_AVAILABILITY).default(LABOUR_AVAILABILITY_DEFAULT),
  cityTravelRestrictionTypeId: choiceField(CITY_TRAVEL_RESTRICTION).default(CITY_TRAVEL_RESTRICTION_DEFAULT),
  addaMarfat: textField(),
  verificationStatusTypeId: idField(),
  shipmentContainerDto: yup
    .object({
      blNumber: textField(),
      detentionCharges: numberField().min(0, MESSAGES.notNegative),
      /** SPEC §5: return time must be greater than loading time. */
      emptyReturnDate: dateField().test('after-loading', MESSAGES.returnAfterLoading, function check(value) {
        const raw = (this.from?.[1]?.value as { loadingTime?: unknown } | undefined)?.loadingTime;
        // The parent holds the input as sent: a Date from the form, an ISO string from JSON.
        const loadingTime = raw instanceof Date ? raw : typeof raw === 'string' ? new Date(raw) : undefined;
        return !value || !loadingTime || Number.isNaN(loadingTime.getTime()) || value.getTime() > loadingTime.getTime();
      }),
      noOfContainers: numberField().integer(MESSAGES.wholeNumber).min(1, MESSAGES.mustBePositive),
      returnLocation: textField(),
    })
    .default(undefined),
  pickupLocations: locationsField(),
  /** SPEC §5: pick-up and drop-off cities must differ. */
  dropOffLocations: locationsField().test('different-cities', MESSAGES.sameCities, function check(dropOffs) {
    const pickupCities = new Set(
      ((this.parent as LocationsParent).pickupLocations ?? []).map((location) => location.cityId),
    );
    return !dropOffs.some((location) => location.cityId !== undefined && pickupCities.has(location.cityId));
  }),
});
export type ShipmentInput = yup.InferType<typeof shipmentSchema>;

/** PATCH of a shipment: only the editable fields, each optional, no defaults (an absent field is unchanged). */
export const shipmentUpdateSchema = yup.object({
  ...editableFields(),
  vehicleCount: vehicleCountField(),
  isPodHardCopyReq: booleanField(),
  /** The version the edit was made from; the API refuses an edit of an older version. */
  version: numberField()
    .integer(MESSAGES.wholeNumber)
    .min(1, MESSAGES.mustBePositive)
    .max(MAX_WHOLE_NUMBER, MESSAGES.numberTooLarge),
});
