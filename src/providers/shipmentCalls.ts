import type { CancelShipmentInput, ShipmentInput, TagInput } from '../domain/schemas/shipment';
import type { HttpClient } from './httpClient';

/** Shipment calls beyond CRUD (SPEC §7 "Shipments"), as named dataProvider methods. */
export const shipmentCalls = (http: HttpClient) => {
  const post = (id: number | string, action: string, body?: unknown) =>
    http.request<ShipmentRecord>(`/shipment/${id}/${action}`, { method: 'POST', body: body ?? {} });
  return {
    /** POST create-v3 (SPEC §3): the body as `shipmentSchema` casts it; answers the created shipment. */
    createShipment: (body: ShipmentInput) => http.request<ShipmentRecord>('/shipment/v3', { method: 'POST', body }),
    /** The shipment and payment types a new shipment of the project may have (staff name the project). */
    getShipmentCreateOptions: (companyId?: number) =>
      http.request<ShipmentCreateOptions>('/shipment/create-options', { query: { companyId } }),
    markFavourite: (id: number | string, favourite: boolean) => post(id, 'favourite', { favourite }),
    cancelShipment: (id: number | string, body: CancelShipmentInput) => post(id, 'cancel', body),
    moveShipmentToNextStatus: (id: number | string) => post(id, 'status'),
    tagShipment: (id: number | string, body: TagInput) => post(id, 'tag', body),
    untagShipment: (id: number | string) => post(id, 'untag'),
    openBidWindow: (id: number | string) => post(id, 'bid-window/open'),
    closeBidWindow: (id: number | string) => post(id, 'bid-window/close'),
    changeShipmentPool: (id: number | string, poolType: number) =>
      http.request<ShipmentRecord>(`/shipment/${id}/change-pool`, { method: 'PATCH', body: { poolType } }),
    setShipmentMargin: (id: number | string, contractAmount: number) =>
      http.request<ShipmentRecord>(`/shipment/${id}/margin`, { method: 'PATCH', body: { contractAmount } }),
  };
};
export type ShipmentCalls = ReturnType<typeof shipmentCalls>;

export interface ShipmentCreateOptions {
  contractualAllowed: boolean;
  shipmentTypes: { id: number; name: string }[];
  paymentTypes: { id: number; name: string }[];
}

/** A shipment as the API answers it (list row and detail). */
export interface ShipmentRecord {
  id: number;
  code: string;
  referenceNumber: string | null;
  companyId: number;
  companyName: string;
  status: string;
  nextStatus: string | null;
  shipmentCategoryTypeId: number;
  bidCategoryTypeId: number;
  vehicleTypeId: number;
  vehicleTypeName: string;
  vehicleCount: number;
  weight: number;
  shipperRate: number | null;
  contractAmount: number | null;
  paymentReceivingTypeId: number;
  poolType: number;
  loadingTime: string;
  pickupCityName: string | null;
  dropOffCityName: string | null;
  bidWindowOpen: boolean;
  tagged: boolean;
  taggingOrigin: string;
  isFavourite: boolean;
  specialInstructions: string | null;
  version: number;
  assignedTo: number | null;
  assignedToName: string | null;
  projectVerticalId: number | null;
  container: ShipmentContainer | null;
  projectId: number | null;
  consigneeName: string | null;
  consigneeNumber: string | null;
  pointOfContactName: string | null;
  pointOfContactNumber: string | null;
  isPodHardCopyReq: boolean;
  labourAvailabilityTypeId: number;
  cityTravelRestrictionTypeId: number;
  addaMarfat: string | null;
  customAddress: boolean;
  quantity: number | null;
  minShipperRate: number | null;
  maxShipperRate: number | null;
  minWeightPerVehicle: number | null;
  maxWeightPerVehicle: number | null;
  vehicleTypeVariantId: number | null;
  acceptAutoBid: boolean;
  autoNegotiate: boolean;
  pickupLocations?: ShipmentStop[];
  dropOffLocations?: ShipmentStop[];
}

export interface ShipmentStop {
  id: number;
  sequence: number;
  cityName: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  zipCode: string | null;
  loads: { goodsTypeId: number; goodsTypeDescription?: string; weight: number; goodsCodeType: number }[];
}

export interface ShipmentContainer {
  blNumber?: string;
  detentionCharges?: number;
  emptyReturnDate?: string;
  noOfContainers?: number;
  returnLocation?: string;
}
