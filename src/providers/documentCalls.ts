import type { BinaryResponse, HttpClient } from './httpClient';
import type { DocumentRecord } from '#domain/records/documents';
import type { DocumentDecisionRecord } from '#domain/records/verification';
import type { DECISIONS } from '#domain/verification';

type Decision = (typeof DECISIONS)[number];

export type { DocumentRecord } from '#domain/records/documents';

/**
 * Whose documents: a shipment's (SPEC root shipment-document), a booking's (bookingDocument), a
 * driver's (driverDocument), a vehicle's (vehicleDocument), a user's (SPEC root userDocument) or an
 * invoice's (SPEC root invoice-document).
 */
export type DocumentOwnerKind = 'shipment' | 'booking' | 'driver' | 'vehicle' | 'user' | 'invoice';
const ROOTS: Record<DocumentOwnerKind, { path: string; field: string }> = {
  shipment: { path: '/shipment-document', field: 'shipmentId' },
  booking: { path: '/bookingDocument', field: 'bookingId' },
  driver: { path: '/driverDocument', field: 'driverId' },
  vehicle: { path: '/vehicleDocument', field: 'vehicleId' },
  user: { path: '/userDocument', field: 'userId' },
  invoice: { path: '/invoice-document', field: 'invoiceId' },
};

type Id = number | string;

export const documentCalls = (http: HttpClient) => ({
  getDocuments: (kind: DocumentOwnerKind, ownerId: Id) =>
    http.request<DocumentRecord[]>(ROOTS[kind].path, { query: { [ROOTS[kind].field]: ownerId } }),
  /** Fields first, then the file: the API reads the form in order. `amount` (Rs): a booking's charge document, staff only. */
  uploadDocument: (
    kind: DocumentOwnerKind,
    ownerId: Id,
    documentTypeId: number,
    file: File,
    onProgress?: (fraction: number) => void,
    amount?: number,
  ) => {
    const form = new FormData();
    form.append(ROOTS[kind].field, String(ownerId));
    form.append('documentTypeId', String(documentTypeId));
    if (amount !== undefined) form.append('amount', String(amount));
    form.append('file', file, file.name);
    return http.request<DocumentRecord>(`${ROOTS[kind].path}/upload`, {
      method: 'POST',
      body: form,
      onUploadProgress: onProgress ?? (() => {}),
    });
  },
  downloadDocument: (kind: DocumentOwnerKind, id: Id, inline = false) =>
    http.request<BinaryResponse>(`${ROOTS[kind].path}/${id}/download`, {
      query: { inline: inline || undefined },
      responseType: 'blob',
    }),
  deleteDocument: (kind: DocumentOwnerKind, id: Id) =>
    http.request<DocumentRecord>(`${ROOTS[kind].path}/${id}`, { method: 'DELETE' }),
  /** Staff approve a booking document, or reject it with a reason. */
  reviewBookingDocument: (id: Id, decision: { status: Decision; reason?: string }) =>
    http.request<DocumentDecisionRecord>(`${ROOTS.booking.path}/${id}/review`, { method: 'PUT', body: decision }),
});
export type DocumentCalls = ReturnType<typeof documentCalls>;
