import type { FieldPath } from 'react-hook-form';
import type { CityOption } from '../../components/lookups/CityAutocomplete';
import type { ShipmentInput } from '#domain/schemas/shipment';
import { BID_CATEGORY_TYPE, SHIPMENT_TYPE } from '#domain/bidding';
import {
  CITY_TRAVEL_RESTRICTION_DEFAULT,
  CUSTOM_LOCATION_TYPE,
  DEFAULT_VEHICLE_COUNT,
  GOODS_CODE_TYPE,
  LABOUR_AVAILABILITY_DEFAULT,
  LOCATION_ACTION,
  PAYMENT_TYPE,
  POOL_TYPE,
} from '#domain/shipments';

/** One load as the wizard holds it: typed text until the schema casts it. */
export interface WizardLoad {
  goodsTypeId: number | '';
  goodsTypeDescription: string;
  weight: string;
  goodsCodeType: number;
}

/** SPEC §3 custom location: an address typed by hand, as the wizard holds it (text until cast). */
export interface WizardCustomLocation {
  address1: string;
  address2: string;
  address3: string;
  zip: string;
  lat: string;
  lng: string;
}

/** The lines of a stop typed by hand; the form holds them only while "Addresses typed by hand" is on. */
export const emptyCustomLocation = (): WizardCustomLocation => ({
  address1: '',
  address2: '',
  address3: '',
  zip: '',
  lat: '',
  lng: '',
});

export interface WizardLocation {
  /** The picked city as the picker shows it (the API ignores it: it takes cityId). */
  city: CityOption | null;
  cityId: number | '';
  cityName: string;
  latitude?: number;
  longitude?: number;
  address: string;
  locationActionType: number;
  loads: WizardLoad[];
  /** Present only for an address typed by hand: the schema then flattens it into the stop (SPEC §3). */
  customLocation?: WizardCustomLocation;
}

export interface WizardContainer {
  blNumber: string;
  detentionCharges: string;
  emptyReturnDate: Date | null;
  noOfContainers: string;
  returnLocation: string;
}

/** The whole shipment as typed; `shipmentSchema` casts it to the API body (SPEC §3). */
export interface WizardValues {
  /** Staff pick a company (group), then one of its projects: the shipment's company. */
  groupId: number | '';
  projectId: number | '';
  loadingTime: Date | null;
  specialInstructions: string;
  pickupLocations: WizardLocation[];
  dropOffLocations: WizardLocation[];
  customAddress: boolean;
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
  consigneeName: string;
  consigneeNumber: string;
  pointOfContactName: string;
  pointOfContactNumber: string;
  referenceNumber: string;
  isPodHardCopyReq: boolean;
  labourAvailabilityTypeId: number;
  cityTravelRestrictionTypeId: number;
  addaMarfat: string;
  /** Whether the container details are filled in; without it none is sent. */
  hasContainer: boolean;
  shipmentContainerDto: WizardContainer;
}

export const emptyLoad = (): WizardLoad => ({
  goodsTypeId: '',
  goodsTypeDescription: '',
  weight: '',
  goodsCodeType: GOODS_CODE_TYPE.DEFAULT,
});

export const emptyLocation = (
  locationActionType: number,
  loads: WizardLoad[] = [],
  typedByHand = false,
): WizardLocation => ({
  city: null,
  cityId: '',
  cityName: '',
  address: '',
  locationActionType,
  loads,
  ...(typedByHand ? { customLocation: emptyCustomLocation() } : {}),
});

export const emptyContainer = (): WizardContainer => ({
  blNumber: '',
  detentionCharges: '',
  emptyReturnDate: null,
  noOfContainers: '',
  returnLocation: '',
});

/** SPEC §3 form defaults. */
export const wizardDefaults = (): WizardValues => ({
  groupId: '',
  projectId: '',
  loadingTime: null,
  specialInstructions: '',
  pickupLocations: [emptyLocation(LOCATION_ACTION.PICK_UP, [emptyLoad()])],
  dropOffLocations: [emptyLocation(LOCATION_ACTION.DROP_OFF)],
  customAddress: false,
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
  consigneeName: '',
  consigneeNumber: '',
  pointOfContactName: '',
  pointOfContactNumber: '',
  referenceNumber: '',
  isPodHardCopyReq: false,
  labourAvailabilityTypeId: LABOUR_AVAILABILITY_DEFAULT,
  cityTravelRestrictionTypeId: CITY_TRAVEL_RESTRICTION_DEFAULT,
  addaMarfat: '',
  hasContainer: false,
  shipmentContainerDto: emptyContainer(),
});

/**
 * What is sent, from the schema's cast of the form: the container only when its details were filled
 * in, the HS code flag when any load has one, and none of the wizard's own keys (the picked city
 * objects, the group, the container switch).
 */
export function toShipmentBody(cast: ShipmentInput, typed: Pick<WizardValues, 'hasContainer'>): ShipmentInput {
  const {
    groupId: _group,
    hasContainer: _switch,
    ...values
  } = cast as ShipmentInput & Partial<Pick<WizardValues, 'groupId' | 'hasContainer'>>;
  type Stop = ShipmentInput['pickupLocations'][number];
  const stops = (locations: Stop[]): Stop[] =>
    locations.map((location) => {
      const { city: _city, ...rest } = location as Stop & { city?: unknown };
      // A stop typed by hand says so, and names its city in its custom location too (SPEC §3).
      return rest.customLocation
        ? {
            ...rest,
            locationType: CUSTOM_LOCATION_TYPE,
            customLocation: { ...rest.customLocation, cityId: rest.cityId, cityName: rest.cityName },
          }
        : rest;
    });
  const pickupLocations = stops(values.pickupLocations);
  return {
    ...values,
    pickupLocations,
    dropOffLocations: stops(values.dropOffLocations),
    hsCode: pickupLocations.some((location) =>
      (location.loads ?? []).some((load) => load.goodsCodeType === GOODS_CODE_TYPE.HS_CODE),
    ),
    shipmentContainerDto: typed.hasContainer
      ? values.shipmentContainerDto
      : (undefined as unknown as ShipmentInput['shipmentContainerDto']),
  };
}

export const STEP_LABELS = [
  'app.wizard.steps.route',
  'app.wizard.steps.load',
  'app.wizard.steps.vehicle',
  'app.wizard.steps.pricing',
  'app.wizard.steps.details',
  'app.wizard.steps.review',
] as const;

type Name = FieldPath<WizardValues>;
export type ListName = 'pickupLocations' | 'dropOffLocations';

const CUSTOM_FIELDS = ['address1', 'address2', 'address3', 'zip', 'lat', 'lng'] as const;
const locationFields = (side: ListName, locations: readonly WizardLocation[]): Name[] =>
  locations.flatMap((location, i) =>
    location.customLocation
      ? ([`${side}.${i}.cityId`, ...CUSTOM_FIELDS.map((field) => `${side}.${i}.customLocation.${field}`)] as Name[])
      : ([`${side}.${i}.cityId`, `${side}.${i}.address`] as Name[]),
  );

const loadFields = (values: Pick<WizardValues, 'pickupLocations'>): Name[] =>
  values.pickupLocations.flatMap((location, i) =>
    location.loads.flatMap(
      (_, j) =>
        [
          `pickupLocations.${i}.loads.${j}.goodsTypeId`,
          `pickupLocations.${i}.loads.${j}.weight`,
          `pickupLocations.${i}.loads.${j}.goodsTypeDescription`,
        ] as Name[],
    ),
  );

/** The fields each step checks before Next (the Review step checks everything on submit). */
export function stepFields(step: number, values: Pick<WizardValues, 'pickupLocations' | 'dropOffLocations'>): Name[] {
  switch (step) {
    case 0:
      return [
        'projectId',
        ...locationFields('pickupLocations', values.pickupLocations),
        ...locationFields('dropOffLocations', values.dropOffLocations),
        'loadingTime',
        'specialInstructions',
      ];
    case 1:
      return [...loadFields(values), 'weight', 'quantity'];
    case 2:
      return [
        'vehicleTypeId',
        'vehicleTypeVariantId',
        'vehicleCount',
        'minWeightPerVehicle',
        'maxWeightPerVehicle',
        'weight',
      ];
    case 3:
      return [
        'shipmentCategoryTypeId',
        'bidCategoryTypeId',
        'shipperRate',
        'minShipperRate',
        'maxShipperRate',
        'contractAmount',
        'paymentReceivingTypeId',
        'poolType',
      ];
    case 4:
      return [
        'consigneeName',
        'consigneeNumber',
        'pointOfContactName',
        'pointOfContactNumber',
        'referenceNumber',
        'labourAvailabilityTypeId',
        'cityTravelRestrictionTypeId',
        'addaMarfat',
        'shipmentContainerDto',
      ];
    default:
      return [];
  }
}

/**
 * Rules over a whole location list (SPEC §5 sameCities, loads within the weight). react-hook-form's
 * trigger drops an error of a list that has fields, so the wizard checks these itself.
 */
export const STEP_LISTS: readonly (readonly ListName[])[] = [['dropOffLocations'], ['pickupLocations'], [], [], [], []];

/** The first step owning a field with an error, for a failed submit. */
export function firstStepWithError(values: WizardValues, hasError: (name: Name) => boolean): number {
  const index = STEP_LABELS.findIndex(
    (_, step) => stepFields(step, values).some(hasError) || STEP_LISTS[step].some(hasError),
  );
  return index < 0 ? STEP_LABELS.length - 1 : index;
}
