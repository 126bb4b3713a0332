import { useQuery } from '@tanstack/react-query';
import { cityLabel } from '#domain/schemas/lookups';
import { ResourceShow } from '../../components/ResourcePages';
import { Box, Button, Grid, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { formatBytes } from '#domain/format';
import { Fact } from '../../components/Fact';
import { ShowSection } from '../../components/ShowSection';
import { RelatedSection } from '../../components/RelatedList';
import { saveFile } from '../../components/saveFile';
import type { CompanyProjectRecord } from '#domain/records/companies';
import type { CompanyGroupOnScreen } from './groupRecord';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { GROUP_FILE_LABELS } from './groupFiles';
import { useEnumLabel } from '../../i18n/useEnumLabel';

function GroupFiles({ group }: { group: CompanyGroupOnScreen }) {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const fetchFile = (fileId: number, fileName: string, open: boolean) =>
    dataProvider.downloadCompanyGroupFile(group.id, fileId, open).then(
      (file) => saveFile(file, fileName, open),
      (failure: Error) => notify(failure.message, { type: 'error' }),
    );
  if (!group.files?.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.people.companyGroups.noFiles')}
      </Typography>
    );
  return (
    <List dense disablePadding aria-label={translate('app.people.companyGroups.filesTitle')}>
      {group.files.map((file) => {
        const name = GROUP_FILE_LABELS[file.purpose] ? translate(GROUP_FILE_LABELS[file.purpose]) : file.purpose;
        return (
          <ListItem
            key={file.id}
            disableGutters
            secondaryAction={
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  size="small"
                  onClick={() => void fetchFile(file.id, file.fileName, true)}
                  aria-label={translate('app.people.companyGroups.openFile', { name })}
                >
                  {translate('app.people.companyGroups.open')}
                </Button>
                <Button
                  size="small"
                  onClick={() => void fetchFile(file.id, file.fileName, false)}
                  aria-label={translate('app.people.companyGroups.downloadFile', { name })}
                >
                  {translate('app.people.companyGroups.download')}
                </Button>
              </Box>
            }
          >
            <ListItemText primary={name} secondary={`${file.fileName} · ${formatBytes(file.sizeBytes)}`} />
          </ListItem>
        );
      })}
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
  return (
    <Fact
      label="resources.company-groups.fields.operationalCityIds"
      value={ids.length ? (data ?? []).map(cityLabel).join('; ') || '…' : null}
    />
  );
}

function GroupDetails() {
  const group = useRecordContext<CompanyGroupOnScreen>();
  const translate = useTranslate();
  const label = useEnumLabel();
  if (!group) return null;
  const projectColumns: GridColumn<CompanyProjectRecord>[] = [
    { field: 'name', headerName: translate('app.people.columns.project'), flex: 1.5 },
    { field: 'phoneNumber', headerName: translate('app.people.columns.phone') },
    { field: 'strn', headerName: translate('resources.company-projects.fields.strn') },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection title={group.name}>
        <Grid container spacing={2}>
          <Fact label="resources.company-groups.fields.address" value={group.address} />
          <Fact label="resources.company-groups.fields.cityId" value={group.cityName} />
          <Fact label="resources.company-groups.fields.provinceId" value={group.provinceName} />
          <Fact label="resources.company-groups.fields.countryId" value={group.countryName} />
          <Fact
            label="resources.company-groups.fields.identification"
            value={`${label('identificationType', group.identificationType)} ${group.identificationValue}`}
          />
          <Fact label="resources.company-groups.fields.projectCount" value={group.projectCount} />
          <OperationalCities ids={group.operationalCityIds ?? []} />
        </Grid>
      </ShowSection>
      <ShowSection title="app.people.companyGroups.filesTitle">
        <GroupFiles group={group} />
      </ShowSection>
      <RelatedSection
        title="app.people.companyGroups.projects"
        reference="company-projects"
        target="groupId"
        empty="app.people.companyGroups.noProjects"
      >
        <ResourceGrid
          label={translate('app.people.companyGroups.projectsInGroup')}
          gridKey="group-projects"
          columns={projectColumns}
          card={{ primary: (p) => p.name, secondary: (p) => p.phoneNumber }}
        />
      </RelatedSection>
    </Box>
  );
}

/** A group with its place, identification, files (open or download) and the projects under it. */
export const CompanyGroupShow = () => (
  <ResourceShow>
    <GroupDetails />
  </ResourceShow>
);
