import { ResourceShow } from '../../components/ResourcePages';
import { Box, Grid, Typography } from '@mui/material';
import { useRecordContext, useRefresh } from 'react-admin';
import { DRIVER_DOCUMENT_TYPE_IDS, DRIVER_REQUIRED_DOCUMENT_TYPE_IDS } from '#domain/fleet';
import { documentTypeName } from '#domain/documentTypes';
import { formatDateTime } from '#domain/format';
import { Fact } from '../../components/Fact';
import { ShowSection } from '../../components/ShowSection';
import { DocumentsPanel } from '../../components/documents/DocumentsPanel';
import type { DriverRecord } from '../../providers/fleetCalls';
import { useIsStaff } from '../../providers/useIsStaff';
import { DeleteAccountButton } from '../../components/DeleteAccountButton';
import { USER_TYPE } from '#domain/userTypes';
import { EditDeleteActions, FactBlock, RejectionNote, VerificationAside } from '../../components/FleetShowParts';
import { LicenceExpiry } from './LicenceExpiry';
import { VehicleTypeChips } from './VehicleTypeChips';

const requiredNames = DRIVER_REQUIRED_DOCUMENT_TYPE_IDS.map((id) => documentTypeName(id)).join(' and ');

function DriverDetails() {
  const driver = useRecordContext<DriverRecord>();
  const isStaff = useIsStaff();
  const refresh = useRefresh();
  if (!driver) return null;
  const missing = DRIVER_REQUIRED_DOCUMENT_TYPE_IDS.filter((id) => !(driver.documentTypeIds ?? []).includes(id)).map(
    (id) => documentTypeName(id),
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection
        title={driver.fullName}
        aside={
          <VerificationAside kind="driver" status={driver.status}>
            {isStaff && driver.userId && (
              <DeleteAccountButton
                account={{ userId: driver.userId, userType: USER_TYPE.DRIVER, name: driver.fullName }}
                listOf="drivers"
              />
            )}
          </VerificationAside>
        }
      >
        <RejectionNote status={driver.status} reason={driver.statusReason} />
        <Grid container spacing={2}>
          <Fact label="Phone" value={driver.phoneNumber} />
          <Fact label="CNIC" value={driver.cnic} />
          <Fact label="Licence number" value={driver.licenseNumber} />
          <FactBlock label="Licence expiry">
            <LicenceExpiry expiry={driver.licenseExpiry} />
          </FactBlock>
          {isStaff && <Fact label="Partner" value={driver.partnerName} />}
          <Fact label="App account" value={driver.userId ? 'Linked' : 'Not linked'} />
          <Fact label="Added" value={formatDateTime(driver.createdAt)} />
          <Fact label="Last changed" value={formatDateTime(driver.updatedAt)} />
          <FactBlock label="Vehicle types" wide>
            <VehicleTypeChips ids={driver.vehicleTypeIds} />
          </FactBlock>
        </Grid>
      </ShowSection>
      <ShowSection title="Documents">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {missing.length
            ? `Needed before the driver can be verified: ${missing.join(' and ')}.`
            : `${requiredNames} are on file.`}
        </Typography>
        <DocumentsPanel
          kind="driver"
          ownerId={driver.id}
          typeIds={DRIVER_DOCUMENT_TYPE_IDS}
          requiredTypeIds={DRIVER_REQUIRED_DOCUMENT_TYPE_IDS}
          onChanged={refresh}
        />
      </ShowSection>
    </Box>
  );
}

/** A driver: facts, verification (staff), and the CNIC, licence and other documents. */
export const DriverShow = () => (
  <ResourceShow
    actions={
      <EditDeleteActions
        what="driver"
        nameOf={(d) => String(d.fullName)}
        effect="The driver is removed from the partner's list. A driver on a booking cannot be deleted."
      />
    }
    component="div"
  >
    <DriverDetails />
  </ResourceShow>
);
