import { ResourceShow } from '../../components/ResourcePages';
import { Box, Grid, Typography } from '@mui/material';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
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
import { FactBlock, RejectionNote, VerificationAside } from '../../components/FleetShowParts';
import { LicenceExpiry } from './LicenceExpiry';
import { VehicleTypeChips } from './VehicleTypeChips';

function DriverDetails() {
  const driver = useRecordContext<DriverRecord>();
  const isStaff = useIsStaff();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!driver) return null;
  const and = ` ${translate('app.fleet.drivers.and')} `;
  const requiredNames = DRIVER_REQUIRED_DOCUMENT_TYPE_IDS.map((id) => documentTypeName(id)).join(and);
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
          <Fact label="app.fleet.phone" value={driver.phoneNumber} />
          <Fact label="resources.drivers.fields.cnic" value={driver.cnic} />
          <Fact label="resources.drivers.fields.licenseNumber" value={driver.licenseNumber} />
          <FactBlock label="resources.drivers.fields.licenseExpiry">
            <LicenceExpiry expiry={driver.licenseExpiry} />
          </FactBlock>
          {isStaff && <Fact label="resources.drivers.fields.partnerName" value={driver.partnerName} />}
          <Fact
            label="resources.drivers.fields.userId"
            value={translate(driver.userId ? 'app.fleet.drivers.linked' : 'app.fleet.drivers.notLinked')}
          />
          <Fact label="app.fleet.added" value={formatDateTime(driver.createdAt)} />
          <Fact label="app.fleet.lastChanged" value={formatDateTime(driver.updatedAt)} />
          <FactBlock label="resources.drivers.fields.vehicleTypeIds" wide>
            <VehicleTypeChips ids={driver.vehicleTypeIds} />
          </FactBlock>
        </Grid>
      </ShowSection>
      <ShowSection title="app.fleet.documents">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {missing.length
            ? translate('app.fleet.drivers.documentsNeeded', { names: missing.join(and) })
            : translate('app.fleet.drivers.documentsOnFile', { names: requiredNames })}
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
    editDelete={{
      what: 'app.fleet.drivers.what',
      nameOf: (d) => String(d.fullName),
      effect: 'app.fleet.drivers.deleteEffect',
    }}
    component="div"
  >
    <DriverDetails />
  </ResourceShow>
);
