import { Alert, Card, CardContent, Grid, LinearProgress, Typography } from '@mui/material';
import { formatMoney, orNotAvailable } from '../../../domain/format';
import { BID_CATEGORY_TYPE } from '../../../domain/bidding';
import { useClientConfig } from '../../../theme/ClientConfigProvider';
import { useShipmentData } from './useShipmentData';

function Figure({ label, value }: { label: string; value: string | number | null }) {
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2">{orNotAvailable(value)}</Typography>
    </Grid>
  );
}

/** Booking pricing info: what the shipper pays against what the bids and bookings cost. */
export function ShipmentPricing({ shipmentId }: { shipmentId: number }) {
  const { currency, weightUnit } = useClientConfig();
  const { data, isPending, error } = useShipmentData('pricing', shipmentId, (dp, id) => dp.getShipmentPricingInfo(id));
  const money = (amount: number | null | undefined) => formatMoney(amount, currency);
  return (
    <Card>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          Pricing
        </Typography>
        {isPending && <LinearProgress aria-label="Loading pricing" />}
        {error && <Alert severity="error">{error.message}</Alert>}
        {data && (
          <Grid container spacing={2}>
            <Figure label="Shipper Rate" value={money(data.shipperRate)} />
            <Figure label="Contract amount" value={money(data.contractAmount)} />
            <Figure label="Vehicles booked" value={`${data.bookedVehicles} of ${data.vehicleCount} (${data.remainingVehicles} to go)`} />
            <Figure label="Booked amount" value={money(data.bookedAmount)} />
            <Figure label="Open bids" value={data.openBids} />
            <Figure label="Lowest / average / highest bid" value={data.openBids ? `${money(data.lowestBid)} / ${money(data.averageBid)} / ${money(data.highestBid)}` : null} />
            <Figure
              label={`Bid limit (${data.bidCategoryTypeId === BID_CATEGORY_TYPE.PER_TONNE ? `per ${weightUnit}` : 'per vehicle'})`}
              value={data.bidLimit ? `${money(data.bidLimit.minAmount)} – ${money(data.bidLimit.maxAmount)}` : null}
            />
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}
