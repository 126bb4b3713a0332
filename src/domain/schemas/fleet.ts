import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { ADDRESS_MAX_LENGTH, CNIC_DIGITS, MAX_WHOLE_NUMBER, PAGE_SIZE } from '../limits';
import {
  DRIVER_DOCUMENT_TYPE_IDS,
  FLEET_LIMITS,
  LOCATION_TYPES,
  USER_DOCUMENT_TYPE_IDS,
  VEHICLE_DOCUMENT_TYPE_IDS,
  VERIFICATION_STATUS,
  VERIFICATION_STATUSES,
} from '../fleet';
import { dateField, idField, numberField, textField, booleanField } from './shipmentLocation';
import { localPhoneField, requiredText } from './rules';
import { pageFields } from './listQuery';

/*
 * Fleet and places (SPEC §7 "Lookups and resources"). SPEC shows no fields beyond a vehicle's
 * registration number: these are our design, written into the OpenAPI schemas through these schemas.
 */

const REGISTRATION_PATTERN = /^[A-Z0-9][A-Z0-9 -]*[A-Z0-9]$/i;
const CNIC_PATTERN = new RegExp(`^\\d{${CNIC_DIGITS}}$`);

/** A page of a fleet list with its name/number search. */
const searchPageFields = () => ({ ...pageFields(PAGE_SIZE.companies), q: textField(100) });
const statusFilter = () => yup.string().oneOf([...VERIFICATION_STATUSES, undefined], MESSAGES.invalidOption);
const latitude = () => numberField().min(-90, MESSAGES.invalidCoordinates).max(90, MESSAGES.invalidCoordinates);
const longitude = () => numberField().min(-180, MESSAGES.invalidCoordinates).max(180, MESSAGES.invalidCoordinates);
const percent = () => numberField().min(0, MESSAGES.percentRange).max(100, MESSAGES.percentRange);

/** GET /drivers: paged, by partner, status or a name/phone/CNIC search. */
export const driverListQuerySchema = yup.object({
  ...searchPageFields(),
  partnerId: idField(),
  status: statusFilter(),
  vehicleTypeId: idField(),
});
/** GET /vehicles: paged, by partner, fleet, type, status or a registration search. */
export const vehicleListQuerySchema = yup.object({
  ...searchPageFields(),
  partnerId: idField(),
  fleetId: idField(),
  vehicleTypeId: idField(),
  status: statusFilter(),
});
export const fleetListQuerySchema = yup.object({
  ...searchPageFields(),
  partnerId: idField(),
});
export const fuelPumpListQuerySchema = yup.object({
  ...searchPageFields(),
  cityId: idField(),
  active: booleanField(),
});
export const tyreOfferListQuerySchema = yup.object({
  ...searchPageFields(),
  active: booleanField(),
  fuelPumpId: idField(),
});
export const locationListQuerySchema = yup.object({
  ...searchPageFields(),
  cityId: idField(),
  companyId: idField(),
  locationType: yup.string().oneOf([...LOCATION_TYPES, undefined], MESSAGES.invalidOption),
});

/** A driver: who, how to reach them, their CNIC and licence, which partner, what they can drive. Staff name the partner. */
export const driverSchema = yup.object({
  fullName: requiredText().max(FLEET_LIMITS.nameMax, MESSAGES.textTooLong),
  phoneNumber: localPhoneField(),
  cnic: requiredText().matches(CNIC_PATTERN, MESSAGES.invalidCnic),
  licenseNumber: requiredText().max(FLEET_LIMITS.licenseNumberMax, MESSAGES.textTooLong),
  licenseExpiry: dateField().required(MESSAGES.fillRequired),
  partnerId: idField(),
  vehicleTypeIds: yup.array(idField().required()).max(20, MESSAGES.invalidOption).default([]),
});
export type DriverInput = yup.InferType<typeof driverSchema>;

/** A vehicle: registration, type and variant, capacity, partner, fleet. Staff name the partner. */
export const vehicleSchema = yup.object({
  registrationNumber: requiredText()
    .max(FLEET_LIMITS.registrationMax, MESSAGES.textTooLong)
    .matches(REGISTRATION_PATTERN, MESSAGES.invalidRegistration),
  vehicleTypeId: idField().required(MESSAGES.fillRequired),
  vehicleTypeVariantId: idField(),
  capacityTonnes: numberField()
    .moreThan(0, MESSAGES.mustBePositive)
    .max(FLEET_LIMITS.capacityTonnesMax, MESSAGES.numberTooLarge)
    .required(MESSAGES.fillRequired),
  make: textField(FLEET_LIMITS.nameMax),
  modelYear: numberField()
    .integer(MESSAGES.wholeNumber)
    .min(FLEET_LIMITS.modelYearMin, MESSAGES.invalidModelYear)
    .max(new Date().getFullYear() + 1, MESSAGES.invalidModelYear),
  partnerId: idField(),
  fleetId: idField(),
});
export type VehicleInput = yup.InferType<typeof vehicleSchema>;

/** A fleet: a partner's named group of vehicles. */
export const fleetSchema = yup.object({
  name: requiredText().max(FLEET_LIMITS.nameMax, MESSAGES.textTooLong),
  description: textField(FLEET_LIMITS.descriptionMax),
  partnerId: idField(),
  vehicleIds: yup.array(idField().required()).max(500, MESSAGES.invalidOption),
});
export type FleetInput = yup.InferType<typeof fleetSchema>;

/** PUT /drivers/:id/verification and /vehicles/:id/verification: verify, or reject with a reason. */
export const verificationDecisionSchema = yup.object({
  status: yup.string().required(MESSAGES.fillRequired).oneOf(VERIFICATION_STATUSES, MESSAGES.invalidOption),
  reason: textField(FLEET_LIMITS.reasonMax, MESSAGES.cancelReasonMax).when('status', ([status], schema) =>
    status === VERIFICATION_STATUS.REJECTED ? schema.required(MESSAGES.rejectionReasonRequired) : schema,
  ),
});
export type VerificationDecisionInput = yup.InferType<typeof verificationDecisionSchema>;

/** GET /driver-vehicle-type?driverId= and PUT /driver-vehicle-type/:driverId { vehicleTypeIds }. */
export const driverVehicleTypeQuerySchema = yup.object({ driverId: idField().required(MESSAGES.fillRequired) });
export const driverVehicleTypesSchema = yup.object({
  vehicleTypeIds: yup.array(idField().required()).max(20, MESSAGES.invalidOption).required(MESSAGES.fillRequired),
});

/** The text fields of a driver, vehicle or partner document upload, and the list query of each: the owner and a type allowed for it. */
const documentTypeOf = (allowed: readonly number[]) =>
  idField()
    .required(MESSAGES.fillRequired)
    .test('allowed', MESSAGES.invalidDocumentType, (id) => id === undefined || allowed.includes(id));
export const driverDocumentFieldsSchema = yup.object({
  driverId: idField().required(MESSAGES.fillRequired),
  documentTypeId: documentTypeOf(DRIVER_DOCUMENT_TYPE_IDS),
});
export const driverDocumentListQuerySchema = yup.object({ driverId: idField().required(MESSAGES.fillRequired) });
export const vehicleDocumentFieldsSchema = yup.object({
  vehicleId: idField().required(MESSAGES.fillRequired),
  documentTypeId: documentTypeOf(VEHICLE_DOCUMENT_TYPE_IDS),
});
export const vehicleDocumentListQuerySchema = yup.object({ vehicleId: idField().required(MESSAGES.fillRequired) });
export const userDocumentFieldsSchema = yup.object({
  userId: idField().required(MESSAGES.fillRequired),
  documentTypeId: documentTypeOf(USER_DOCUMENT_TYPE_IDS),
});
export const userDocumentListQuerySchema = yup.object({ userId: idField().required(MESSAGES.fillRequired) });

export const fuelPumpSchema = yup.object({
  name: requiredText().max(FLEET_LIMITS.nameMax, MESSAGES.textTooLong),
  brand: requiredText().max(FLEET_LIMITS.nameMax, MESSAGES.textTooLong),
  cityId: idField().required(MESSAGES.fillRequired),
  address: requiredText().max(ADDRESS_MAX_LENGTH, MESSAGES.addressMax),
  latitude: latitude().required(MESSAGES.fillRequired),
  longitude: longitude().required(MESSAGES.fillRequired),
  discountPercent: percent().required(MESSAGES.fillRequired),
  active: booleanField().default(true),
});
export type FuelPumpInput = yup.InferType<typeof fuelPumpSchema>;

export const tyreOfferSchema = yup
  .object({
    brand: requiredText().max(FLEET_LIMITS.nameMax, MESSAGES.textTooLong),
    size: requiredText().max(FLEET_LIMITS.tyreSizeMax, MESSAGES.textTooLong),
    price: numberField()
      .integer(MESSAGES.wholeNumber)
      .moreThan(0, MESSAGES.mustBePositive)
      .max(MAX_WHOLE_NUMBER, MESSAGES.numberTooLarge)
      .required(MESSAGES.fillRequired),
    discountPercent: percent().required(MESSAGES.fillRequired),
    fuelPumpIds: yup.array(idField().required()).max(100, MESSAGES.invalidOption).default([]),
    shops: yup
      .array(requiredText().max(FLEET_LIMITS.nameMax, MESSAGES.textTooLong))
      .max(FLEET_LIMITS.shopsMax, MESSAGES.invalidOption)
      .default([]),
    validUntil: dateField(),
    active: booleanField().default(true),
  })
  .test(
    'somewhere',
    MESSAGES.tyreOfferNowhere,
    (offer) => (offer.fuelPumpIds?.length ?? 0) + (offer.shops?.length ?? 0) > 0,
  );
export type TyreOfferInput = yup.InferType<typeof tyreOfferSchema>;

export const placeSchema = yup.object({
  name: requiredText().max(FLEET_LIMITS.nameMax, MESSAGES.textTooLong),
  locationType: yup.string().required(MESSAGES.fillRequired).oneOf(LOCATION_TYPES, MESSAGES.invalidOption),
  address: requiredText().max(ADDRESS_MAX_LENGTH, MESSAGES.addressMax),
  cityId: idField().required(MESSAGES.fillRequired),
  latitude: latitude().required(MESSAGES.fillRequired),
  longitude: longitude().required(MESSAGES.fillRequired),
  companyId: idField(),
  contactName: textField(FLEET_LIMITS.nameMax),
  contactNumber: textField(20).matches(/^\+?\d{7,15}$/, { message: MESSAGES.invalidPhone, excludeEmptyString: true }),
});
export type PlaceInput = yup.InferType<typeof placeSchema>;
