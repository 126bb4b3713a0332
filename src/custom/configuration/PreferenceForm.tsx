import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEFAULT_CLIENT_CONFIG, preferenceValues } from '#domain/clientConfig';
import { DISTANCE_UNITS, isDistanceUnit, type DistanceUnit } from '#domain/geo';
import { CONFIG_LIMITS } from '#domain/schemas/config';
import { EntryForm } from './EntryForms';
import type { EntryFormProps } from './ThemeForm';

type TextName = 'currency' | 'weightUnit' | 'language';

/** PREFERENCE [currency, weight unit, language, distance unit]: the units and language the whole portal shows. */
export function PreferenceForm(props: EntryFormProps) {
  const translate = useTranslate();
  const [currency = '', weightUnit = '', language = '', unit = ''] = props.entry.values;
  const [texts, setTexts] = useState<Record<TextName, string>>({ currency, weightUnit, language });
  const [distanceUnit, setDistanceUnit] = useState<DistanceUnit>(
    isDistanceUnit(unit.trim()) ? (unit.trim() as DistanceUnit) : DEFAULT_CLIENT_CONFIG.distanceUnit,
  );
  const textField = (name: TextName, required: boolean, helperText?: string) => (
    <TextField
      label={translate(`app.configuration.form.${name}`)}
      helperText={helperText && translate(helperText)}
      required={required}
      value={texts[name]}
      onChange={(e) => setTexts((all) => ({ ...all, [name]: e.target.value }))}
      slotProps={{ htmlInput: { maxLength: CONFIG_LIMITS.valueMax } }}
    />
  );
  return (
    <EntryForm {...props} values={preferenceValues(texts.currency, texts.weightUnit, texts.language, distanceUnit)}>
      {textField('currency', true)}
      {textField('weightUnit', true)}
      {textField('language', false, 'app.configuration.form.languageHelp')}
      <TextField
        select
        label={translate('app.configuration.form.distanceUnit')}
        helperText={translate('app.configuration.form.distanceUnitHelp')}
        value={distanceUnit}
        onChange={(e) => setDistanceUnit(e.target.value as DistanceUnit)}
      >
        {DISTANCE_UNITS.map((option) => (
          <MenuItem key={option} value={option}>
            {translate(`app.configuration.form.distanceUnits.${option}`)}
          </MenuItem>
        ))}
      </TextField>
    </EntryForm>
  );
}
