import type { Exporter } from 'react-admin';
import { exportCsv } from '../../components/export/exportCsv';
import { formatDateTime } from '#domain/format';
import { SHIPMENT_STATUS_LABELS, type ShipmentStatus } from '#domain/shipments';
import type { ShipmentRow } from '#domain/records/shipments';

/** CSV of what the list shows, in a person's words; the shipper rate only where SHIPPER_RATE shows it. */
export const shipmentExporter =
  ({ showShipperRate }: { showShipperRate: boolean }): Exporter<ShipmentRow> =>
  (records) => {
    const rows = records.map((r) => ({
      Reference: r.code,
      'Shipper reference': r.referenceNumber ?? '',
      Company: r.companyName,
      From: r.pickupCityName ?? '',
      To: r.dropOffCityName ?? '',
      'Vehicle Type': r.vehicleTypeName,
      Vehicles: r.vehicleCount,
      Weight: r.weight,
      ...(showShipperRate ? { 'Shipper Rate': r.shipperRate ?? '' } : {}),
      Status: SHIPMENT_STATUS_LABELS[r.status as ShipmentStatus] ?? r.status,
      'Bid window': r.bidWindowOpen ? 'Open' : 'Closed',
      'Loading time': formatDateTime(r.loadingTime),
    }));
    exportCsv(rows, 'shipments');
  };
