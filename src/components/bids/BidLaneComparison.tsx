import { Box, Link, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { bookingAmount } from '#domain/bookings';
import { formatMoney } from '#domain/format';
import { laneBookingFilter, laneBookingsPath, percentFromMedian } from '#domain/laneRates';
import type { LaneRatesRecord } from '#domain/records/laneRates';
import type { ShipmentBidFields } from '../../providers/shipmentRelatedCalls';
import { useIsStaff } from '../../providers/useIsStaff';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import type { Column } from '../DataTable';
import { laneOf, useLaneRates } from '../laneRates/useLaneRates';

/** What a bid is compared on: its shipment's lane and how its amounts are per vehicle. */
export interface BidLaneShipment {
  pickupCityId: number | null;
  dropOffCityId: number | null;
  vehicleTypeId: number;
  bidCategoryTypeId: number;
  weight: number;
  vehicleCount: number;
}

type Carrier = NonNullable<LaneRatesRecord['carrierAmount']>;

/**
 * How one bid compares with what carriers were paid on its lane: its amount per vehicle (a per-tonne
 * bid multiplied out, as it would be booked) against the lane's carrier median, in whole percent.
 */
export function BidVsLaneMedian({
  amount,
  shipment,
  rates,
}: {
  amount: number;
  shipment: BidLaneShipment;
  rates: LaneRatesRecord;
}) {
  const translate = useTranslate();
  const { currency } = useClientConfig();
  const text = (key: string, options?: object) => translate(`app.laneRates.bid.${key}`, options);
  const carrier = rates.carrierAmount as Carrier;
  const percent = percentFromMedian(bookingAmount(shipment, amount), rates.basis === 'none' ? null : carrier.median);
  if (percent === null)
    return (
      <Typography variant="body2" color="text.secondary">
        {text('none')}
      </Typography>
    );
  const place =
    rates.basis === 'lane'
      ? {
          pickupCityId: rates.lane.pickupCityId,
          dropOffCityId: rates.lane.dropOffCityId,
          vehicleTypeId: rates.lane.vehicleTypeId,
        }
      : {
          pickupStateId: rates.region.pickupStateId,
          dropOffStateId: rates.region.dropOffStateId,
          vehicleTypeId: rates.lane.vehicleTypeId,
        };
  const said =
    percent > 0 ? text('above', { percent }) : percent < 0 ? text('below', { percent: -percent }) : text('at');
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {said}
      </Typography>
      {/* The median's figure opens the bookings it is the median of. */}
      <Link
        component={RouterLink}
        to={laneBookingsPath(laneBookingFilter(place, 'carrierAmount', rates))}
        variant="caption"
        color="text.secondary"
      >
        {text('detail', {
          median: formatMoney(Math.round(carrier.median!), currency),
          count: carrier.count,
          basis: text(`basis.${rates.basis}`),
        })}
      </Link>
    </Box>
  );
}

/**
 * The "vs lane median" column of a shipment's bids, for those who may see carrier amounts (staff):
 * the lane is read once for the table; undefined (no column) for anyone else or without a lane.
 */
export function useLaneMedianColumn(shipment: BidLaneShipment | undefined): Column<ShipmentBidFields> | undefined {
  const isStaff = useIsStaff();
  const translate = useTranslate();
  const lane =
    isStaff && shipment ? laneOf(shipment.pickupCityId, shipment.dropOffCityId, shipment.vehicleTypeId) : undefined;
  const rates = useLaneRates(lane);
  if (!lane || !shipment || rates.isError) return undefined;
  return {
    label: 'app.laneRates.bid.column',
    render: (bid) =>
      rates.isPending ? (
        <Skeleton width={120} aria-label={translate('app.laneRates.bid.loading')} />
      ) : bid.amount === undefined || !rates.data.carrierAmount ? null : (
        <BidVsLaneMedian amount={bid.amount} shipment={shipment} rates={rates.data} />
      ),
  };
}
