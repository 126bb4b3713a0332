import { BID_CATEGORY_TYPE, SHIPMENT_TYPE } from '#domain/bidding';
import { PAYMENT_TYPE, POOL_TYPE } from '#domain/shipments';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';

/** Two everyday routes a shipper company saves as templates (city ids from geography.ts: 1 Karachi, 2 Lahore, 3 Islamabad). */
export const demoTemplates = () => [
  {
    name: 'Karachi → Lahore, 2 flatbeds',
    values: {
      shipmentCategoryTypeId: SHIPMENT_TYPE.SPOT,
      bidCategoryTypeId: BID_CATEGORY_TYPE.PER_VEHICLE,
      vehicleTypeId: VEHICLE_TYPE.FLATBED,
      vehicleCount: 2,
      weight: 36,
      maxWeightPerVehicle: 20,
      shipperRate: 180000,
      paymentReceivingTypeId: PAYMENT_TYPE.PAID,
      poolType: POOL_TYPE.PUBLIC,
      labourAvailabilityTypeId: 1,
      cityTravelRestrictionTypeId: 1,
      specialInstructions: 'Tarpaulin required; call the consignee an hour before arrival.',
      pickupLocations: [
        { cityId: 1, address: 'Port Qasim, Berth 4', loads: [{ goodsTypeId: 2, weight: 36, goodsCodeType: 1 }] },
      ],
      dropOffLocations: [{ cityId: 2, address: 'Sundar Industrial Estate', loads: [] }],
    },
  },
  {
    name: 'Lahore → Islamabad, 1 Mazda',
    values: {
      shipmentCategoryTypeId: SHIPMENT_TYPE.SPOT,
      bidCategoryTypeId: BID_CATEGORY_TYPE.PER_VEHICLE,
      vehicleTypeId: VEHICLE_TYPE.MAZDA,
      vehicleCount: 1,
      weight: 6,
      maxWeightPerVehicle: 8,
      shipperRate: 65000,
      paymentReceivingTypeId: PAYMENT_TYPE.TO_PAY,
      poolType: POOL_TYPE.PUBLIC,
      labourAvailabilityTypeId: 1,
      cityTravelRestrictionTypeId: 1,
      pickupLocations: [
        { cityId: 2, address: 'Kot Lakhpat Industrial Area', loads: [{ goodsTypeId: 1, weight: 6, goodsCodeType: 1 }] },
      ],
      dropOffLocations: [{ cityId: 3, address: 'I-9 Industrial Area', loads: [] }],
    },
  },
];
