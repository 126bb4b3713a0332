import type { ShipmentTemplateInput } from '../domain/schemas/shipmentExtras';
import type { BinaryResponse, HttpClient } from './httpClient';
import type { ShipmentRecord } from './shipmentCalls';

export interface BookingRecord {
  id: number;
  code: string;
  shipmentId: number;
  bidId: number | null;
  partnerId: number;
  partnerName: string;
  driverId: number | null;
  vehicleId: number | null;
  /** Staff and the carrier only. */
  amount?: number;
  status: number;
  invoiced: boolean;
  cancellationReason: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

export interface BidRecord {
  id: number;
  shipmentId: number;
  partnerId: number;
  partnerName: string;
  /** Staff and the carrier only. */
  amount?: number;
  bidCategoryTypeId: number;
  vehicleCount: number;
  status: string;
  reason: string | null;
  createdAt: string;
}

export interface TrackingStatus {
  bookingId: number;
  bookingCode: string;
  partnerName: string;
  bookingStatus: number;
  tripStatus: number;
  lastPosition: { latitude: number; longitude: number; recordedAt: string } | null;
}

export interface VerificationStatus {
  verificationStatusTypeId: number;
  label: string;
  requiredDocuments: { documentTypeId: number; name: string; uploaded: boolean }[];
  documentsOnFile: number;
}

export interface PricingInfo {
  bidCategoryTypeId: number;
  shipperRate: number | null;
  contractAmount: number | null;
  vehicleCount: number;
  bookedVehicles: number;
  remainingVehicles: number;
  /** Staff only, as are the bid figures below. */
  bookedAmount?: number;
  openBids: number;
  lowestBid?: number | null;
  averageBid?: number | null;
  highestBid?: number | null;
  bidLimit: { minAmount: number; maxAmount: number } | null;
}

export interface ShipmentTemplate {
  id: number;
  name: string;
  companyId: number;
  companyName: string;
  values: Record<string, unknown>;
}

export interface ContractUploadResult {
  file: BinaryResponse;
  applied: number;
  rejected: number;
}

type Id = number | string;

/** What hangs off a shipment (SPEC §7 "Shipments"), its templates and documents, as named dataProvider calls. */
export const shipmentRelatedCalls = (http: HttpClient) => ({
  getShipmentBookings: (id: Id) => http.request<BookingRecord[]>(`/shipment/${id}/bookings`),
  getShipmentBids: (id: Id) => http.request<BidRecord[]>(`/shipment/${id}/bids/v3`),
  getShipmentTrackingStatus: (id: Id) => http.request<TrackingStatus[]>(`/shipment/${id}/tracking-status/all`),
  getShipmentVerificationStatus: (id: Id) => http.request<VerificationStatus>(`/shipment/${id}/verification-status`),
  getShipmentPricingInfo: (id: Id) => http.request<PricingInfo>(`/shipment/${id}/booking/pricing-info`),
  assignPointOfContact: (id: Id, userId: number) =>
    http.request<ShipmentRecord>(`/shipment/${id}/assign-point-of-contact`, { method: 'POST', body: { userId } }),
  changeProjectVertical: (id: Id, projectVerticalId: number) =>
    http.request<ShipmentRecord>(`/shipment/${id}/project-vertical`, { method: 'POST', body: { projectVerticalId } }),
  decrementVehicleCount: (id: Id) => http.request<ShipmentRecord>(`/shipment/${id}/decrement-vehicle-count`, { method: 'POST', body: {} }),

  getShipmentTemplates: (companyId?: number) => http.request<ShipmentTemplate[]>('/shipment-template', { query: { companyId } }),
  createShipmentTemplate: (body: ShipmentTemplateInput) => http.request<ShipmentTemplate>('/shipment-template', { method: 'POST', body }),
  deleteShipmentTemplate: (id: Id) => http.request<ShipmentTemplate>(`/shipment-template/${id}`, { method: 'DELETE' }),

  /** The contract-amount CSV in; the same rows with their result back, as a file to save. */
  uploadContractAmounts: async (file: File, onProgress?: (fraction: number) => void): Promise<ContractUploadResult> => {
    const form = new FormData();
    form.append('file', file, file.name);
    const answer = await http.request<BinaryResponse>('/shipment/contract-amount/upload', { method: 'POST', body: form, responseType: 'blob', onUploadProgress: onProgress ?? (() => {}) });
    return { file: answer, applied: Number(answer.header('x-applied-count') ?? 0), rejected: Number(answer.header('x-rejected-count') ?? 0) };
  },
});
export type ShipmentRelatedCalls = ReturnType<typeof shipmentRelatedCalls>;
