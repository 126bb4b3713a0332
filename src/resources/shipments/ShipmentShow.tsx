import { ResourceShow } from '../../components/ResourcePages';
import { Box, Card, CardContent, Divider, Grid, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDateTime, formatMoney, formatWeight } from '../../domain/format';
import { Fact } from '../../components/Fact';
import { PAYMENT_TYPE_LABELS, POOL_TYPE_LABELS, SHIPMENT_TYPE_LABELS, TAGGING_ORIGIN_LABELS, type PaymentTypeId, type PoolType, type ShipmentTypeId, type TaggingOrigin } from '../../domain/shipments';
import type { ShipmentRecord } from '../../providers/shipmentCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { FavouriteToggle } from './FavouriteToggle';
import { ShipmentActions } from './ShipmentActions';
import { StatusChip } from './ShipmentStatusChip';
import { ShipmentStops } from './ShipmentStops';
import { PROJECT_VERTICALS } from '../../domain/projectVerticals';
import { RouteMap } from '../../components/map/RouteMap';
import { ShipmentPricing } from './related/ShipmentPricing';
import { ShipmentRelatedTabs } from './related/ShipmentRelatedTabs';

function ShipmentDetails() {
  const record = useRecordContext<ShipmentRecord>();
  const { currency, weightUnit } = useClientConfig();
  if (!record) return null;
  const stops = [...(record.pickupLocations ?? []), ...(record.dropOffLocations ?? [])];
  const container = record.container as Record<string, string | number | undefined> | null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
            <Typography component="h2" variant="h6">
              {record.code} · {record.pickupCityName} → {record.dropOffCityName}
            </Typography>
            <StatusChip status={record.status} />
            <FavouriteToggle />
          </Box>
          <Grid container spacing={2}>
            <Fact label="Company" value={record.companyName} />
            <Fact label="Shipper reference" value={record.referenceNumber} />
            <Fact label="Shipment type" value={SHIPMENT_TYPE_LABELS[record.shipmentCategoryTypeId as ShipmentTypeId]} />
            <Fact label="Loading time" value={formatDateTime(record.loadingTime)} />
            <Fact label="Vehicle Type" value={`${record.vehicleTypeName} × ${record.vehicleCount}`} />
            <Fact label="Weight" value={formatWeight(record.weight, weightUnit)} />
            <Fact label="Shipper Rate" value={formatMoney(record.shipperRate, currency)} />
            <Fact label="Contract amount" value={formatMoney(record.contractAmount, currency)} />
            <Fact label="Payment" value={PAYMENT_TYPE_LABELS[record.paymentReceivingTypeId as PaymentTypeId]} />
            <Fact label="Pool" value={POOL_TYPE_LABELS[record.poolType as PoolType]} />
            <Fact label="Bid window" value={record.bidWindowOpen ? 'Open' : 'Closed'} />
            <Fact label="Tag" value={record.tagged ? TAGGING_ORIGIN_LABELS[record.taggingOrigin as TaggingOrigin] : 'Not tagged'} />
            <Fact label="Point of contact" value={record.assignedToName} />
            <Fact label="Project vertical" value={PROJECT_VERTICALS.find((v) => v.id === record.projectVerticalId)?.name} />
          </Grid>
          {record.specialInstructions && (
            <>
              <Divider sx={{ my: 2 }} />
              <Typography variant="caption" color="text.secondary" component="p">
                Special instructions
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {record.specialInstructions}
              </Typography>
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            Route
          </Typography>
          <RouteMap
            points={stops.map((stop) => ({ latitude: stop.latitude ?? NaN, longitude: stop.longitude ?? NaN, label: `${stop.cityName}: ${stop.address}` }))}
            fallback={
              <>
                <ShipmentStops title="Pick-ups" stops={record.pickupLocations ?? []} weightUnit={weightUnit} />
                <ShipmentStops title="Drop-offs" stops={record.dropOffLocations ?? []} weightUnit={weightUnit} />
              </>
            }
          />
        </CardContent>
      </Card>
      {container && (
        <Card>
          <CardContent>
            <Typography component="h2" variant="h6" gutterBottom>
              Container
            </Typography>
            <Grid container spacing={2}>
              <Fact label="BL number" value={container.blNumber} />
              <Fact label="Containers" value={container.noOfContainers} />
              <Fact label="Detention charges" value={container.detentionCharges} />
              <Fact label="Empty return" value={container.emptyReturnDate ? formatDateTime(String(container.emptyReturnDate)) : null} />
              <Fact label="Return location" value={container.returnLocation} />
            </Grid>
          </CardContent>
        </Card>
      )}
      <ShipmentPricing shipmentId={record.id} />
      <ShipmentRelatedTabs shipmentId={record.id} />
    </Box>
  );
}

export function ShipmentShow() {
  return (
    <ResourceShow actions={<ShipmentActions />} component="div">
      <ShipmentDetails />
    </ResourceShow>
  );
}
