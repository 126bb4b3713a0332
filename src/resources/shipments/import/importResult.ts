import type { ShipmentImportResult } from '#domain/records/shipmentImport';
import { exportCsv } from '../../../components/export/exportCsv';

/** The result file: each row of the upload with what became of it and its shipment's reference (SH-…). */
export function downloadImportResult(result: ShipmentImportResult) {
  exportCsv(
    result.rows.map((r) => ({
      row: r.row,
      referenceNumber: r.referenceNumber ?? '',
      status: r.status,
      reference: r.reference ?? '',
      errors: (r.errors ?? []).map((e) => `${e.field}: ${e.message}`).join('; '),
    })),
    'shipments-import-result',
  );
}
