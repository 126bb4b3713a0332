import { useQuery } from '@tanstack/react-query';
import { Autocomplete, TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { MAX_PAGE_SIZE } from '#domain/limits';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useWizardForm } from './fields';

interface Named {
  id: number;
  name: string;
}

/** A broker's shipment may be for one of the projects it made (optional: none means its own adda). */
export function BrokerProjectPicker() {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const { control } = useWizardForm();
  const project = useController({ control, name: 'projectId' });
  const projects = useQuery({
    queryKey: ['company-projects', 'mine'],
    queryFn: () =>
      dataProvider
        .getList<Named>('company-projects', {
          pagination: { page: 1, perPage: MAX_PAGE_SIZE },
          sort: { field: 'name', order: 'ASC' },
          filter: { createdByMe: true },
        })
        .then((result) => result.data),
  });
  const chosen = projects.data?.find((row) => row.id === project.field.value) ?? null;
  return (
    <Autocomplete<Named>
      id="shipment-brokerProjectId"
      options={projects.data ?? []}
      loading={projects.isPending}
      value={chosen}
      getOptionLabel={(row) => row.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, row) => project.field.onChange(row?.id ?? '')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.wizard.project.forProject')}
          error={projects.isError}
          helperText={translate(
            projects.isError ? 'app.wizard.project.projectsFailed' : 'app.wizard.project.forProjectHelp',
          )}
        />
      )}
    />
  );
}
