import { ResourceShow } from '../../components/ResourcePages';
import { Box, Grid } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '#domain/format';
import { Fact } from '../../components/Fact';
import { ShowSection } from '../../components/ShowSection';
import { formatCoordinates } from '#domain/geo';
import { PlacesMap } from '../../components/map/PlacesMap';
import { useLocationTexts, type LocationRecord } from './locationRecord';

function LocationDetails() {
  const location = useRecordContext<LocationRecord>();
  const translate = useTranslate();
  const { companyLabel, locationTypeLabel, toPlace } = useLocationTexts();
  if (!location) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection title={location.name}>
        <Grid container spacing={2}>
          <Fact label="app.fleet.locations.type" value={locationTypeLabel(location.locationType)} />
          <Fact label="resources.locations.fields.address" value={location.address} />
          <Fact label="resources.locations.fields.cityName" value={location.cityName} />
          <Fact
            label="app.fleet.coordinates"
            value={formatCoordinates(
              location.latitude,
              location.longitude,
              translate('app.components.map.noCoordinates'),
            )}
          />
          <Fact label="resources.locations.fields.companyId" value={companyLabel(location)} />
          <Fact label="app.fleet.locations.contact" value={location.contactName} />
          <Fact label="resources.locations.fields.contactNumber" value={location.contactNumber} />
          <Fact label="app.fleet.lastChanged" value={formatDateTime(location.updatedAt)} />
        </Grid>
      </ShowSection>
      <ShowSection title="app.components.map.title">
        <PlacesMap places={[toPlace(location)]} what="app.fleet.locations.what" caption="app.fleet.locations.caption" />
      </ShowSection>
    </Box>
  );
}

/** One saved location: what and where it is, whose it is, who to call, and its place on the map. */
export const LocationShow = () => (
  <ResourceShow>
    <LocationDetails />
  </ResourceShow>
);
