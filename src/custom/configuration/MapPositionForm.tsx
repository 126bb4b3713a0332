import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { latitudeFrom, longitudeFrom } from '#domain/geo';
import { MESSAGES } from '#domain/messages';
import { useTranslateText } from '../../i18n/useTranslateText';
import { EntryForm } from './EntryForms';
import type { EntryFormProps } from './ThemeForm';

const COORDINATES = {
  latitude: { read: latitudeFrom, limit: 90, invalid: MESSAGES.mapLatitudeInvalid },
  longitude: { read: longitudeFrom, limit: 180, invalid: MESSAGES.mapLongitudeInvalid },
} as const;
type Coordinate = keyof typeof COORDINATES;

/** MAP_DEFAULT_POSITION [lat, lng]: where the map opens when nothing on it has coordinates yet. */
export function MapPositionForm(props: EntryFormProps) {
  const translate = useTranslate();
  const translateText = useTranslateText();
  const [latitude = '', longitude = ''] = props.entry.values;
  const [values, setValues] = useState<Record<Coordinate, string>>({ latitude, longitude });
  const field = (name: Coordinate) => {
    const { read, limit, invalid } = COORDINATES[name];
    const wrong = read(values[name]) === null;
    return (
      <TextField
        type="number"
        required
        label={translate(`app.configuration.form.${name}`)}
        error={wrong}
        helperText={wrong ? translateText(invalid) : translate(`app.configuration.form.${name}Help`)}
        value={values[name]}
        onChange={(e) => setValues((all) => ({ ...all, [name]: e.target.value }))}
        slotProps={{ htmlInput: { step: 'any', min: -limit, max: limit } }}
      />
    );
  };
  return (
    <EntryForm {...props} values={[values.latitude.trim(), values.longitude.trim()]}>
      {field('latitude')}
      {field('longitude')}
    </EntryForm>
  );
}
