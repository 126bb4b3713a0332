import { PartLoadError } from '../../../components/LoadError';
import { Grid, LinearProgress } from '@mui/material';
import { formatMoney } from '#domain/format';
import { Fact } from '../../../components/Fact';
import { ShowSection } from '../../../components/ShowSection';
import { BID_CATEGORY_TYPE } from '#domain/bidding';
import { useClientConfig } from '../../../theme/ClientConfigProvider';
import { useShipmentData } from './useShipmentData';

/** Booking pricing info: what the shipper pays, and for staff what the bids and bookings cost (the API leaves those out for the shipper). */
export function ShipmentPricing({ shipmentId }: { shipmentId: number }) {
  const { currency, weightUnit } = useClientConfig();
  const { data, isPending, error } = useShipmentData('pricing', shipmentId, (dp, id) => dp.getShipmentPricingInfo(id));
  const money = (amount: number | null | undefined) => formatMoney(amount, currency);
  return (
    <ShowSection title="Pricing">
      {isPending && <LinearProgress aria-label="Loading pricing" />}
      {error && <PartLoadError error={error} />}
      {data && (
        <Grid container spacing={2}>
          <Fact label="Shipper Rate" value={money(data.shipperRate)} />
          <Fact label="Contract amount" value={money(data.contractAmount)} />
          <Fact
            label="Vehicles booked"
            value={`${data.bookedVehicles} of ${data.vehicleCount} (${data.remainingVehicles} to go)`}
          />
          {data.bookedAmount !== undefined && <Fact label="Booked amount" value={money(data.bookedAmount)} />}
          <Fact label="Open bids" value={data.openBids} />
          {data.lowestBid !== undefined && (
            <Fact
              label="Lowest / average / highest bid"
              value={
                data.openBids
                  ? `${money(data.lowestBid)} / ${money(data.averageBid)} / ${money(data.highestBid)}`
                  : null
              }
            />
          )}
          <Fact
            label={`Bid limit (${data.bidCategoryTypeId === BID_CATEGORY_TYPE.PER_TONNE ? `per ${weightUnit}` : 'per vehicle'})`}
            value={data.bidLimit ? `${money(data.bidLimit.minAmount)} – ${money(data.bidLimit.maxAmount)}` : null}
          />
        </Grid>
      )}
    </ShowSection>
  );
}
