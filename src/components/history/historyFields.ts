import type { EnumName } from '../../i18n/en/enums';

/** How a changed value reads: money, a date, a weight, a yes/no, one of SPEC's named values, or as it is. */
export type ValueKind =
  | { kind: 'money' }
  | { kind: 'date' }
  | { kind: 'weight' }
  | { kind: 'boolean' }
  | { kind: 'bidWindow' }
  | { kind: 'vertical' }
  | { kind: 'paymentKind' }
  | { kind: 'enum'; name: EnumName };

/** A field of a history entry: its label (a message key) and how its values read (as they are when absent). */
export interface FieldSpec {
  label: string;
  value?: ValueKind;
}

const money: ValueKind = { kind: 'money' };
const date: ValueKind = { kind: 'date' };
const weight: ValueKind = { kind: 'weight' };
const yesNo: ValueKind = { kind: 'boolean' };
const named = (name: EnumName): ValueKind => ({ kind: 'enum', name });
const shipmentField = (field: string) => `resources.shipments.fields.${field}`;
const bookingField = (field: string) => `resources.bookings.fields.${field}`;
const own = (field: string) => `app.history.fields.${field}`;

/**
 * The fields of a shipment row the API reports (drizzle's property names; `internalPointOfContact`
 * is `assignedTo` by name). The labels are the show page's where it has one.
 */
export const SHIPMENT_FIELDS: Record<string, FieldSpec> = {
  code: { label: shipmentField('code') },
  referenceNumber: { label: shipmentField('referenceNumber') },
  companyId: { label: own('companyId') },
  projectId: { label: own('projectId') },
  createdBy: { label: own('createdBy') },
  internalPointOfContact: { label: shipmentField('internalPointOfContact') },
  status: { label: shipmentField('status'), value: named('shipmentStatus') },
  shipmentCategoryTypeId: { label: shipmentField('shipmentType'), value: named('shipmentType') },
  bidCategoryTypeId: { label: own('bidCategoryTypeId') },
  vehicleTypeId: { label: 'app.specLabels.vehicleType' },
  vehicleTypeVariantId: { label: own('vehicleTypeVariantId') },
  vehicleCount: { label: shipmentField('vehicleCount') },
  quantity: { label: shipmentField('quantity') },
  weight: { label: shipmentField('weight'), value: weight },
  minWeightPerVehicle: { label: own('minWeightPerVehicle'), value: weight },
  maxWeightPerVehicle: { label: own('maxWeightPerVehicle'), value: weight },
  shipperRate: { label: shipmentField('shipperRate'), value: money },
  minShipperRate: { label: own('minShipperRate'), value: money },
  maxShipperRate: { label: own('maxShipperRate'), value: money },
  contractAmount: { label: shipmentField('contractAmount'), value: money },
  acceptAutoBid: { label: own('acceptAutoBid'), value: yesNo },
  autoNegotiate: { label: own('autoNegotiate'), value: yesNo },
  paymentReceivingTypeId: { label: shipmentField('payment'), value: named('paymentType') },
  poolType: { label: shipmentField('poolType'), value: named('poolType') },
  loadingTime: { label: shipmentField('loadingTime'), value: date },
  specialInstructions: { label: shipmentField('specialInstructions') },
  consigneeName: { label: shipmentField('consigneeName') },
  consigneeNumber: { label: shipmentField('consigneeNumber') },
  pointOfContactName: { label: shipmentField('pointOfContact') },
  pointOfContactNumber: { label: shipmentField('pointOfContactNumber') },
  isPodHardCopyReq: { label: shipmentField('isPodHardCopyReq'), value: yesNo },
  labourAvailabilityTypeId: { label: shipmentField('labourAvailability'), value: named('labourAvailability') },
  cityTravelRestrictionTypeId: {
    label: shipmentField('cityTravelRestriction'),
    value: named('cityTravelRestriction'),
  },
  addaMarfat: { label: shipmentField('addaMarfat') },
  hsCode: { label: 'app.shipments.stops.hsCode', value: yesNo },
  customAddress: { label: shipmentField('customAddress'), value: yesNo },
  verificationStatusTypeId: { label: own('verificationStatusTypeId'), value: named('shipmentVerificationStatus') },
  container: { label: 'app.shipments.container' },
  pickupCityId: { label: own('pickupCityId') },
  dropOffCityId: { label: own('dropOffCityId') },
  tagged: { label: shipmentField('tag'), value: yesNo },
  taggingOrigin: { label: own('taggingOrigin'), value: named('taggingOrigin') },
  bidWindowOpen: { label: shipmentField('bidWindowOpen'), value: { kind: 'bidWindow' } },
  bidWindowClosesAt: { label: own('bidWindowClosesAt'), value: date },
  projectVerticalId: { label: shipmentField('projectVertical'), value: { kind: 'vertical' } },
  cancellationType: { label: own('cancellationType'), value: named('cancellationType') },
  cancellationReason: { label: bookingField('cancellationReason') },
};

/** The fields of a booking row the API reports; `driver` and `vehicle` come by name and registration. */
export const BOOKING_FIELDS: Record<string, FieldSpec> = {
  code: { label: bookingField('code') },
  shipmentId: { label: own('shipmentId') },
  bidId: { label: own('bidId') },
  partnerId: { label: own('partnerId') },
  amount: { label: bookingField('amount'), value: money },
  status: { label: bookingField('status'), value: named('bookingStatus') },
  invoiced: { label: bookingField('invoiced'), value: yesNo },
  driver: { label: bookingField('driverName') },
  vehicle: { label: bookingField('vehicleRegistration') },
  cancellationReasonId: { label: own('cancellationReasonId') },
  cancellationReason: { label: bookingField('cancellationReason') },
  reassignReason: { label: bookingField('reassignReason') },
  deliveredAt: { label: bookingField('deliveredAt'), value: date },
  shipmentStatus: { label: own('shipmentStatus'), value: named('shipmentStatus') },
};

/**
 * What an entry's detail says beyond the record's fields (the bid, the document, the invoice, the
 * payment), in this order. Ids are left out: the names beside them say the same to a person.
 */
export const DETAIL_FIELDS: Record<string, FieldSpec> = {
  partner: { label: bookingField('partnerName') },
  bidAmount: { label: 'app.history.detail.bidAmount', value: money },
  vehicleCount: { label: shipmentField('vehicleCount') },
  bidStatus: { label: 'app.history.detail.bidStatus', value: named('bidStatus') },
  bookings: { label: 'app.history.detail.bookings' },
  documentType: { label: 'app.history.detail.documentType' },
  fileName: { label: 'app.history.detail.fileName' },
  review: { label: 'app.history.detail.review', value: named('caseStatus') },
  reason: { label: 'app.history.detail.reason' },
  invoice: { label: 'app.history.detail.invoice' },
  kind: { label: 'app.history.detail.kind', value: { kind: 'paymentKind' } },
  amount: { label: bookingField('amount'), value: money },
  batchId: { label: 'app.history.detail.batchId' },
};

/** A detail key that only identifies something named beside it. */
export const isIdKey = (key: string) => /Id$/.test(key);
