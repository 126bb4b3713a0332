import type { Exporter } from 'react-admin';
import { exportCsv } from '../../components/export/exportCsv';
import { VERIFICATION_STATUS_LABELS } from '#domain/fleet';
import type { VehicleRecord } from '../../providers/fleetCalls';

/** CSV of the vehicles list in a person's words. */
export const vehicleExporter: Exporter<VehicleRecord> = (records) => {
  const rows = records.map((v) => ({
    Registration: v.registrationNumber,
    'Vehicle Type': v.vehicleTypeName ?? '',
    Variant: v.vehicleTypeVariantName ?? '',
    'Capacity (tonnes)': v.capacityTonnes,
    Make: v.make ?? '',
    'Model year': v.modelYear ?? '',
    Fleet: v.fleetName ?? '',
    Partner: v.partnerName ?? '',
    Status: VERIFICATION_STATUS_LABELS[v.status] ?? v.status,
    'Status reason': v.statusReason ?? '',
  }));
  exportCsv(rows, 'vehicles');
};
