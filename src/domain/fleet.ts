import { DOCUMENT_TYPE, PARTNER_DOCUMENT_TYPE_IDS } from './documentTypes';

/** Verification state of a driver or vehicle (CSR staff verify or reject with a reason). */
export const VERIFICATION_STATUS = { PENDING: 'PENDING', VERIFIED: 'VERIFIED', REJECTED: 'REJECTED' } as const;
export type VerificationStatus = (typeof VERIFICATION_STATUS)[keyof typeof VERIFICATION_STATUS];
export const VERIFICATION_STATUSES = Object.values(VERIFICATION_STATUS);
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  PENDING: 'Awaiting verification',
  VERIFIED: 'Verified',
  REJECTED: 'Rejected',
};

/** What a saved location is (our design; SPEC shows no fields of locations). */
export const LOCATION_TYPE = {
  WAREHOUSE: 'WAREHOUSE',
  FACTORY: 'FACTORY',
  PORT: 'PORT',
  YARD: 'YARD',
  TRUCK_STAND: 'TRUCK_STAND',
  OTHER: 'OTHER',
} as const;
export type LocationType = (typeof LOCATION_TYPE)[keyof typeof LOCATION_TYPE];
export const LOCATION_TYPES = Object.values(LOCATION_TYPE);
export const LOCATION_TYPE_LABELS: Record<LocationType, string> = {
  WAREHOUSE: 'Warehouse',
  FACTORY: 'Factory',
  PORT: 'Port',
  YARD: 'Container yard',
  TRUCK_STAND: 'Truck stand',
  OTHER: 'Other',
};

/** Documents a driver's file holds: CNIC and driving licence first (needed to verify), then others. */
export const DRIVER_DOCUMENT_TYPE_IDS = [
  DOCUMENT_TYPE.CNIC,
  DOCUMENT_TYPE.DRIVING_LICENSE,
  DOCUMENT_TYPE.OTHERS,
] as const;
export const DRIVER_REQUIRED_DOCUMENT_TYPE_IDS = [DOCUMENT_TYPE.CNIC, DOCUMENT_TYPE.DRIVING_LICENSE] as const;
/** A vehicle's file: its registration (SPEC document type 6), then others. */
export const VEHICLE_DOCUMENT_TYPE_IDS = [6, DOCUMENT_TYPE.OTHERS] as const;
/** A partner's own file (userDocument): the partner document types of SPEC §3 and the partner verification document. */
export const USER_DOCUMENT_TYPE_IDS = [
  ...PARTNER_DOCUMENT_TYPE_IDS,
  DOCUMENT_TYPE.PARTNER_VERIFICATION_DOCUMENT,
] as const;

/** Fleet text limits. */
export const FLEET_LIMITS = {
  nameMax: 100,
  descriptionMax: 500,
  registrationMax: 20,
  licenseNumberMax: 30,
  capacityTonnesMax: 100,
  modelYearMin: 1960,
  shopsMax: 20,
  tyreSizeMax: 30,
  reasonMax: 500,
  /** GET /location/search answers at most this many places (a picker's list). */
  locationSearchMax: 20,
} as const;
