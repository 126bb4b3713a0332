import { ResourceShow } from '../../components/ResourcePages';
import { Box, Grid, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import { formatDateTime } from '#domain/format';
import { Fact } from '../../components/Fact';
import { ShowSection } from '../../components/ShowSection';
import type { FleetRecord } from '../../providers/fleetCalls';
import { useIsStaff } from '../../providers/useIsStaff';
import { RelatedSection } from '../../components/RelatedList';
import { useVehicleColumns } from '../vehicles/VehicleFields';

function FleetDetails() {
  const fleet = useRecordContext<FleetRecord>();
  const isStaff = useIsStaff();
  const translate = useTranslate();
  if (!fleet) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection title={fleet.name}>
        <Grid container spacing={2}>
          {isStaff && <Fact label="resources.fleets.fields.partnerName" value={fleet.partnerName} />}
          <Fact label="resources.fleets.fields.vehicleCount" value={fleet.vehicleCount} />
          <Fact label="app.fleet.added" value={formatDateTime(fleet.createdAt)} />
          <Fact label="app.fleet.lastChanged" value={formatDateTime(fleet.updatedAt)} />
          <Grid size={12}>
            <Typography variant="caption" color="text.secondary" component="p">
              {translate('resources.fleets.fields.description')}
            </Typography>
            <Typography variant="body2">{fleet.description || translate('app.notAvailable')}</Typography>
          </Grid>
        </Grid>
      </ShowSection>
      <RelatedSection
        title="app.fleet.fleets.inThisFleet"
        reference="vehicles"
        target="fleetId"
        empty="app.fleet.fleets.empty"
      >
        <FleetVehiclesGrid />
      </RelatedSection>
    </Box>
  );
}

function FleetVehiclesGrid() {
  const { columns, card } = useVehicleColumns({ fleet: false, partner: false });
  return <ResourceGrid label="app.fleet.fleets.inThisFleet" gridKey="fleet-vehicles" columns={columns} card={card} />;
}

/** A fleet and its vehicles. */
export const FleetShow = () => (
  <ResourceShow
    editDelete={{
      what: 'app.fleet.fleets.what',
      nameOf: (f) => String(f.name),
      effect: 'app.fleet.fleets.deleteEffect',
    }}
    component="div"
  >
    <FleetDetails />
  </ResourceShow>
);
