import type { Exporter } from 'react-admin';
import { exportCsv } from '../../components/export/exportCsv';
import { VERIFICATION_STATUS_LABELS } from '#domain/fleet';
import { VEHICLE_TYPES } from '#domain/vehicleTypes';
import type { DriverRecord } from '../../providers/fleetCalls';
import { licenceExpiryOf } from './licenceExpiry';

const typeName = (id: number) => VEHICLE_TYPES.find((t) => t.id === id)?.name ?? String(id);

/** CSV of the drivers list in a person's words. */
export const driverExporter: Exporter<DriverRecord> = (records) => {
  const rows = records.map((d) => ({
    Name: d.fullName,
    Phone: d.phoneNumber,
    CNIC: d.cnic,
    'Licence number': d.licenseNumber,
    'Licence expiry': licenceExpiryOf(d.licenseExpiry).date,
    Partner: d.partnerName ?? '',
    'Vehicle types': (d.vehicleTypeIds ?? []).map(typeName).join(', '),
    Status: VERIFICATION_STATUS_LABELS[d.status] ?? d.status,
    'Status reason': d.statusReason ?? '',
  }));
  exportCsv(rows, 'drivers');
};
