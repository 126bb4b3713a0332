import {
  SHIPMENT_STATUS_ORDER,
  PAYMENT_TYPE,
  POOL_TYPE,
  LOCATION_ACTION,
  type ShipmentStatus,
} from '#domain/shipments';
import { BID_CATEGORY_TYPE, SHIPMENT_TYPE } from '#domain/bidding';
import { VEHICLE_TYPES } from '#domain/vehicleTypes';
import { CITIES } from './geography';
import { GOODS_TYPES } from './goodsTypes';

/** A small deterministic generator, so every fresh database holds the same demo shipments. */
export function prng(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  };
}

const PAKISTAN_CITIES = CITIES.filter((c) => c.countryId === 1);
const HOUR = 3_600_000;

export interface DemoShipment {
  shipment: {
    companyId: number;
    createdBy: number;
    /** The shipper (or broker) the shipment is for: its maker, as for one posted in the portal. */
    shipperId: number;
    status: ShipmentStatus;
    shipmentCategoryTypeId: number;
    bidCategoryTypeId: number;
    vehicleTypeId: number;
    vehicleCount: number;
    weight: number;
    maxWeightPerVehicle: number;
    shipperRate: number;
    contractAmount: number | null;
    paymentReceivingTypeId: number;
    poolType: number;
    loadingTime: Date;
    specialInstructions: string | null;
    bidWindowOpen: boolean;
    pickupCityId: number;
    dropOffCityId: number;
    referenceNumber: string;
  };
  locations: {
    locationActionType: number;
    sequence: number;
    cityId: number;
    address: string;
    latitude: number;
    longitude: number;
    loads: { goodsTypeId: number; goodsType: string; weight: number; goodsCodeType: number }[];
  }[];
}

/** One shipment per index; statuses cycle through SPEC's order so every list filter has rows. */
export function demoShipment(
  index: number,
  companyId: number,
  createdBy: number,
  now: number,
  random = prng(index + 7),
): DemoShipment {
  const status = SHIPMENT_STATUS_ORDER[index % SHIPMENT_STATUS_ORDER.length];
  const isPast = status === 'DELIVERED' || status === 'CANCELLED' || status === 'PARTIALLY_FULFILLED';
  const pickup = random.pick(PAKISTAN_CITIES);
  let drop = random.pick(PAKISTAN_CITIES);
  if (drop.id === pickup.id) drop = PAKISTAN_CITIES[(PAKISTAN_CITIES.indexOf(pickup) + 1) % PAKISTAN_CITIES.length];
  const vehicle = random.pick(VEHICLE_TYPES);
  const vehicleCount = random.int(1, 4);
  const perVehicle = vehicle.id === 5 ? random.int(1, 2) : random.int(10, 30);
  const weight = Math.max(1, Math.round(perVehicle * vehicleCount * (0.6 + random.next() * 0.4)));
  const contractual = index % 5 === 0;
  const goods = random.pick(GOODS_TYPES);
  // A trip on the road loaded a few hours ago; one still to come loads within two weeks.
  const onTheRoad = status === 'DISPATCH_STARTED' || status === 'TRANSIT';
  const hoursAway = isPast ? -random.int(48, 24 * 60) : onTheRoad ? -random.int(2, 20) : random.int(2, 24 * 14);
  const loadingTime = new Date(now + hoursAway * HOUR);
  const shipperRate = vehicle.id === 5 ? random.int(10, 80) * 100 : random.int(60, 400) * 1000;
  return {
    shipment: {
      companyId,
      createdBy,
      shipperId: createdBy,
      status,
      shipmentCategoryTypeId: contractual ? SHIPMENT_TYPE.CONTRACTUAL : SHIPMENT_TYPE.SPOT,
      bidCategoryTypeId: contractual ? BID_CATEGORY_TYPE.PER_TONNE : BID_CATEGORY_TYPE.PER_VEHICLE,
      vehicleTypeId: vehicle.id,
      vehicleCount,
      weight,
      maxWeightPerVehicle: perVehicle,
      shipperRate,
      // What a contractual shipper pays, agreed with staff: never below its own rate.
      contractAmount: contractual ? shipperRate + random.int(2, 7) * 1000 : null,
      paymentReceivingTypeId: random.pick([PAYMENT_TYPE.PAID, PAYMENT_TYPE.TO_PAY, PAYMENT_TYPE.ADVANCE]),
      poolType: index % 7 === 0 ? POOL_TYPE.PRIVATE : POOL_TYPE.PUBLIC,
      loadingTime,
      specialInstructions: index % 3 === 0 ? 'Handle with care; tarpaulin required.' : null,
      bidWindowOpen: status === 'CREATED',
      pickupCityId: pickup.id,
      dropOffCityId: drop.id,
      referenceNumber: `PO-${20000 + index}`,
    },
    locations: [
      {
        locationActionType: LOCATION_ACTION.PICK_UP,
        sequence: 1,
        cityId: pickup.id,
        address: `Warehouse ${random.int(1, 40)}, ${pickup.name}`,
        latitude: pickup.latitude,
        longitude: pickup.longitude,
        loads: [{ goodsTypeId: goods.id, goodsType: goods.name, weight, goodsCodeType: 1 }],
      },
      {
        locationActionType: LOCATION_ACTION.DROP_OFF,
        sequence: 1,
        cityId: drop.id,
        address: `Depot ${random.int(1, 40)}, ${drop.name}`,
        latitude: drop.latitude,
        longitude: drop.longitude,
        loads: [{ goodsTypeId: goods.id, goodsType: goods.name, weight, goodsCodeType: 1 }],
      },
    ],
  };
}
