import { useQuery } from '@tanstack/react-query';
import { Autocomplete, Box, TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { MAX_PAGE_SIZE } from '#domain/limits';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useTranslateText } from '../../i18n/useTranslateText';
import { useWizardForm } from './fields';

interface Named {
  id: number;
  name: string;
  isContractualAllowed?: boolean;
}

const listOf = (rows: unknown) => (rows as { data: Named[] }).data;

/**
 * Staff create a shipment for a shipper: its company (group), then one of that company's projects,
 * which the shipment belongs to and which decides whether Contractual is offered (SPEC §3, §6).
 */
export function ProjectPicker() {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const translateText = useTranslateText();
  const { control, setValue } = useWizardForm();
  const group = useController({ control, name: 'groupId' });
  const project = useController({ control, name: 'projectId' });
  const groupId = group.field.value;
  const groups = useQuery({
    queryKey: ['company-groups', 'picker'],
    queryFn: () =>
      dataProvider
        .getList('company-groups', {
          pagination: { page: 1, perPage: MAX_PAGE_SIZE },
          sort: { field: 'name', order: 'ASC' },
          filter: {},
        })
        .then(listOf),
  });
  const projects = useQuery({
    queryKey: ['company-projects', 'picker', groupId],
    queryFn: () =>
      dataProvider
        .getList('company-projects', {
          pagination: { page: 1, perPage: MAX_PAGE_SIZE },
          sort: { field: 'name', order: 'ASC' },
          filter: { groupId },
        })
        .then(listOf),
    enabled: groupId !== '',
  });
  const chosenGroup = groups.data?.find((row) => row.id === groupId) ?? null;
  const chosenProject = projects.data?.find((row) => row.id === project.field.value) ?? null;
  const projectError = project.fieldState.error?.message;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      <Autocomplete<Named>
        id="shipment-groupId"
        options={groups.data ?? []}
        loading={groups.isPending}
        value={chosenGroup}
        getOptionLabel={(row) => row.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, row) => {
          group.field.onChange(row?.id ?? '');
          setValue('projectId', '');
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('app.wizard.project.company')}
            required
            error={groups.isError || (Boolean(projectError) && groupId === '')}
            helperText={translate(
              groups.isError ? 'app.wizard.project.companiesFailed' : 'app.wizard.project.companyHelp',
            )}
          />
        )}
      />
      <Autocomplete<Named>
        id="shipment-projectId"
        options={projects.data ?? []}
        loading={projects.isFetching}
        disabled={groupId === ''}
        value={chosenProject}
        getOptionLabel={(row) => row.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, row) => project.field.onChange(row?.id ?? '')}
        onBlur={project.field.onBlur}
        renderInput={(params) => (
          <TextField
            {...params}
            inputRef={project.field.ref}
            name={project.field.name}
            label={translate('app.wizard.project.project')}
            required
            error={Boolean(projectError)}
            helperText={
              translateText(projectError) ??
              translate(
                projects.data && !projects.data.length
                  ? 'app.wizard.project.noProject'
                  : 'app.wizard.project.projectHelp',
              )
            }
          />
        )}
      />
    </Box>
  );
}
