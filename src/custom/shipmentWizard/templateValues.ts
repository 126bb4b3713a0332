import type { City } from '../../domain/schemas/lookups';
import { GOODS_CODE_TYPE, LOCATION_ACTION } from '../../domain/shipments';
import type { ChosenCities } from './steps/RouteStep';
import { wizardDefaults, type WizardLoad, type WizardLocation, type WizardValues } from './wizardDefaults';

/** A template as the API keeps it: the shipment form's values as the schema cast them. */
interface TemplateLocation {
  cityId?: number;
  address?: string;
  loads?: { goodsTypeId?: number; weight?: number; goodsCodeType?: number }[];
}
type TemplateValues = Record<string, unknown> & { pickupLocations?: TemplateLocation[]; dropOffLocations?: TemplateLocation[] };

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const choice = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
const chosen = (value: unknown): number | '' => (typeof value === 'number' ? value : '');

function location(source: TemplateLocation | undefined, action: number, city: City | undefined, fallback: WizardLocation): WizardLocation {
  if (!source) return fallback;
  const loads: WizardLoad[] = (source.loads ?? []).map((load) => ({ goodsTypeId: chosen(load.goodsTypeId), weight: text(load.weight), goodsCodeType: load.goodsCodeType ?? GOODS_CODE_TYPE.DEFAULT }));
  return {
    cityId: chosen(source.cityId),
    cityName: city?.name ?? '',
    latitude: city?.latitude,
    longitude: city?.longitude,
    address: source.address ?? '',
    locationActionType: action,
    loads: action === LOCATION_ACTION.PICK_UP && !loads.length ? fallback.loads : loads,
  };
}

/** The city ids a template's route needs, to show their names in the wizard. */
export const templateCityIds = (values: TemplateValues) =>
  [values.pickupLocations?.[0]?.cityId, values.dropOffLocations?.[0]?.cityId].filter((id): id is number => typeof id === 'number');

/** A template's values as the wizard holds them (typed text); the loading time is always the user's to choose. */
export function wizardFromTemplate(values: TemplateValues, cities: City[], companyId: number | null): { form: WizardValues; cities: ChosenCities } {
  const base = wizardDefaults();
  const cityOf = (id: number | undefined) => cities.find((c) => c.id === id);
  const pickupCity = cityOf(values.pickupLocations?.[0]?.cityId);
  const dropOffCity = cityOf(values.dropOffLocations?.[0]?.cityId);
  return {
    form: {
      ...base,
      companyId: companyId === null ? '' : String(companyId),
      specialInstructions: text(values.specialInstructions),
      pickupLocations: [location(values.pickupLocations?.[0], LOCATION_ACTION.PICK_UP, pickupCity, base.pickupLocations[0])],
      dropOffLocations: [location(values.dropOffLocations?.[0], LOCATION_ACTION.DROP_OFF, dropOffCity, base.dropOffLocations[0])],
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
      labourAvailabilityTypeId: choice(values.labourAvailabilityTypeId, base.labourAvailabilityTypeId),
      cityTravelRestrictionTypeId: choice(values.cityTravelRestrictionTypeId, base.cityTravelRestrictionTypeId),
    },
    cities: { pickupLocations: pickupCity ?? null, dropOffLocations: dropOffCity ?? null },
  };
}
