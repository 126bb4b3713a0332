import { ResourceShow } from '../../components/ResourcePages';
import { Box, Grid, Typography } from '@mui/material';
import { ReferenceManyField, useRecordContext } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import { formatDateTime } from '#domain/format';
import { PAGE_SIZE } from '#domain/limits';
import { Fact } from '../../components/Fact';
import { ShowSection } from '../../components/ShowSection';
import type { FleetRecord } from '../../providers/fleetCalls';
import { useIsStaff } from '../../providers/useIsStaff';
import { EditDeleteActions } from '../../components/FleetShowParts';
import { useVehicleColumns } from '../vehicles/VehicleFields';

function FleetDetails() {
  const fleet = useRecordContext<FleetRecord>();
  const isStaff = useIsStaff();
  if (!fleet) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection title={fleet.name}>
        <Grid container spacing={2}>
          {isStaff && <Fact label="Partner" value={fleet.partnerName} />}
          <Fact label="Vehicles" value={fleet.vehicleCount} />
          <Fact label="Added" value={formatDateTime(fleet.createdAt)} />
          <Fact label="Last changed" value={formatDateTime(fleet.updatedAt)} />
          <Grid size={12}>
            <Typography variant="caption" color="text.secondary" component="p">
              Description
            </Typography>
            <Typography variant="body2">{fleet.description || 'N/A'}</Typography>
          </Grid>
        </Grid>
      </ShowSection>
      <ShowSection title="Vehicles in this fleet">
        <ReferenceManyField
          reference="vehicles"
          target="fleetId"
          perPage={PAGE_SIZE.companies}
          empty={
            <Typography variant="body2" color="text.secondary">
              No vehicles in this fleet yet. Edit the fleet to add some.
            </Typography>
          }
        >
          <FleetVehiclesGrid />
        </ReferenceManyField>
      </ShowSection>
    </Box>
  );
}

function FleetVehiclesGrid() {
  const { columns, card } = useVehicleColumns({ fleet: false, partner: false });
  return <ResourceGrid label="Vehicles in this fleet" gridKey="fleet-vehicles" columns={columns} card={card} />;
}

/** A fleet and its vehicles. */
export const FleetShow = () => (
  <ResourceShow
    actions={
      <EditDeleteActions
        what="fleet"
        nameOf={(f) => String(f.name)}
        effect="Its vehicles stay, no longer in a fleet."
      />
    }
    component="div"
  >
    <FleetDetails />
  </ResourceShow>
);
