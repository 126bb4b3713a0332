import { useQuery } from '@tanstack/react-query';
import { cityLabel } from '#domain/schemas/lookups';
import { ResourceShow } from '../../components/ResourcePages';
import { Box, Button, Grid, List, ListItem, ListItemText, Typography } from '@mui/material';
import { EditButton, ReferenceManyField, TopToolbar, useNotify, useRecordContext } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { IDENTIFICATION_TYPE_LABELS } from '#domain/companies';
import { formatBytes } from '#domain/format';
import { PAGE_SIZE } from '#domain/limits';
import { Fact } from '../../components/Fact';
import { ShowSection } from '../../components/ShowSection';
import { saveFile } from '../../components/saveFile';
import type { CompanyProjectRecord } from '#domain/records/companies';
import type { CompanyGroupOnScreen } from './groupRecord';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { GROUP_FILE_LABELS } from './groupFiles';

function GroupFiles({ group }: { group: CompanyGroupOnScreen }) {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const fetchFile = (fileId: number, fileName: string, open: boolean) =>
    dataProvider.downloadCompanyGroupFile(group.id, fileId, open).then(
      (file) => saveFile(file, fileName, open),
      (failure: Error) => notify(failure.message, { type: 'error' }),
    );
  if (!group.files?.length)
    return (
      <Typography variant="body2" color="text.secondary">
        No files on record.
      </Typography>
    );
  return (
    <List dense disablePadding aria-label="Files">
      {group.files.map((file) => (
        <ListItem
          key={file.id}
          disableGutters
          secondaryAction={
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                size="small"
                onClick={() => void fetchFile(file.id, file.fileName, true)}
                aria-label={`Open ${GROUP_FILE_LABELS[file.purpose]}`}
              >
                Open
              </Button>
              <Button
                size="small"
                onClick={() => void fetchFile(file.id, file.fileName, false)}
                aria-label={`Download ${GROUP_FILE_LABELS[file.purpose]}`}
              >
                Download
              </Button>
            </Box>
          }
        >
          <ListItemText
            primary={GROUP_FILE_LABELS[file.purpose] ?? file.purpose}
            secondary={`${file.fileName} · ${formatBytes(file.sizeBytes)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

function OperationalCities({ ids }: { ids: number[] }) {
  const dataProvider = useFreightDataProvider();
  const { data } = useQuery({
    queryKey: ['cities', [...ids].sort()],
    queryFn: () => dataProvider.getCities(ids),
    enabled: ids.length > 0,
  });
  return <Fact label="Operational cities" value={ids.length ? (data ?? []).map(cityLabel).join('; ') || '…' : null} />;
}

const projectColumns: GridColumn<CompanyProjectRecord>[] = [
  { field: 'name', headerName: 'Project', flex: 1.5 },
  { field: 'phoneNumber', headerName: 'Phone' },
  { field: 'strn', headerName: 'STRN' },
];

function GroupDetails() {
  const group = useRecordContext<CompanyGroupOnScreen>();
  if (!group) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection title={group.name}>
        <Grid container spacing={2}>
          <Fact label="Address" value={group.address} />
          <Fact label="City" value={group.cityName} />
          <Fact label="Province" value={group.provinceName} />
          <Fact label="Country" value={group.countryName} />
          <Fact
            label="Identification"
            value={`${IDENTIFICATION_TYPE_LABELS[group.identificationType]} ${group.identificationValue}`}
          />
          <Fact label="Projects" value={group.projectCount} />
          <OperationalCities ids={group.operationalCityIds ?? []} />
        </Grid>
      </ShowSection>
      <ShowSection title="Files">
        <GroupFiles group={group} />
      </ShowSection>
      <ShowSection title="Projects">
        <ReferenceManyField
          reference="company-projects"
          target="groupId"
          perPage={PAGE_SIZE.companies}
          empty={
            <Typography variant="body2" color="text.secondary">
              No projects in this group yet.
            </Typography>
          }
        >
          <ResourceGrid
            label="Projects in this group"
            gridKey="group-projects"
            columns={projectColumns}
            card={{ primary: (p) => p.name, secondary: (p) => p.phoneNumber }}
          />
        </ReferenceManyField>
      </ShowSection>
    </Box>
  );
}

/** A group with its place, identification, files (open or download) and the projects under it. */
export const CompanyGroupShow = () => (
  <ResourceShow
    actions={
      <TopToolbar>
        <EditButton />
      </TopToolbar>
    }
  >
    <GroupDetails />
  </ResourceShow>
);
