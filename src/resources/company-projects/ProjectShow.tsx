import { ResourceShow } from '../../components/ResourcePages';
import { Box, Grid, Typography } from '@mui/material';
import { ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '#domain/format';
import { PROJECT_VERTICALS } from '#domain/projectVerticals';
import { Fact } from '../../components/Fact';
import { ShowSection } from '../../components/ShowSection';
import { RelatedSection } from '../../components/RelatedList';
import { useCountryName } from '../../components/lookups/CountryInput';
import { useIsStaff } from '../../providers/useIsStaff';
import { ProjectConfiguration } from './ProjectConfiguration';
import { BlockStatusChip } from '../../components/fields/BlockStatusChip';
import type { UserRecord } from '#domain/records/users';
import type { CompanyProjectRecord } from '#domain/records/companies';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { useEnumLabel } from '../../i18n/useEnumLabel';

const verticalName = (id: number | null) => PROJECT_VERTICALS.find((v) => v.id === id)?.name;

function ProjectDetails() {
  const project = useRecordContext<CompanyProjectRecord>();
  const country = useCountryName(project?.countryId);
  const isStaff = useIsStaff();
  const translate = useTranslate();
  const label = useEnumLabel();
  if (!project) return null;
  const column = (name: string) => translate(`app.people.columns.${name}`);
  const userColumns: GridColumn<UserRecord>[] = [
    { field: 'fullName', headerName: column('name'), flex: 1.5 },
    { field: 'phoneNumber', headerName: column('phone') },
    { field: 'email', headerName: column('email'), flex: 1.5 },
    {
      field: 'blockStatus',
      headerName: column('status'),
      width: 100,
      render: (u) => <BlockStatusChip blockStatus={u.blockStatus} />,
    },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection title={project.name}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {translate('resources.company-projects.fields.groupId')}
            </Typography>
            <ReferenceField source="groupId" reference="company-groups" link="show" emptyText="app.notAvailable" />
          </Grid>
          <Fact label="app.people.columns.phone" value={project.phoneNumber} />
          <Fact label="app.people.columns.email" value={project.email} />
          <Fact label="resources.company-projects.fields.strn" value={project.strn} />
          <Fact label="resources.company-projects.fields.countryId" value={country} />
          <Fact
            label="resources.company-projects.fields.projectVerticalTypeId"
            value={verticalName(project.projectVerticalTypeId)}
          />
          <Fact
            label="resources.company-projects.fields.contractual"
            value={translate(`app.people.projects.${project.isContractualAllowed ? 'allowed' : 'notAllowed'}`)}
          />
          <Fact
            label="resources.company-projects.fields.margin"
            value={
              project.marginTypeId ? `${project.marginValue ?? 0} (${label('marginType', project.marginTypeId)})` : null
            }
          />
          <Fact label="resources.company-projects.fields.createdAt" value={formatDateTime(project.createdAt)} />
        </Grid>
      </ShowSection>
      {isStaff && <ProjectConfiguration companyId={project.id} />}
      <RelatedSection
        title="resources.users.name"
        reference="users"
        target="companyId"
        empty="app.people.projects.noUsers"
      >
        <ResourceGrid
          label={translate('app.people.projects.usersInProject')}
          gridKey="project-users"
          columns={userColumns}
          card={{
            primary: (u) => u.fullName,
            secondary: (u) => u.phoneNumber,
            tertiary: (u) => <BlockStatusChip blockStatus={u.blockStatus} />,
          }}
        />
      </RelatedSection>
    </Box>
  );
}

/** A project: its group, contact, vertical and margin, and the shipper logins under it. */
export const ProjectShow = () => (
  <ResourceShow>
    <ProjectDetails />
  </ResourceShow>
);
