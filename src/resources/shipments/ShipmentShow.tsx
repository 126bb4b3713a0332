import { ResourceShow } from '../../components/ResourcePages';
import { Box, Divider, Grid, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useEnumLabel } from '../../i18n/useEnumLabel';
import { formatDateTime, formatMoney, formatWeight } from '#domain/format';
import { Fact } from '../../components/Fact';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { ShowSection } from '../../components/ShowSection';
import { useSpecLabels } from '../../providers/useConfigEntry';
import type { ShipmentRecord } from '#domain/records/shipments';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { FavouriteToggle } from './FavouriteToggle';
import { ShipmentActions } from './ShipmentActions';
import { StatusChip } from './ShipmentStatusChip';
import { ShipmentStops } from './ShipmentStops';
import { RouteTitle } from './RouteTitle';
import { PROJECT_VERTICALS } from '#domain/projectVerticals';
import { RouteMap } from '../../components/map/RouteMap';
import { useRouteDistance } from '../../components/map/useRouteDistance';
import { geoPoint } from '#domain/geo';
import { ShipmentPricing } from './related/ShipmentPricing';
import { ShipmentRelatedTabs } from './related/ShipmentRelatedTabs';
import { useIsStaff } from '../../providers/useIsStaff';

function ShipmentDetails() {
  const record = useRecordContext<ShipmentRecord>();
  const { currency, weightUnit } = useClientConfig();
  const labels = useSpecLabels();
  const translate = useTranslate();
  const label = useEnumLabel();
  const routeDistance = useRouteDistance();
  // The contract amount, the tag and the internal point of contact are staff's (the API keeps them from shippers).
  const isStaff = useIsStaff();
  if (!record) return null;
  const stops = [...(record.pickupLocations ?? []), ...(record.dropOffLocations ?? [])];
  const container = record.container;
  const contact = (name: string | null, number: string | null) => [name, number].filter(Boolean).join(', ') || null;
  const range = (min: number | null, max: number | null) =>
    min === null && max === null
      ? null
      : translate('app.shipments.range', { min: formatMoney(min, currency), max: formatMoney(max, currency) });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection
        title={<RouteTitle of={record} />}
        aside={
          <>
            <StatusChip status={record.status} />
            <FavouriteToggle />
          </>
        }
      >
        <Grid container spacing={2}>
          <Fact label="resources.shipments.fields.project" value={record.companyName} />
          <Fact label="resources.shipments.fields.referenceNo" value={record.referenceNumber} />
          <Fact
            label="resources.shipments.fields.shipmentType"
            value={label('shipmentType', record.shipmentCategoryTypeId)}
          />
          <Fact label="resources.shipments.fields.loadingTime" value={formatDateTime(record.loadingTime)} />
          <Fact label={labels.vehicleType} value={`${record.vehicleTypeName} × ${record.vehicleCount}`} />
          <Fact label="resources.shipments.fields.weight" value={formatWeight(record.weight, weightUnit)} />
          <Fact label="resources.shipments.fields.quantity" value={record.quantity} />
          {labels.showShipperRate && (
            <Fact label={labels.shipperRate} value={formatMoney(record.shipperRate, currency)} />
          )}
          {labels.showShipperRate && (
            <Fact label={labels.targetRate} value={range(record.minShipperRate, record.maxShipperRate)} />
          )}
          {isStaff && (
            <Fact
              label="resources.shipments.fields.contractAmount"
              value={formatMoney(record.contractAmount, currency)}
            />
          )}
          <Fact
            label="resources.shipments.fields.payment"
            value={label('paymentType', record.paymentReceivingTypeId)}
          />
          <Fact label="resources.shipments.fields.poolType" value={label('poolType', record.poolType)} />
          <Fact
            label="resources.shipments.fields.bidWindowOpen"
            value={translate(`app.shipments.bidWindow.${record.bidWindowOpen ? 'open' : 'closed'}`)}
          />
          {isStaff && (
            <Fact
              label="resources.shipments.fields.tag"
              value={
                record.tagged ? label('taggingOrigin', record.taggingOrigin) : translate('app.shipments.notTagged')
              }
            />
          )}
          <Fact
            label="resources.shipments.fields.consignee"
            value={contact(record.consigneeName, record.consigneeNumber)}
          />
          <Fact
            label="resources.shipments.fields.pointOfContact"
            value={contact(record.pointOfContactName, record.pointOfContactNumber)}
          />
          {isStaff && <Fact label="resources.shipments.fields.internalPointOfContact" value={record.assignedToName} />}
          <Fact
            label="resources.shipments.fields.projectVertical"
            value={PROJECT_VERTICALS.find((v) => v.id === record.projectVerticalId)?.name}
          />
          <Fact
            label="resources.shipments.fields.labourAvailability"
            value={label('labourAvailability', record.labourAvailabilityTypeId)}
          />
          <Fact
            label="resources.shipments.fields.cityTravelRestriction"
            value={label('cityTravelRestriction', record.cityTravelRestrictionTypeId)}
          />
          <Fact label="resources.shipments.fields.addaMarfat" value={record.addaMarfat} />
          <Fact
            label="resources.shipments.fields.podHardCopyRequired"
            value={translate(record.isPodHardCopyReq ? 'ra.boolean.true' : 'ra.boolean.false')}
          />
          <Fact
            label="resources.shipments.fields.customAddress"
            value={translate(record.customAddress ? 'ra.boolean.true' : 'ra.boolean.false')}
          />
        </Grid>
        {record.specialInstructions && (
          <>
            <Divider sx={{ my: 2 }} />
            <Typography variant="caption" color="text.secondary" component="p">
              {translate('resources.shipments.fields.specialInstructions')}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {record.specialInstructions}
            </Typography>
          </>
        )}
      </ShowSection>
      <AfterFirstPaint>
        <ShowSection title="resources.shipments.fields.route">
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <Fact
              label="app.components.distance.label"
              value={routeDistance(stops.map((stop) => geoPoint(stop.latitude, stop.longitude)))}
            />
          </Grid>
          <RouteMap
            points={stops.map((stop) => ({
              latitude: stop.latitude ?? NaN,
              longitude: stop.longitude ?? NaN,
              label: `${stop.cityName}: ${stop.address}`,
            }))}
            fallback={
              <>
                <ShipmentStops
                  title={translate('app.shipments.pickups')}
                  stops={record.pickupLocations ?? []}
                  weightUnit={weightUnit}
                />
                <ShipmentStops
                  title={translate('app.shipments.dropOffs')}
                  stops={record.dropOffLocations ?? []}
                  weightUnit={weightUnit}
                />
              </>
            }
          />
        </ShowSection>
        {container && Object.values(container).some((value) => value !== undefined && value !== null) && (
          <ShowSection title="app.shipments.container">
            <Grid container spacing={2}>
              <Fact label="resources.shipments.fields.blNumber" value={container.blNumber} />
              <Fact label="resources.shipments.fields.numberOfContainers" value={container.noOfContainers} />
              <Fact
                label="resources.shipments.fields.detentionCharges"
                value={
                  container.detentionCharges === undefined ? null : formatMoney(container.detentionCharges, currency)
                }
              />
              <Fact
                label="resources.shipments.fields.emptyReturnBy"
                value={container.emptyReturnDate ? formatDateTime(container.emptyReturnDate) : null}
              />
              <Fact label="resources.shipments.fields.emptyReturnLocation" value={container.returnLocation} />
            </Grid>
          </ShowSection>
        )}
        <ShipmentPricing shipmentId={record.id} />
        <ShipmentRelatedTabs shipmentId={record.id} />
      </AfterFirstPaint>
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
