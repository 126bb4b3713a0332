import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Box, Button, Card, CardContent, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { Title, useNotify, useRedirect } from 'react-admin';
import { IDENTIFICATION_TYPE_LABELS } from '#domain/companies';
import { MESSAGES } from '#domain/messages';
import { companyGroupSchema, needsImportExportLicence, type CompanyGroupInput } from '#domain/schemas/companies';
import { cityLabel } from '#domain/schemas/lookups';
import type { CompanyGroupFile } from '#domain/records/companies';
import type { CompanyGroupOnScreen } from './groupRecord';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { CityListInput } from '../../components/lookups/CityListInput';
import { CityAutocomplete, type CityOption } from '../../components/lookups/CityAutocomplete';
import { GROUP_FILE_LABELS } from './groupFiles';
import { DOCUMENT_MEDIA_TYPES } from '#domain/limits';

/**
 * SPEC §5 company group create and edit. The city sets the province and country; a country other
 * than the home one makes the import/export licence required, which the form says at once.
 */
export function CompanyGroupForm({
  record,
  city: initialCity,
}: {
  record?: CompanyGroupOnScreen;
  city?: CityOption | null;
}) {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const [city, setCity] = useState<CityOption | null>(initialCity ?? null);
  const [files, setFiles] = useState<Partial<Record<CompanyGroupFile, File>>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const licenceOnFile = Boolean(record?.files?.some((f) => f.purpose === 'importExportLicense'));
  const { control, handleSubmit, setValue, formState, trigger } = useForm({
    resolver: yupResolver(companyGroupSchema),
    defaultValues: {
      name: record?.name ?? '',
      operationalCityIds: record?.operationalCityIds ?? [],
      address: record?.address ?? '',
      identificationType: record?.identificationType ?? 1,
      identificationValue: record?.identificationValue ?? '',
      cityId: record?.cityId,
      provinceId: record?.provinceId,
      countryId: record?.countryId,
      hasImportExportLicense: licenceOnFile,
    } as never,
  });
  const countryId = useWatch({ control, name: 'countryId' }) as number | undefined;
  const licenceNeeded = needsImportExportLicence(countryId);

  const submit = handleSubmit(async (values: CompanyGroupInput) => {
    setError(null);
    setProgress(0);
    try {
      const { hasImportExportLicense: _has, ...fields } = values;
      const saved = await dataProvider.saveCompanyGroup(
        record?.id,
        { ...fields, version: record?.version },
        files,
        setProgress,
      );
      notify(record ? 'Company group saved' : `Company group ${saved.name} created`, { type: 'success' });
      redirect('list', 'company-groups');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setProgress(null);
    }
  });
  const text = (name: 'name' | 'address' | 'identificationValue', label: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={label}
          required
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <Title title={record ? `Company group ${record.name}` : 'New company group'} />
      <CardContent
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        sx={{ display: 'grid', gap: 2 }}
        aria-label="Company group"
      >
        <Typography component="h1" variant="h5">
          {record ? record.name : 'New company group'}
        </Typography>
        {text('name', 'Group name')}
        {text('address', 'Address')}
        <CityAutocomplete
          id="group-city"
          label="City"
          required
          value={city}
          onChange={(picked) => {
            setCity(picked);
            setValue('cityId', picked?.id as never);
            setValue('provinceId', picked?.stateId as never);
            setValue('countryId', picked?.countryId as never);
            void trigger('hasImportExportLicense');
          }}
          error={Boolean(formState.errors.cityId)}
          helperText={
            formState.errors.cityId?.message ??
            (city ? `Province and country follow the city: ${cityLabel(city)}` : 'Type at least 3 characters to search')
          }
        />
        <Controller
          name="operationalCityIds"
          control={control}
          render={({ field }) => (
            <CityListInput
              id="group-operational-cities"
              label="Operational cities"
              value={(field.value as number[] | undefined) ?? []}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          name="identificationType"
          control={control}
          render={({ field }) => (
            <TextField select label="Identification type" required {...field}>
              {Object.entries(IDENTIFICATION_TYPE_LABELS).map(([id, name]) => (
                <MenuItem key={id} value={Number(id)}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {text('identificationValue', 'Identification number')}
        {(Object.keys(GROUP_FILE_LABELS) as CompanyGroupFile[]).map((name) => (
          <Box key={name} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button component="label" variant="outlined">
              {GROUP_FILE_LABELS[name]}
              {name === 'importExportLicense' && licenceNeeded ? ' (required)' : ''}
              <input
                type="file"
                hidden
                accept={DOCUMENT_MEDIA_TYPES.join(',')}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  setFiles((current) => ({ ...current, [name]: file }));
                  if (name === 'importExportLicense')
                    setValue('hasImportExportLicense', Boolean(file) || licenceOnFile, { shouldValidate: true });
                }}
              />
            </Button>
            <Typography variant="body2" color="text.secondary">
              {files[name]?.name ??
                (record?.files?.find((f) => f.purpose === name)?.fileName
                  ? `On file: ${record.files.find((f) => f.purpose === name)!.fileName}`
                  : 'No file')}
            </Typography>
          </Box>
        ))}
        {licenceNeeded && formState.errors.hasImportExportLicense && (
          <Alert severity="warning">
            {formState.errors.hasImportExportLicense.message ?? MESSAGES.licenceRequired}
          </Alert>
        )}
        {progress !== null && (
          <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label="Upload progress" />
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={progress !== null}>
            Save
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
