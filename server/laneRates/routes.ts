import { LANE_REPORT_CSV_MAX_ROWS, LANE_MIN_TRIPS, LANE_WINDOW_DAYS } from '#domain/laneRates';
import { DataOf, FileAnswer } from '#domain/records/envelope';
import { LaneRatesRecord, LaneReportRecord } from '#domain/records/laneRates';
import { laneRatesQuerySchema, laneReportQuerySchema } from '#domain/schemas/laneRates';
import { USER_TYPE } from '#domain/userTypes';
import { currentUser, requireUserType } from '../auth/guard';
import { docs } from '../http/docs';
import { ok } from '../http/envelope';
import type { Api } from '../http/validate';
import { attachmentHeader } from '../files/upload';
import { laneRates } from './queries';
import { laneReport, laneReportRows } from './report';
import { laneReportCsv } from './csv';

const tags = ['lane rates'];
const WINDOW = `the last ${LANE_WINDOW_DAYS} days, at least ${LANE_MIN_TRIPS} trips`;

/**
 * Lane rates (src/domain/laneRates.ts): what a lane has cost lately, read from the bookings on every
 * call (an indexed query over shipments_lane_idx, nothing kept), so a booking made a moment ago counts
 * at once and no write pays for it. The money rules hold: staff see both sides, the shipper side the
 * shipper rates only, partners the carrier amounts only.
 */
export default async function laneRateRoutes(app: Api) {
  const { db } = app.ctx.database;

  app.get(
    '/lane-rates',
    {
      config: { access: 'bids' },
      // Those who price a lane: staff, shippers and brokers (the shipper rate), partners (the carrier amount).
      preValidation: requireUserType(USER_TYPE.INTERNAL, USER_TYPE.SHIPPER, USER_TYPE.DEMAND_ADDA, USER_TYPE.PARTNER),
      schema: docs({
        tags,
        summary: `A lane's shipper rates and carrier amounts (${WINDOW}; else its wider region), as the caller may see them`,
        description:
          'Pick-up city → drop-off city, vehicle type: the count, 25th percentile, median and 75th percentile of ' +
          "each side over the trips (bookings not cancelled) created in the window. basis is 'lane', or 'region' " +
          "(the pick-up city's state → the drop-off city's state) when the lane has too few trips, or 'none' when the " +
          'region has too few as well (then only the counts found). Staff get both sides, shippers and brokers the ' +
          'shipper rate, partners the carrier amount.',
        querystring: laneRatesQuerySchema,
        answer: DataOf(LaneRatesRecord),
      }),
    },
    async (request) => ok(await laneRates(db, currentUser(request), request.query)),
  );

  app.get(
    '/lane-rates/report',
    {
      config: { access: 'reports' },
      preValidation: requireUserType(USER_TYPE.INTERNAL),
      schema: docs({
        tags,
        summary: `Staff: the lanes with trips in the last ${LANE_WINDOW_DAYS} days, busiest first, with both sides' figures, and each week's medians`,
        querystring: laneReportQuerySchema,
        answer: DataOf(LaneReportRecord),
      }),
    },
    async (request) => ok(await laneReport(db, request.query)),
  );

  app.get(
    '/lane-rates/report.csv',
    {
      config: { access: 'reports' },
      preValidation: requireUserType(USER_TYPE.INTERNAL),
      schema: docs({
        tags,
        summary: `Staff: the lane report as CSV, every lane (up to ${LANE_REPORT_CSV_MAX_ROWS}) with both sides' figures`,
        querystring: laneReportQuerySchema,
        answer: FileAnswer('text/csv'),
      }),
    },
    async (request, reply) => {
      const { window, lanes } = await laneReportRows(db, request.query, LANE_REPORT_CSV_MAX_ROWS);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(`lane-rates-${window.asOf.toISOString().slice(0, 10)}.csv`))
        .send(laneReportCsv(lanes, window));
    },
  );
}
