import type { ShipmentImportResult } from '#domain/records/shipmentImport';
import type { ImportTemplateFormat } from '#domain/schemas/shipmentImport';
import type { BinaryResponse, HttpClient } from './httpClient';

export type { ShipmentImportResult, ShipmentImportRow } from '#domain/records/shipmentImport';

export interface ShipmentImportOptions {
  /** Check every row and write nothing. */
  dryRun: boolean;
  /** Staff: the project the shipments are for. */
  companyId?: number;
  onProgress?: (fraction: number) => void;
}

/** The spreadsheet import of shipments (issue 42): its template, and a file checked or imported. */
export const shipmentImportCalls = (http: HttpClient) => ({
  getShipmentImportTemplate: (format: ImportTemplateFormat) =>
    http.request<BinaryResponse>('/shipment/import/template', { query: { format }, responseType: 'blob' }),
  importShipments: (file: File, { dryRun, companyId, onProgress }: ShipmentImportOptions) => {
    const form = new FormData();
    if (companyId !== undefined) form.append('companyId', String(companyId));
    // A loading time written without an offset means the uploader's own clock.
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (timeZone) form.append('timeZone', timeZone);
    form.append('file', file, file.name);
    return http.request<ShipmentImportResult>('/shipment/import', {
      method: 'POST',
      query: { dryRun },
      body: form,
      onUploadProgress: onProgress ?? (() => {}),
    });
  },
});
export type ShipmentImportCalls = ReturnType<typeof shipmentImportCalls>;
