import type { FieldPath } from 'react-hook-form';
import { BID_CATEGORY_TYPE, SHIPMENT_TYPE } from '../../domain/bidding';
import {
  CITY_TRAVEL_RESTRICTION_DEFAULT,
  DEFAULT_VEHICLE_COUNT,
  GOODS_CODE_TYPE,
  LABOUR_AVAILABILITY_DEFAULT,
  LOCATION_ACTION,
  PAYMENT_TYPE,
  POOL_TYPE,
} from '../../domain/shipments';

/** One load as the wizard holds it: typed text until the schema casts it. */
export interface WizardLoad {
  goodsTypeId: number | '';
  weight: string;
  goodsCodeType: number;
}

export interface WizardLocation {
  cityId: number | '';
  cityName: string;
  latitude?: number;
  longitude?: number;
  address: string;
  locationActionType: number;
  loads: WizardLoad[];
}

/** The whole shipment as typed; `shipmentSchema` casts it to the API body (SPEC §3). */
export interface WizardValues {
  companyId: string;
  loadingTime: Date | null;
  specialInstructions: string;
  pickupLocations: WizardLocation[];
  dropOffLocations: WizardLocation[];
  weight: string;
  quantity: string;
  hsCode: boolean;
  vehicleTypeId: number | '';
  vehicleTypeVariantId: number | '';
  vehicleCount: string | number;
  minWeightPerVehicle: string;
  maxWeightPerVehicle: string;
  shipmentCategoryTypeId: number;
  bidCategoryTypeId: number;
  shipperRate: string;
  minShipperRate: string;
  maxShipperRate: string;
  contractAmount: string;
  paymentReceivingTypeId: number;
  poolType: number;
  acceptAutoBid: boolean;
  autoNegotiate: boolean;
  labourAvailabilityTypeId: number;
  cityTravelRestrictionTypeId: number;
}

const location = (locationActionType: number, loads: WizardLoad[]): WizardLocation => ({
  cityId: '',
  cityName: '',
  address: '',
  locationActionType,
  loads,
});

/** SPEC §3 form defaults. */
export const wizardDefaults = (): WizardValues => ({
  companyId: '',
  loadingTime: null,
  specialInstructions: '',
  pickupLocations: [location(LOCATION_ACTION.PICK_UP, [{ goodsTypeId: '', weight: '', goodsCodeType: GOODS_CODE_TYPE.DEFAULT }])],
  dropOffLocations: [location(LOCATION_ACTION.DROP_OFF, [])],
  weight: '',
  quantity: '',
  hsCode: false,
  vehicleTypeId: '',
  vehicleTypeVariantId: '',
  vehicleCount: DEFAULT_VEHICLE_COUNT,
  minWeightPerVehicle: '',
  maxWeightPerVehicle: '',
  shipmentCategoryTypeId: SHIPMENT_TYPE.SPOT,
  bidCategoryTypeId: BID_CATEGORY_TYPE.PER_VEHICLE,
  shipperRate: '',
  minShipperRate: '',
  maxShipperRate: '',
  contractAmount: '',
  paymentReceivingTypeId: PAYMENT_TYPE.PAID,
  poolType: POOL_TYPE.PUBLIC,
  acceptAutoBid: false,
  autoNegotiate: false,
  labourAvailabilityTypeId: LABOUR_AVAILABILITY_DEFAULT,
  cityTravelRestrictionTypeId: CITY_TRAVEL_RESTRICTION_DEFAULT,
});

export const STEP_LABELS = ['Route', 'Load', 'Vehicle', 'Pricing', 'Review'] as const;

type Name = FieldPath<WizardValues>;

/** The fields each step checks before Next (the Review step checks everything on submit). */
export const STEP_FIELDS: readonly (readonly Name[])[] = [
  [
    'companyId',
    'pickupLocations.0.cityId',
    'pickupLocations.0.address',
    'dropOffLocations.0.cityId',
    'dropOffLocations.0.address',
    'loadingTime',
    'specialInstructions',
  ],
  ['pickupLocations.0.loads.0.goodsTypeId', 'pickupLocations.0.loads.0.weight', 'weight', 'quantity'],
  ['vehicleTypeId', 'vehicleTypeVariantId', 'vehicleCount', 'minWeightPerVehicle', 'maxWeightPerVehicle', 'weight'],
  [
    'shipmentCategoryTypeId',
    'bidCategoryTypeId',
    'shipperRate',
    'minShipperRate',
    'maxShipperRate',
    'contractAmount',
    'paymentReceivingTypeId',
    'poolType',
  ],
  [],
];

export type ListName = 'pickupLocations' | 'dropOffLocations';

/**
 * Rules over a whole location list (SPEC §5 sameCities, loads within the weight). react-hook-form's
 * trigger drops an error of a list that has fields, so the wizard checks these itself.
 */
export const STEP_LISTS: readonly (readonly ListName[])[] = [['dropOffLocations'], ['pickupLocations'], [], [], []];

/** The first step owning a field with an error, for a failed submit. */
export function firstStepWithError(hasError: (name: Name) => boolean): number {
  const index = STEP_FIELDS.findIndex((names, step) => names.some(hasError) || STEP_LISTS[step].some(hasError));
  return index < 0 ? STEP_LABELS.length - 1 : index;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as a `datetime-local` input shows it (local time), '' for none. */
export function toLocalInput(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as a local Date, null for empty or incomplete input. */
export function fromLocalInput(value: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
