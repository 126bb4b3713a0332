import { ResourceShow } from '../../components/ResourcePages';
import { useSpecLabels } from '../../providers/useConfigEntry';
import { Box, Grid, Typography } from '@mui/material';
import { Link, useRecordContext, useRefresh } from 'react-admin';
import { VEHICLE_DOCUMENT_TYPE_IDS } from '#domain/fleet';
import { formatDateTime, formatWeight } from '#domain/format';
import { Fact } from '../../components/Fact';
import { ShowSection } from '../../components/ShowSection';
import { VehicleTypeIcon } from '../../components/VehicleTypeIcon';
import { DocumentsPanel } from '../../components/documents/DocumentsPanel';
import type { VehicleRecord } from '../../providers/fleetCalls';
import { useIsStaff } from '../../providers/useIsStaff';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { EditDeleteActions, FactBlock, RejectionNote, VerificationAside } from '../../components/FleetShowParts';

const NO_REQUIRED_TYPES: readonly number[] = [];

function VehicleDetails() {
  const vehicle = useRecordContext<VehicleRecord>();
  const isStaff = useIsStaff();
  const refresh = useRefresh();
  const { weightUnit } = useClientConfig();
  const { vehicleType } = useSpecLabels();
  if (!vehicle) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection
        icon={<VehicleTypeIcon vehicleTypeId={vehicle.vehicleTypeId} title={vehicle.vehicleTypeName ?? undefined} />}
        title={vehicle.registrationNumber}
        aside={<VerificationAside kind="vehicle" status={vehicle.status} />}
      >
        <RejectionNote status={vehicle.status} reason={vehicle.statusReason} />
        <Grid container spacing={2}>
          <Fact label={vehicleType} value={vehicle.vehicleTypeName} />
          <Fact label="Variant" value={vehicle.vehicleTypeVariantName} />
          <Fact label="Capacity" value={formatWeight(vehicle.capacityTonnes, weightUnit)} />
          <Fact label="Make" value={vehicle.make} />
          <Fact label="Model year" value={vehicle.modelYear} />
          <FactBlock label="Fleet">
            {vehicle.fleetId ? (
              <Link to={`/fleets/${vehicle.fleetId}/show`}>{vehicle.fleetName ?? `Fleet #${vehicle.fleetId}`}</Link>
            ) : (
              <Typography variant="body2">Not in a fleet</Typography>
            )}
          </FactBlock>
          {isStaff && <Fact label="Partner" value={vehicle.partnerName} />}
          <Fact label="Added" value={formatDateTime(vehicle.createdAt)} />
          <Fact label="Last changed" value={formatDateTime(vehicle.updatedAt)} />
        </Grid>
      </ShowSection>
      <ShowSection title="Documents">
        <DocumentsPanel
          kind="vehicle"
          ownerId={vehicle.id}
          typeIds={VEHICLE_DOCUMENT_TYPE_IDS}
          requiredTypeIds={NO_REQUIRED_TYPES}
          onChanged={refresh}
        />
      </ShowSection>
    </Box>
  );
}

/** A vehicle: facts, verification (staff), and its registration and other documents. */
export const VehicleShow = () => (
  <ResourceShow
    actions={
      <EditDeleteActions
        what="vehicle"
        nameOf={(v) => String(v.registrationNumber)}
        effect="The vehicle is removed from the partner's list and its fleet. A vehicle on a booking cannot be deleted."
      />
    }
    component="div"
  >
    <VehicleDetails />
  </ResourceShow>
);
