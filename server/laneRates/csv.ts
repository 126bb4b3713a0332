import { toCsv } from '#domain/csv';
import type { LaneWindow } from '#domain/laneRates';
import type { LaneFiguresRecord, LaneReportRow } from '#domain/records/laneRates';

/** A figure as the CSV writes it: Rs to the paisa (a percentile may fall between two amounts), or empty. */
const amount = (value: number | null) => (value === null ? '' : Math.round(value * 100) / 100);
const side = (figures: LaneFiguresRecord) => [
  figures.count,
  amount(figures.p25),
  amount(figures.median),
  amount(figures.p75),
];

const HEADER = [
  'Pick-up city',
  'Drop-off city',
  'Vehicle type',
  'Trips',
  'Shipper rate count',
  'Shipper rate p25',
  'Shipper rate median',
  'Shipper rate p75',
  'Carrier amount count',
  'Carrier amount p25',
  'Carrier amount median',
  'Carrier amount p75',
  'Window start',
  'As of',
];

/** The lane report as CSV (English headers, as the other downloads): one lane a row, the window on each. */
export function laneReportCsv(lanes: readonly LaneReportRow[], window: LaneWindow): string {
  const start = window.windowStart.toISOString();
  const asOf = window.asOf.toISOString();
  return toCsv({
    fields: HEADER,
    data: lanes.map((lane) => [
      lane.pickupCityName,
      lane.dropOffCityName,
      lane.vehicleTypeName,
      lane.trips,
      ...side(lane.shipperRate),
      ...side(lane.carrierAmount),
      start,
      asOf,
    ]),
  });
}
