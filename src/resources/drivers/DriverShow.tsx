import { ResourceShow } from '../../components/ResourcePages';
import { Alert, Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { useRecordContext, useRefresh } from 'react-admin';
import { DRIVER_DOCUMENT_TYPE_IDS, DRIVER_REQUIRED_DOCUMENT_TYPE_IDS, VERIFICATION_STATUS } from '../../domain/fleet';
import { documentTypeName } from '../../domain/documentTypes';
import { formatDateTime } from '../../domain/format';
import { Fact } from '../../components/Fact';
import { VerificationActions } from '../../components/VerificationActions';
import { VerificationStatusChip } from '../../components/VerificationStatusChip';
import { DocumentsPanel } from '../../components/documents/DocumentsPanel';
import type { DriverRecord } from '../../providers/fleetCalls';
import { useIsStaff } from '../../providers/useIsStaff';
import { DeleteAccountButton } from '../../components/DeleteAccountButton';
import { USER_TYPE } from '../../domain/userTypes';
import { EditDeleteActions, FactBlock } from '../../components/FleetShowParts';
import { LicenceExpiry } from './LicenceExpiry';
import { VehicleTypeChips } from './VehicleTypeChips';

const requiredNames = DRIVER_REQUIRED_DOCUMENT_TYPE_IDS.map((id) => documentTypeName(id)).join(' and ');

function DriverDetails() {
  const driver = useRecordContext<DriverRecord>();
  const isStaff = useIsStaff();
  const refresh = useRefresh();
  if (!driver) return null;
  const missing = DRIVER_REQUIRED_DOCUMENT_TYPE_IDS.filter((id) => !(driver.documentTypeIds ?? []).includes(id)).map((id) => documentTypeName(id));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card component="section" aria-labelledby="driver-facts">
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
            <Typography component="h2" variant="h6" id="driver-facts">
              {driver.fullName}
            </Typography>
            <VerificationStatusChip status={driver.status} />
            <Box sx={{ flex: 1 }} />
            <VerificationActions kind="driver" />
            {isStaff && driver.userId && <DeleteAccountButton account={{ userId: driver.userId, userType: USER_TYPE.DRIVER, name: driver.fullName }} listOf="drivers" />}
          </Box>
          {driver.status === VERIFICATION_STATUS.REJECTED && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              Rejected: {driver.statusReason || 'no reason given'}
            </Alert>
          )}
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
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="driver-documents">
        <CardContent>
          <Typography component="h2" variant="h6" id="driver-documents" gutterBottom>
            Documents
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {missing.length ? `Needed before the driver can be verified: ${missing.join(' and ')}.` : `${requiredNames} are on file.`}
          </Typography>
          <DocumentsPanel kind="driver" ownerId={driver.id} typeIds={DRIVER_DOCUMENT_TYPE_IDS} requiredTypeIds={DRIVER_REQUIRED_DOCUMENT_TYPE_IDS} onChanged={refresh} />
        </CardContent>
      </Card>
    </Box>
  );
}

/** A driver: facts, verification (staff), and the CNIC, licence and other documents. */
export const DriverShow = () => (
  <ResourceShow actions={<EditDeleteActions what="driver" nameOf={(d) => String(d.fullName)} effect="The driver is removed from the partner's list. A driver on a booking cannot be deleted." />} component="div">
    <DriverDetails />
  </ResourceShow>
);
