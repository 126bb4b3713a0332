import { ResourceShow } from '../../components/ResourcePages';
import { Box, Grid } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '#domain/format';
import { Fact } from '../../components/Fact';
import { ShowSection } from '../../components/ShowSection';
import { formatCoordinates } from '#domain/geo';
import { PlacesMap } from '../../components/map/PlacesMap';
import { ActiveChip } from '../../components/fields/ActiveChip';
import { PumpTyreOffers } from './PumpTyreOffers';
import { formatPercent, type FuelPumpRecord } from './fuelPumpRecord';

function PumpDetails() {
  const pump = useRecordContext<FuelPumpRecord>();
  const translate = useTranslate();
  if (!pump) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection title={pump.name} aside={<ActiveChip active={pump.active} />}>
        <Grid container spacing={2}>
          <Fact label="resources.fuel-pumps.fields.brand" value={pump.brand} />
          <Fact label="resources.fuel-pumps.fields.cityName" value={pump.cityName} />
          <Fact label="resources.fuel-pumps.fields.address" value={pump.address} />
          <Fact
            label="app.fleet.coordinates"
            value={formatCoordinates(pump.latitude, pump.longitude, translate('app.components.map.noCoordinates'))}
          />
          <Fact label="app.fleet.fuelPumps.fuelDiscount" value={formatPercent(pump.discountPercent)} />
          <Fact label="app.fleet.added" value={formatDateTime(pump.createdAt)} />
          <Fact label="app.fleet.lastChanged" value={formatDateTime(pump.updatedAt)} />
        </Grid>
      </ShowSection>
      <ShowSection title="app.components.map.title">
        <PlacesMap
          places={[
            { id: pump.id, name: pump.name, latitude: pump.latitude, longitude: pump.longitude, detail: pump.address },
          ]}
          what="app.fleet.fuelPumps.pump"
          caption="app.fleet.fuelPumps.pumpCaption"
        />
      </ShowSection>
      <ShowSection title="app.fleet.fuelPumps.tyreOffers">
        <PumpTyreOffers />
      </ShowSection>
    </Box>
  );
}

/** One pump: its facts, its place on the map (or its coordinates) and the tyre offers honoured there. */
export const FuelPumpShow = () => (
  <ResourceShow>
    <PumpDetails />
  </ResourceShow>
);
