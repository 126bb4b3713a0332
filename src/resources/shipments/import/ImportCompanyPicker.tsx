import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MAX_PAGE_SIZE } from '#domain/limits';
import { useFreightDataProvider } from '../../../providers/useFreightDataProvider';

interface Named {
  id: number;
  name: string;
}

/** Staff import for a shipper: its company (group), then the project the shipments belong to, as the wizard asks. */
export function ImportCompanyPicker({ value, onChange }: { value?: number; onChange: (projectId?: number) => void }) {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const [groupId, setGroupId] = useState<number | undefined>();
  const listOf = (resource: string, filter: Record<string, unknown>) =>
    dataProvider
      .getList(resource, {
        pagination: { page: 1, perPage: MAX_PAGE_SIZE },
        sort: { field: 'name', order: 'ASC' },
        filter,
      })
      .then((answer) => answer.data as Named[]);
  const groups = useQuery({ queryKey: ['company-groups', 'picker'], queryFn: () => listOf('company-groups', {}) });
  const projects = useQuery({
    queryKey: ['company-projects', 'picker', groupId],
    queryFn: () => listOf('company-projects', { groupId }),
    enabled: groupId !== undefined,
  });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      <Autocomplete<Named>
        id="shipment-import-group"
        options={groups.data ?? []}
        loading={groups.isPending}
        value={groups.data?.find((row) => row.id === groupId) ?? null}
        getOptionLabel={(row) => row.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, row) => {
          setGroupId(row?.id);
          onChange(undefined);
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('app.wizard.project.company')}
            required
            error={groups.isError}
            helperText={translate(
              groups.isError ? 'app.wizard.project.companiesFailed' : 'app.wizard.project.companyHelp',
            )}
          />
        )}
      />
      <Autocomplete<Named>
        id="shipment-import-project"
        options={projects.data ?? []}
        loading={projects.isFetching}
        disabled={groupId === undefined}
        value={projects.data?.find((row) => row.id === value) ?? null}
        getOptionLabel={(row) => row.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, row) => onChange(row?.id)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('app.wizard.project.project')}
            required
            helperText={translate(
              projects.data && !projects.data.length
                ? 'app.wizard.project.noProject'
                : 'app.wizard.project.projectHelp',
            )}
          />
        )}
      />
    </Box>
  );
}
