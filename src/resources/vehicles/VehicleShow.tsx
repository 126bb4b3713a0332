import { ResourceShow } from '../../components/ResourcePages';
import { useSpecLabels } from '../../providers/useConfigEntry';
import { Box, Grid, Typography } from '@mui/material';
import { Link, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { VEHICLE_DOCUMENT_TYPE_IDS } from '#domain/fleet';
import { formatDateTime, formatWeight } from '#domain/format';
import { Fact } from '../../components/Fact';
import { ShowSection } from '../../components/ShowSection';
import { VehicleTypeIcon } from '../../components/VehicleTypeIcon';
import { DocumentsPanel } from '../../components/documents/DocumentsPanel';
import type { VehicleRecord } from '../../providers/fleetCalls';
import { useIsStaff } from '../../providers/useIsStaff';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { FactBlock, RejectionNote, VerificationAside } from '../../components/FleetShowParts';

const NO_REQUIRED_TYPES: readonly number[] = [];

function VehicleDetails() {
  const vehicle = useRecordContext<VehicleRecord>();
  const isStaff = useIsStaff();
  const refresh = useRefresh();
  const translate = useTranslate();
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
          <Fact label="resources.vehicles.fields.vehicleTypeVariantName" value={vehicle.vehicleTypeVariantName} />
          <Fact label="app.fleet.vehicles.capacity" value={formatWeight(vehicle.capacityTonnes, weightUnit)} />
          <Fact label="resources.vehicles.fields.make" value={vehicle.make} />
          <Fact label="resources.vehicles.fields.modelYear" value={vehicle.modelYear} />
          <FactBlock label="resources.vehicles.fields.fleetName">
            {vehicle.fleetId ? (
              <Link to={`/fleets/${vehicle.fleetId}/show`}>
                {vehicle.fleetName ?? translate('app.fleet.vehicles.fleetNumber', { id: vehicle.fleetId })}
              </Link>
            ) : (
              <Typography variant="body2">{translate('app.fleet.vehicles.notInFleet')}</Typography>
            )}
          </FactBlock>
          {isStaff && <Fact label="resources.vehicles.fields.partnerName" value={vehicle.partnerName} />}
          <Fact label="app.fleet.added" value={formatDateTime(vehicle.createdAt)} />
          <Fact label="app.fleet.lastChanged" value={formatDateTime(vehicle.updatedAt)} />
        </Grid>
      </ShowSection>
      <ShowSection title="app.fleet.documents">
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
    editDelete={{
      what: 'app.fleet.vehicles.what',
      nameOf: (v) => String(v.registrationNumber),
      effect: 'app.fleet.vehicles.deleteEffect',
    }}
    component="div"
  >
    <VehicleDetails />
  </ResourceShow>
);
