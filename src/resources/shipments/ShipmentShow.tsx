import { ResourceShow } from '../../components/ResourcePages';
import { Box, Divider, Grid, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDateTime, formatMoney, formatWeight } from '#domain/format';
import { Fact } from '../../components/Fact';
import { ShowSection } from '../../components/ShowSection';
import {
  CITY_TRAVEL_RESTRICTION_LABELS,
  LABOUR_AVAILABILITY_LABELS,
  PAYMENT_TYPE_LABELS,
  POOL_TYPE_LABELS,
  SHIPMENT_TYPE_LABELS,
  TAGGING_ORIGIN_LABELS,
  type PaymentTypeId,
  type PoolType,
  type ShipmentTypeId,
  type TaggingOrigin,
} from '#domain/shipments';
import { useSpecLabels } from '../../providers/useConfigEntry';
import type { ShipmentRecord } from '#domain/records/shipments';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { FavouriteToggle } from './FavouriteToggle';
import { ShipmentActions } from './ShipmentActions';
import { StatusChip } from './ShipmentStatusChip';
import { ShipmentStops } from './ShipmentStops';
import { PROJECT_VERTICALS } from '#domain/projectVerticals';
import { RouteMap } from '../../components/map/RouteMap';
import { ShipmentPricing } from './related/ShipmentPricing';
import { ShipmentRelatedTabs } from './related/ShipmentRelatedTabs';

function ShipmentDetails() {
  const record = useRecordContext<ShipmentRecord>();
  const { currency, weightUnit } = useClientConfig();
  const labels = useSpecLabels();
  if (!record) return null;
  const stops = [...(record.pickupLocations ?? []), ...(record.dropOffLocations ?? [])];
  const container = record.container;
  const contact = (name: string | null, number: string | null) => [name, number].filter(Boolean).join(', ') || null;
  const range = (min: number | null, max: number | null) =>
    min === null && max === null ? null : `${formatMoney(min, currency)} to ${formatMoney(max, currency)}`;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection
        title={
          <>
            {record.code} · {record.pickupCityName} → {record.dropOffCityName}
          </>
        }
        aside={
          <>
            <StatusChip status={record.status} />
            <FavouriteToggle />
          </>
        }
      >
        <Grid container spacing={2}>
          <Fact label="Project" value={record.companyName} />
          <Fact label="Reference number" value={record.referenceNumber} />
          <Fact label="Shipment type" value={SHIPMENT_TYPE_LABELS[record.shipmentCategoryTypeId as ShipmentTypeId]} />
          <Fact label="Loading time" value={formatDateTime(record.loadingTime)} />
          <Fact label={labels.vehicleType} value={`${record.vehicleTypeName} × ${record.vehicleCount}`} />
          <Fact label="Weight" value={formatWeight(record.weight, weightUnit)} />
          <Fact label="Quantity" value={record.quantity} />
          {labels.showShipperRate && (
            <Fact label={labels.shipperRate} value={formatMoney(record.shipperRate, currency)} />
          )}
          {labels.showShipperRate && (
            <Fact label={labels.targetRate} value={range(record.minShipperRate, record.maxShipperRate)} />
          )}
          <Fact label="Contract amount" value={formatMoney(record.contractAmount, currency)} />
          <Fact label="Payment" value={PAYMENT_TYPE_LABELS[record.paymentReceivingTypeId as PaymentTypeId]} />
          <Fact label="Pool" value={POOL_TYPE_LABELS[record.poolType as PoolType]} />
          <Fact label="Bid window" value={record.bidWindowOpen ? 'Open' : 'Closed'} />
          <Fact
            label="Tag"
            value={record.tagged ? TAGGING_ORIGIN_LABELS[record.taggingOrigin as TaggingOrigin] : 'Not tagged'}
          />
          <Fact label="Consignee" value={contact(record.consigneeName, record.consigneeNumber)} />
          <Fact label="Point of contact" value={contact(record.pointOfContactName, record.pointOfContactNumber)} />
          <Fact label="Internal point of contact" value={record.assignedToName} />
          <Fact
            label="Project vertical"
            value={PROJECT_VERTICALS.find((v) => v.id === record.projectVerticalId)?.name}
          />
          <Fact label="Labour availability" value={LABOUR_AVAILABILITY_LABELS[record.labourAvailabilityTypeId]} />
          <Fact
            label="City travel restriction"
            value={CITY_TRAVEL_RESTRICTION_LABELS[record.cityTravelRestrictionTypeId]}
          />
          <Fact label="Adda marfat" value={record.addaMarfat} />
          <Fact label="POD hard copy required" value={record.isPodHardCopyReq ? 'Yes' : 'No'} />
          <Fact label="Custom address" value={record.customAddress ? 'Yes' : 'No'} />
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
      </ShowSection>
      <ShowSection title="Route">
        <RouteMap
          points={stops.map((stop) => ({
            latitude: stop.latitude ?? NaN,
            longitude: stop.longitude ?? NaN,
            label: `${stop.cityName}: ${stop.address}`,
          }))}
          fallback={
            <>
              <ShipmentStops title="Pick-ups" stops={record.pickupLocations ?? []} weightUnit={weightUnit} />
              <ShipmentStops title="Drop-offs" stops={record.dropOffLocations ?? []} weightUnit={weightUnit} />
            </>
          }
        />
      </ShowSection>
      {container && Object.values(container).some((value) => value !== undefined && value !== null) && (
        <ShowSection title="Container">
          <Grid container spacing={2}>
            <Fact label="BL number" value={container.blNumber} />
            <Fact label="Number of containers" value={container.noOfContainers} />
            <Fact
              label="Detention charges"
              value={
                container.detentionCharges === undefined ? null : formatMoney(container.detentionCharges, currency)
              }
            />
            <Fact
              label="Empty return by"
              value={container.emptyReturnDate ? formatDateTime(container.emptyReturnDate) : null}
            />
            <Fact label="Empty return location" value={container.returnLocation} />
          </Grid>
        </ShowSection>
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
