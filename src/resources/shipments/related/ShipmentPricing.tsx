import { PartLoadError } from '../../../components/LoadError';
import { Grid, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '#domain/format';
import { Fact } from '../../../components/Fact';
import { ShowSection } from '../../../components/ShowSection';
import { BID_CATEGORY_TYPE } from '#domain/bidding';
import { useClientConfig } from '../../../theme/ClientConfigProvider';
import { useShipmentData } from './useShipmentData';
import { useSpecLabels } from '../../../providers/useConfigEntry';
import { useIsStaff } from '../../../providers/useIsStaff';

/** Booking pricing info: what the shipper pays, and for staff what the bids and bookings cost (the API leaves those out for the shipper). */
export function ShipmentPricing({ shipmentId }: { shipmentId: number }) {
  const { currency, weightUnit } = useClientConfig();
  const translate = useTranslate();
  const { shipperRate, showShipperRate } = useSpecLabels();
  // The contract amount and the bid limit are staff's (the API keeps them from shippers).
  const isStaff = useIsStaff();
  const { data, isPending, error } = useShipmentData('pricing', shipmentId, (dp, id) => dp.getShipmentPricingInfo(id));
  const money = (amount: number | null | undefined) => formatMoney(amount, currency);
  return (
    <ShowSection title="app.shipments.pricing.title">
      {isPending && <LinearProgress aria-label={translate('app.shipments.pricing.loading')} />}
      {error && <PartLoadError error={error} />}
      {data && (
        <Grid container spacing={2}>
          {showShipperRate && <Fact label={shipperRate} value={money(data.shipperRate)} />}
          {isStaff && <Fact label="resources.shipments.fields.contractAmount" value={money(data.contractAmount)} />}
          <Fact
            label="app.shipments.pricing.vehiclesBooked"
            value={translate('app.shipments.pricing.vehiclesBookedValue', {
              booked: data.bookedVehicles,
              count: data.vehicleCount,
              left: data.remainingVehicles,
            })}
          />
          {data.bookedAmount !== undefined && (
            <Fact label="app.shipments.pricing.bookedAmount" value={money(data.bookedAmount)} />
          )}
          {data.margin !== undefined && <Fact label="app.shipments.pricing.margin" value={money(data.margin)} />}
          <Fact label="app.shipments.pricing.openBids" value={data.openBids} />
          {data.lowestBid !== undefined && (
            <Fact
              label="app.shipments.pricing.bidRange"
              value={
                data.openBids
                  ? `${money(data.lowestBid)} / ${money(data.averageBid)} / ${money(data.highestBid)}`
                  : null
              }
            />
          )}
          {isStaff && (
            <Fact
              label={translate('app.shipments.pricing.bidLimit', {
                basis:
                  data.bidCategoryTypeId === BID_CATEGORY_TYPE.PER_TONNE
                    ? translate('app.shipments.bids.perUnit', { unit: weightUnit })
                    : translate('app.shipments.bids.perVehicle'),
              })}
              value={data.bidLimit ? `${money(data.bidLimit.minAmount)} – ${money(data.bidLimit.maxAmount)}` : null}
            />
          )}
        </Grid>
      )}
    </ShowSection>
  );
}
