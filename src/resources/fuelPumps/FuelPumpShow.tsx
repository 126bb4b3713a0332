import { ResourceShow } from '../../components/ResourcePages';
import { Box, Grid } from '@mui/material';
import { EditButton, TopToolbar, useRecordContext } from 'react-admin';
import { formatDateTime } from '#domain/format';
import { Fact } from '../../components/Fact';
import { ShowSection } from '../../components/ShowSection';
import { PlacesMap, formatCoordinates } from '../../components/map/PlacesMap';
import { ActiveChip } from '../../components/fields/ActiveChip';
import { PumpTyreOffers } from './PumpTyreOffers';
import { formatPercent, type FuelPumpRecord } from './fuelPumpRecord';

function PumpDetails() {
  const pump = useRecordContext<FuelPumpRecord>();
  if (!pump) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection title={pump.name} aside={<ActiveChip active={pump.active} />}>
        <Grid container spacing={2}>
          <Fact label="Brand" value={pump.brand} />
          <Fact label="City" value={pump.cityName} />
          <Fact label="Address" value={pump.address} />
          <Fact label="Coordinates" value={formatCoordinates(pump.latitude, pump.longitude)} />
          <Fact label="Fuel discount" value={formatPercent(pump.discountPercent)} />
          <Fact label="Added" value={formatDateTime(pump.createdAt)} />
          <Fact label="Last changed" value={formatDateTime(pump.updatedAt)} />
        </Grid>
      </ShowSection>
      <ShowSection title="Map">
        <PlacesMap
          places={[
            { id: pump.id, name: pump.name, latitude: pump.latitude, longitude: pump.longitude, detail: pump.address },
          ]}
          what="pump"
          caption="Pump and coordinates"
        />
      </ShowSection>
      <ShowSection title="Tyre offers at this pump">
        <PumpTyreOffers />
      </ShowSection>
    </Box>
  );
}

/** One pump: its facts, its place on the map (or its coordinates) and the tyre offers honoured there. */
export const FuelPumpShow = () => (
  <ResourceShow
    actions={
      <TopToolbar>
        <EditButton />
      </TopToolbar>
    }
  >
    <PumpDetails />
  </ResourceShow>
);
