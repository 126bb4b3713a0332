import type { ShipmentTemplateInput } from '#domain/schemas/shipmentExtras';
import type { BidSort } from '#domain/schemas/scorecards';
import type { BinaryResponse, HttpClient } from './httpClient';
import type {
  ShipmentBid,
  ShipmentBooking,
  ShipmentPricingInfo,
  ShipmentRecord,
  ShipmentTemplateRecord,
  ShipmentTrackingStatus,
  ShipmentVerificationStatus,
} from '#domain/records/shipments';

/**
 * The fields of a shipment's booking that the booking dialogs read (what a test builds by hand); the
 * call answers the whole ShipmentBooking.
 */
export type ShipmentBookingFields = Pick<
  ShipmentBooking,
  | 'id'
  | 'code'
  | 'shipmentId'
  | 'bidId'
  | 'partnerId'
  | 'partnerName'
  | 'driverId'
  | 'vehicleId'
  | 'amount'
  | 'status'
  | 'invoiced'
  | 'cancellationReason'
  | 'deliveredAt'
  | 'createdAt'
>;

/** The fields of a bid the bid tables and actions read; GET /shipment/:id/bids/v3 answers the whole ShipmentBid. */
export type ShipmentBidFields = Pick<
  ShipmentBid,
  | 'id'
  | 'shipmentId'
  | 'partnerId'
  | 'partnerName'
  | 'amount'
  | 'bidCategoryTypeId'
  | 'vehicleCount'
  | 'status'
  | 'reason'
  | 'createdAt'
  | 'partnerScore'
>;

/** The name the wizard's template picker knows it by. */
export type ShipmentTemplate = ShipmentTemplateRecord;

export interface ContractUploadResult {
  file: BinaryResponse;
  applied: number;
  rejected: number;
}

type Id = number | string;

/** What hangs off a shipment (SPEC §7 "Shipments"), its templates and documents, as named dataProvider calls. */
export const shipmentRelatedCalls = (http: HttpClient) => ({
  getShipmentBookings: (id: Id) => http.request<ShipmentBooking[]>(`/shipment/${id}/bookings`),
  /** `sort: 'score'` (staff): best partner score first, partners without one last. */
  getShipmentBids: (id: Id, sort?: BidSort) =>
    http.request<ShipmentBid[]>(`/shipment/${id}/bids/v3`, { query: { sort } }),
  getShipmentTrackingStatus: (id: Id) => http.request<ShipmentTrackingStatus[]>(`/shipment/${id}/tracking-status/all`),
  getShipmentVerificationStatus: (id: Id) =>
    http.request<ShipmentVerificationStatus>(`/shipment/${id}/verification-status`),
  getShipmentPricingInfo: (id: Id) => http.request<ShipmentPricingInfo>(`/shipment/${id}/booking/pricing-info`),
  assignPointOfContact: (id: Id, userId: number) =>
    http.request<ShipmentRecord>(`/shipment/${id}/assign-point-of-contact`, { method: 'POST', body: { userId } }),
  changeProjectVertical: (id: Id, projectVerticalId: number) =>
    http.request<ShipmentRecord>(`/shipment/${id}/project-vertical`, { method: 'POST', body: { projectVerticalId } }),
  decrementVehicleCount: (id: Id) =>
    http.request<ShipmentRecord>(`/shipment/${id}/decrement-vehicle-count`, { method: 'POST', body: {} }),

  getShipmentTemplates: (companyId?: number) =>
    http.request<ShipmentTemplateRecord[]>('/shipment-template', { query: { companyId } }),
  createShipmentTemplate: (body: ShipmentTemplateInput) =>
    http.request<ShipmentTemplateRecord>('/shipment-template', { method: 'POST', body }),
  /** A template renamed: its values as saved go with the new name, and its version (a stale rename is a 409). */
  renameShipmentTemplate: (template: ShipmentTemplateRecord, name: string) =>
    http.request<ShipmentTemplateRecord>(`/shipment-template/${template.id}`, {
      method: 'PUT',
      body: { name, companyId: template.companyId, values: template.values, version: template.version },
    }),
  deleteShipmentTemplate: (id: Id) =>
    http.request<ShipmentTemplateRecord>(`/shipment-template/${id}`, { method: 'DELETE' }),

  /** The contract-amount CSV in; the same rows with their result back, as a file to save. */
  uploadContractAmounts: async (file: File, onProgress?: (fraction: number) => void): Promise<ContractUploadResult> => {
    const form = new FormData();
    form.append('file', file, file.name);
    const answer = await http.request<BinaryResponse>('/shipment/contract-amount/upload', {
      method: 'POST',
      body: form,
      responseType: 'blob',
      onUploadProgress: onProgress ?? (() => {}),
    });
    return {
      file: answer,
      applied: Number(answer.header('x-applied-count') ?? 0),
      rejected: Number(answer.header('x-rejected-count') ?? 0),
    };
  },
});
export type ShipmentRelatedCalls = ReturnType<typeof shipmentRelatedCalls>;
