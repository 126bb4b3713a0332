import { Type, type Static } from '@sinclair/typebox';
import { LANE_BASES } from '../laneRates';
import { Count, DateTime, Id, Nullable, OneOf, Text } from './common';

/**
 * A side's figures over the trips its basis counts (src/domain/laneRates.ts): how many gave it a value,
 * and the 25th percentile, median and 75th percentile of those values (Rs, linear interpolation, so
 * possibly not whole); the percentiles are null where the figures are not given (too few trips).
 */
export const LaneFiguresRecord = Type.Object({
  count: Count,
  p25: Nullable(Type.Number()),
  median: Nullable(Type.Number()),
  p75: Nullable(Type.Number()),
});
export type LaneFiguresRecord = Static<typeof LaneFiguresRecord>;

/** The lane asked about, by id and name. */
export const LaneRecord = Type.Object({
  pickupCityId: Id,
  pickupCityName: Text,
  dropOffCityId: Id,
  dropOffCityName: Text,
  vehicleTypeId: Id,
  vehicleTypeName: Text,
});
export type LaneRecord = Static<typeof LaneRecord>;

/** The lane's wider region: its pick-up city's state → its drop-off city's state (same vehicle type). */
export const LaneRegionRecord = Type.Object({
  pickupStateId: Id,
  pickupStateName: Text,
  dropOffStateId: Id,
  dropOffStateName: Text,
});
export type LaneRegionRecord = Static<typeof LaneRegionRecord>;

/**
 * GET /lane-rates: a lane's rates over the window. `basis` says where the figures come from (the
 * lane, its wider region, or none: too few trips in both); `trips` the trips found on the lane and, when
 * the lane had too few, in the region. Each side is there only for those who may see it: the shipper
 * rate for staff and the shipper side, the carrier amount for staff and partners.
 */
export const LaneRatesRecord = Type.Object({
  lane: LaneRecord,
  basis: OneOf(LANE_BASES),
  region: LaneRegionRecord,
  trips: Type.Object({ lane: Count, region: Nullable(Type.Integer({ minimum: 0 })) }),
  windowDays: Count,
  minTrips: Count,
  windowStart: DateTime,
  asOf: DateTime,
  shipperRate: Type.Optional(LaneFiguresRecord),
  carrierAmount: Type.Optional(LaneFiguresRecord),
});
export type LaneRatesRecord = Static<typeof LaneRatesRecord>;

/** One lane of the report: its ids and names, its trips and each side's figures (staff only). */
export const LaneReportRow = Type.Object({
  ...LaneRecord.properties,
  trips: Count,
  shipperRate: LaneFiguresRecord,
  carrierAmount: LaneFiguresRecord,
});
export type LaneReportRow = Static<typeof LaneReportRow>;

/** One week of the report's chart: the median of each side over the trips created that week. */
export const LaneReportWeek = Type.Object({
  start: DateTime,
  end: DateTime,
  trips: Count,
  shipperRate: Type.Object({ count: Count, median: Nullable(Type.Number()) }),
  carrierAmount: Type.Object({ count: Count, median: Nullable(Type.Number()) }),
});
export type LaneReportWeek = Static<typeof LaneReportWeek>;

/** GET /lane-rates/report: the window's lanes (busiest first, paged) and its weeks, for staff. */
export const LaneReportRecord = Type.Object({
  windowDays: Count,
  minTrips: Count,
  windowStart: DateTime,
  asOf: DateTime,
  lanes: Type.Array(LaneReportRow),
  totalLanes: Count,
  page: Count,
  pageSize: Count,
  weeks: Type.Array(LaneReportWeek),
});
export type LaneReportRecord = Static<typeof LaneReportRecord>;
