import type { ShipmentInput } from '#domain/schemas/shipment';
import type { CancelShipmentInput, TagInput } from '#domain/schemas/shipmentActions';
import type { ShipmentCreateOptions, ShipmentRecord } from '#domain/records/shipments';
import type { ShipmentBulkBodies } from '#domain/schemas/bulk';
import type { BulkOutcome } from '#domain/records/bulk';
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
    /** A bulk action on the selected shipments (each with the version the list showed): each done or refused on its own. */
    bulkShipments: <A extends keyof ShipmentBulkBodies>(action: A, body: ShipmentBulkBodies[A]) =>
      http.request<BulkOutcome>(`/shipment/bulk/${action}`, { method: 'POST', body }),
  };
};
export type ShipmentCalls = ReturnType<typeof shipmentCalls>;
