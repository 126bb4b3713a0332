import { ResourceShow } from '../../components/ResourcePages';
import { Box, Grid, Typography } from '@mui/material';
import { EditButton, ReferenceField, ReferenceManyField, TopToolbar, useRecordContext } from 'react-admin';
import { MARGIN_TYPE_LABELS } from '#domain/companies';
import { formatDateTime } from '#domain/format';
import { PAGE_SIZE } from '#domain/limits';
import { PROJECT_VERTICALS } from '#domain/projectVerticals';
import { Fact } from '../../components/Fact';
import { ShowSection } from '../../components/ShowSection';
import { useCountryName } from '../../components/lookups/CountryInput';
import { useIsStaff } from '../../providers/useIsStaff';
import { ProjectConfiguration } from './ProjectConfiguration';
import { BlockStatusChip } from '../../components/fields/BlockStatusChip';
import type { UserRecord } from '#domain/records/users';
import type { CompanyProjectRecord } from '#domain/records/companies';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';

const verticalName = (id: number | null) => PROJECT_VERTICALS.find((v) => v.id === id)?.name;

const userColumns: GridColumn<UserRecord>[] = [
  { field: 'fullName', headerName: 'Name', flex: 1.5 },
  { field: 'phoneNumber', headerName: 'Phone' },
  { field: 'email', headerName: 'Email', flex: 1.5 },
  {
    field: 'blockStatus',
    headerName: 'Status',
    width: 100,
    render: (u) => <BlockStatusChip blockStatus={u.blockStatus} />,
  },
];

function ProjectDetails() {
  const project = useRecordContext<CompanyProjectRecord>();
  const country = useCountryName(project?.countryId);
  const isStaff = useIsStaff();
  if (!project) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection title={project.name}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              Company group
            </Typography>
            <ReferenceField source="groupId" reference="company-groups" link="show" emptyText="N/A" />
          </Grid>
          <Fact label="Phone" value={project.phoneNumber} />
          <Fact label="Email" value={project.email} />
          <Fact label="STRN" value={project.strn} />
          <Fact label="Country" value={country} />
          <Fact label="Project vertical" value={verticalName(project.projectVerticalTypeId)} />
          <Fact label="Contractual shipments" value={project.isContractualAllowed ? 'Allowed' : 'Not allowed'} />
          <Fact
            label="Margin"
            value={
              project.marginTypeId ? `${project.marginValue ?? 0} (${MARGIN_TYPE_LABELS[project.marginTypeId]})` : null
            }
          />
          <Fact label="Created" value={formatDateTime(project.createdAt)} />
        </Grid>
      </ShowSection>
      {isStaff && <ProjectConfiguration companyId={project.id} />}
      <ShowSection title="Users">
        <ReferenceManyField
          reference="users"
          target="companyId"
          perPage={PAGE_SIZE.companies}
          empty={
            <Typography variant="body2" color="text.secondary">
              No users in this project yet.
            </Typography>
          }
        >
          <ResourceGrid
            label="Users in this project"
            gridKey="project-users"
            columns={userColumns}
            card={{
              primary: (u) => u.fullName,
              secondary: (u) => u.phoneNumber,
              tertiary: (u) => <BlockStatusChip blockStatus={u.blockStatus} />,
            }}
          />
        </ReferenceManyField>
      </ShowSection>
    </Box>
  );
}

/** A project: its group, contact, vertical and margin, and the shipper logins under it. */
export const ProjectShow = () => (
  <ResourceShow
    actions={
      <TopToolbar>
        <EditButton />
      </TopToolbar>
    }
  >
    <ProjectDetails />
  </ResourceShow>
);
