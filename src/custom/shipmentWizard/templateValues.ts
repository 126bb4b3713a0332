import type { City } from '#domain/schemas/lookups';
import { GOODS_CODE_TYPE, LOCATION_ACTION } from '#domain/shipments';
import {
  emptyContainer,
  wizardDefaults,
  type WizardContainer,
  type WizardLoad,
  type WizardLocation,
  type WizardValues,
} from './wizardDefaults';

/** A template as the API keeps it: the shipment form's values as the schema cast them. */
interface TemplateLocation {
  cityId?: number;
  address?: string;
  loads?: { goodsTypeId?: number; goodsTypeDescription?: string; weight?: number; goodsCodeType?: number }[];
}
type TemplateValues = Record<string, unknown> & {
  pickupLocations?: TemplateLocation[];
  dropOffLocations?: TemplateLocation[];
  shipmentContainerDto?: Record<string, unknown> | null;
};

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const choice = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
const chosen = (value: unknown): number | '' => (typeof value === 'number' ? value : '');

function location(
  source: TemplateLocation,
  action: number,
  cities: readonly City[],
  fallback: WizardLocation,
): WizardLocation {
  const city = cities.find((c) => c.id === source.cityId);
  const loads: WizardLoad[] = (source.loads ?? []).map((load) => ({
    goodsTypeId: chosen(load.goodsTypeId),
    goodsTypeDescription: text(load.goodsTypeDescription),
    weight: text(load.weight),
    goodsCodeType: load.goodsCodeType ?? GOODS_CODE_TYPE.DEFAULT,
  }));
  return {
    city: city ?? null,
    cityId: chosen(source.cityId),
    cityName: city?.name ?? '',
    latitude: city?.latitude,
    longitude: city?.longitude,
    address: source.address ?? '',
    locationActionType: action,
    loads: action === LOCATION_ACTION.PICK_UP && !loads.length ? fallback.loads : loads,
  };
}

function stops(
  sources: TemplateLocation[] | undefined,
  action: number,
  cities: readonly City[],
  fallback: WizardLocation[],
) {
  return sources?.length ? sources.map((source) => location(source, action, cities, fallback[0])) : fallback;
}

function container(source: TemplateValues['shipmentContainerDto']): WizardContainer {
  if (!source) return emptyContainer();
  const date = typeof source.emptyReturnDate === 'string' ? new Date(source.emptyReturnDate) : null;
  return {
    blNumber: text(source.blNumber),
    detentionCharges: text(source.detentionCharges),
    // A return date belongs to the day it was saved for, like the loading time: chosen again.
    emptyReturnDate: date && !Number.isNaN(date.getTime()) && date.getTime() > Date.now() ? date : null,
    noOfContainers: text(source.noOfContainers),
    returnLocation: text(source.returnLocation),
  };
}

/** The city ids a template's route needs, to show their names in the wizard. */
export const templateCityIds = (values: TemplateValues) => [
  ...new Set(
    [...(values.pickupLocations ?? []), ...(values.dropOffLocations ?? [])]
      .map((stop) => stop.cityId)
      .filter((id): id is number => typeof id === 'number'),
  ),
];

/**
 * A template's values as the wizard holds them (typed text); the loading time is always the user's to
 * choose. Staff get the template's project and its company (group).
 */
export function wizardFromTemplate(
  values: TemplateValues,
  cities: readonly City[],
  project: { id: number; groupId: number | null } | null,
): WizardValues {
  const base = wizardDefaults();
  const hasContainer = Boolean(
    values.shipmentContainerDto &&
    Object.values(values.shipmentContainerDto).some((v) => v !== undefined && v !== null && v !== ''),
  );
  return {
    ...base,
    groupId: project?.groupId ?? '',
    projectId: project?.id ?? '',
    specialInstructions: text(values.specialInstructions),
    pickupLocations: stops(values.pickupLocations, LOCATION_ACTION.PICK_UP, cities, base.pickupLocations),
    dropOffLocations: stops(values.dropOffLocations, LOCATION_ACTION.DROP_OFF, cities, base.dropOffLocations),
    customAddress: Boolean(values.customAddress),
    weight: text(values.weight),
    quantity: text(values.quantity),
    hsCode: Boolean(values.hsCode),
    vehicleTypeId: chosen(values.vehicleTypeId),
    vehicleTypeVariantId: chosen(values.vehicleTypeVariantId),
    vehicleCount: text(values.vehicleCount) || base.vehicleCount,
    minWeightPerVehicle: text(values.minWeightPerVehicle),
    maxWeightPerVehicle: text(values.maxWeightPerVehicle),
    shipmentCategoryTypeId: choice(values.shipmentCategoryTypeId, base.shipmentCategoryTypeId),
    bidCategoryTypeId: choice(values.bidCategoryTypeId, base.bidCategoryTypeId),
    shipperRate: text(values.shipperRate),
    minShipperRate: text(values.minShipperRate),
    maxShipperRate: text(values.maxShipperRate),
    contractAmount: text(values.contractAmount),
    paymentReceivingTypeId: choice(values.paymentReceivingTypeId, base.paymentReceivingTypeId),
    poolType: choice(values.poolType, base.poolType),
    acceptAutoBid: Boolean(values.acceptAutoBid),
    autoNegotiate: Boolean(values.autoNegotiate),
    consigneeName: text(values.consigneeName),
    consigneeNumber: text(values.consigneeNumber),
    pointOfContactName: text(values.pointOfContactName),
    pointOfContactNumber: text(values.pointOfContactNumber),
    isPodHardCopyReq: Boolean(values.isPodHardCopyReq),
    labourAvailabilityTypeId: choice(values.labourAvailabilityTypeId, base.labourAvailabilityTypeId),
    cityTravelRestrictionTypeId: choice(values.cityTravelRestrictionTypeId, base.cityTravelRestrictionTypeId),
    addaMarfat: text(values.addaMarfat),
    hasContainer,
    shipmentContainerDto: container(values.shipmentContainerDto),
  };
}
