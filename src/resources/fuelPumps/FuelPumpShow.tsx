import { ResourceShow } from '../../components/ResourcePages';
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { EditButton, TopToolbar, useRecordContext } from 'react-admin';
import { formatDateTime } from '../../domain/format';
import { Fact } from '../../components/Fact';
import { PlacesMap, formatCoordinates } from '../../components/map/PlacesMap';
import { ActiveChip } from '../../components/fields/ActiveChip';
import { PumpTyreOffers } from './PumpTyreOffers';
import { formatPercent, type FuelPumpRecord } from './fuelPumpRecord';

function PumpDetails() {
  const pump = useRecordContext<FuelPumpRecord>();
  if (!pump) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
            <Typography component="h2" variant="h6">{pump.name}</Typography>
            <ActiveChip active={pump.active} />
          </Box>
          <Grid container spacing={2}>
            <Fact label="Brand" value={pump.brand} />
            <Fact label="City" value={pump.cityName} />
            <Fact label="Address" value={pump.address} />
            <Fact label="Coordinates" value={formatCoordinates(pump.latitude, pump.longitude)} />
            <Fact label="Fuel discount" value={formatPercent(pump.discountPercent)} />
            <Fact label="Added" value={formatDateTime(pump.createdAt)} />
            <Fact label="Last changed" value={formatDateTime(pump.updatedAt)} />
          </Grid>
        </CardContent>
      </Card>
      <Card component="section" aria-label="Map">
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>Map</Typography>
          <PlacesMap places={[{ id: pump.id, name: pump.name, latitude: pump.latitude, longitude: pump.longitude, detail: pump.address }]} what="pump" caption="Pump and coordinates" />
        </CardContent>
      </Card>
      <Card component="section" aria-label="Tyre offers at this pump">
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>Tyre offers at this pump</Typography>
          <PumpTyreOffers />
        </CardContent>
      </Card>
    </Box>
  );
}

/** One pump: its facts, its place on the map (or its coordinates) and the tyre offers honoured there. */
export const FuelPumpShow = () => (
  <ResourceShow actions={<TopToolbar><EditButton /></TopToolbar>}>
    <PumpDetails />
  </ResourceShow>
);
