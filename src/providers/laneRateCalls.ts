import type { BinaryResponse, HttpClient } from './httpClient';
import type { LaneRatesRecord, LaneReportRecord } from '#domain/records/laneRates';
export type { LaneRatesRecord, LaneReportRecord } from '#domain/records/laneRates';

export interface LaneQuery {
  pickupCityId: number;
  dropOffCityId: number;
  vehicleTypeId: number;
}
/** The report's filters (any of the lane's ids) and its page (zero-based, as the API counts). */
export interface LaneReportQuery extends Partial<LaneQuery> {
  page?: number;
  pageSize?: number;
}

/** Lane rates (src/domain/laneRates.ts): one lane's figures as the caller may see them, and staff's report of every lane. */
export const laneRateCalls = (http: HttpClient) => ({
  getLaneRates: (lane: LaneQuery, signal?: AbortSignal) =>
    http.request<LaneRatesRecord>('/lane-rates', { query: { ...lane }, signal }),
  getLaneReport: (query: LaneReportQuery, signal?: AbortSignal) =>
    http.request<LaneReportRecord>('/lane-rates/report', { query: { ...query }, signal }),
  downloadLaneReport: (query: LaneReportQuery) =>
    http.request<BinaryResponse>('/lane-rates/report.csv', {
      query: {
        pickupCityId: query.pickupCityId,
        dropOffCityId: query.dropOffCityId,
        vehicleTypeId: query.vehicleTypeId,
      },
      responseType: 'blob',
    }),
});
export type LaneRateCalls = ReturnType<typeof laneRateCalls>;
