import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { LANE_SIDES, LANE_REPORT_PAGE_SIZE } from '../laneRates';
import { blankToUndefined, idField } from './shipmentLocation';
import { pageFields } from './listQuery';

/** A lane's three ids, each required: without all three there is no lane to read. */
const laneId = () => idField().typeError(MESSAGES.laneRequired).required(MESSAGES.laneRequired);

/** GET /lane-rates: one lane, by its pick-up city, drop-off city and vehicle type (src/domain/laneRates.ts). */
export const laneRatesQuerySchema = yup.object({
  pickupCityId: laneId(),
  dropOffCityId: laneId(),
  vehicleTypeId: laneId(),
});
export type LaneRatesQuery = yup.InferType<typeof laneRatesQuerySchema>;

/** GET /lane-rates/report (and its CSV): the lanes of the window, narrowed by any of the lane's ids. */
export const laneReportQuerySchema = yup.object({
  pickupCityId: idField(),
  dropOffCityId: idField(),
  vehicleTypeId: idField(),
  ...pageFields(LANE_REPORT_PAGE_SIZE),
});
export type LaneReportQuery = yup.InferType<typeof laneReportQuerySchema>;

/**
 * The booking list's lane filters: the bookings behind a lane-rate figure (laneBookingFilter). The
 * shipment's first pick-up and last drop-off city (or, for a region, their states), its vehicle type,
 * and `laneSide`: only the bookings that side counts (not cancelled; the shipper side: priced per
 * vehicle, with a shipper rate). The window is the list's own `fromDate` … `toDate`.
 */
export const laneFilterFields = () => ({
  pickupCityId: idField(),
  dropOffCityId: idField(),
  pickupStateId: idField(),
  dropOffStateId: idField(),
  vehicleTypeId: idField(),
  laneSide: yup
    .string()
    .transform(blankToUndefined)
    .oneOf(LANE_SIDES, MESSAGES.invalidOption)
    .meta({
      jsonSchema: {
        description: `Only the bookings a lane-rate side counts: ${LANE_SIDES.join(', ')} (GET /lane-rates)`,
      },
    }),
});
/** The lane filters alone, as a booking list query may carry them (the list's schema spreads their fields). */
export const laneFilterSchema = yup.object(laneFilterFields());
/** What the API's booking list and the portal's strip above it read of those filters. */
export type LaneListFilter = yup.InferType<typeof laneFilterSchema>;
