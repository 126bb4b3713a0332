import { ResourceShow } from '../../components/ResourcePages';
import { Box, Grid } from '@mui/material';
import { EditButton, TopToolbar, useRecordContext } from 'react-admin';
import { formatDateTime } from '#domain/format';
import { Fact } from '../../components/Fact';
import { ShowSection } from '../../components/ShowSection';
import { PlacesMap, formatCoordinates } from '../../components/map/PlacesMap';
import { companyLabel, locationTypeLabel, toPlace, type LocationRecord } from './locationRecord';

function LocationDetails() {
  const location = useRecordContext<LocationRecord>();
  if (!location) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection title={location.name}>
        <Grid container spacing={2}>
          <Fact label="Type" value={locationTypeLabel(location.locationType)} />
          <Fact label="Address" value={location.address} />
          <Fact label="City" value={location.cityName} />
          <Fact label="Coordinates" value={formatCoordinates(location.latitude, location.longitude)} />
          <Fact label="Company" value={companyLabel(location)} />
          <Fact label="Contact" value={location.contactName} />
          <Fact label="Contact number" value={location.contactNumber} />
          <Fact label="Last changed" value={formatDateTime(location.updatedAt)} />
        </Grid>
      </ShowSection>
      <ShowSection title="Map">
        <PlacesMap places={[toPlace(location)]} what="location" caption="Location and coordinates" />
      </ShowSection>
    </Box>
  );
}

/** One saved location: what and where it is, whose it is, who to call, and its place on the map. */
export const LocationShow = () => (
  <ResourceShow
    actions={
      <TopToolbar>
        <EditButton />
      </TopToolbar>
    }
  >
    <LocationDetails />
  </ResourceShow>
);
