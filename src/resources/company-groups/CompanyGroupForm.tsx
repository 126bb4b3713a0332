import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Box, Button, Card, CardContent, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { Title, useNotify, useRedirect, useTranslate, useWarnWhenUnsavedChanges } from 'react-admin';
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
import { useTranslateText } from '../../i18n/useTranslateText';
import { useEnumLabel } from '../../i18n/useEnumLabel';

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
  const translate = useTranslate();
  const translateText = useTranslateText();
  const label = useEnumLabel();
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
  useWarnWhenUnsavedChanges(true, undefined, control);
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
      notify(record ? 'app.people.companyGroups.saved' : 'app.people.companyGroups.created', {
        type: 'success',
        messageArgs: { name: saved.name },
      });
      redirect('list', 'company-groups');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setProgress(null);
    }
  });
  const fieldLabel = (name: string) => translate(`resources.company-groups.fields.${name}`);
  const text = (name: 'name' | 'address' | 'identificationValue') => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={fieldLabel(name)}
          required
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={translateText(fieldState.error?.message)}
        />
      )}
    />
  );

  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <Title
        title={
          record
            ? translate('app.people.companyGroups.title', { name: record.name })
            : 'app.people.companyGroups.newTitle'
        }
      />
      <CardContent
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        sx={{ display: 'grid', gap: 2 }}
        aria-label={translate('app.people.companyGroups.formLabel')}
      >
        <Typography component="h1" variant="h5">
          {record ? record.name : translate('app.people.companyGroups.newTitle')}
        </Typography>
        {text('name')}
        {text('address')}
        <CityAutocomplete
          id="group-city"
          label={fieldLabel('cityId')}
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
            translateText(formState.errors.cityId?.message) ??
            (city
              ? translate('app.people.companyGroups.cityHelp', { city: cityLabel(city) })
              : translate('app.people.companyGroups.citySearchHelp'))
          }
        />
        <Controller
          name="operationalCityIds"
          control={control}
          render={({ field }) => (
            <CityListInput
              id="group-operational-cities"
              label={fieldLabel('operationalCityIds')}
              value={(field.value as number[] | undefined) ?? []}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          name="identificationType"
          control={control}
          render={({ field }) => (
            <TextField select label={fieldLabel('identificationType')} required {...field}>
              {Object.keys(IDENTIFICATION_TYPE_LABELS).map((id) => (
                <MenuItem key={id} value={Number(id)}>
                  {label('identificationType', id)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {text('identificationValue')}
        {(Object.keys(GROUP_FILE_LABELS) as CompanyGroupFile[]).map((name) => (
          <Box key={name} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button component="label" variant="outlined">
              {name === 'importExportLicense' && licenceNeeded
                ? translate('app.people.companyGroups.requiredFile', { name: translate(GROUP_FILE_LABELS[name]) })
                : translate(GROUP_FILE_LABELS[name])}
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
                  ? translate('app.people.companyGroups.onFile', {
                      name: record.files.find((f) => f.purpose === name)!.fileName,
                    })
                  : translate('app.people.companyGroups.noFile'))}
            </Typography>
          </Box>
        ))}
        {licenceNeeded && formState.errors.hasImportExportLicense && (
          <Alert severity="warning">
            {translateText(formState.errors.hasImportExportLicense.message ?? MESSAGES.licenceRequired)}
          </Alert>
        )}
        {progress !== null && (
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={translate('app.people.companyGroups.uploadProgress')}
          />
        )}
        {error && <Alert severity="error">{translateText(error)}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={progress !== null}>
            {translate('ra.action.save')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
