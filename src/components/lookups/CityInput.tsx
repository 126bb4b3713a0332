import { useRef, useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { NumberInput, useInput, useRecordContext } from 'react-admin';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { CityAutocomplete, type CityOption } from './CityAutocomplete';

/** The label and the helper text may be message keys. */
export interface CityInputProps {
  source?: string;
  label?: string;
  required?: boolean;
  helperText?: ReactNode;
  /** The record field holding the saved city's name, shown on edit while the city itself loads. */
  nameSource?: string;
  /** Form fields the chosen city's coordinates go into while they are empty; false (filters) fills none. */
  coordinates?: { latitude: string; longitude: string } | false;
  /** Ignored here: react-admin's filter form reads it from the element. */
  alwaysOn?: boolean;
  id?: string;
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));
const DEFAULT_COORDINATE_FIELDS = { latitude: 'latitude', longitude: 'longitude' } as const;

/** The saved city as an option: fetched by id, or (until then) named from the record. */
function useSavedCity(cityId: unknown, nameSource: string): CityOption | null {
  const dataProvider = useFreightDataProvider();
  const record = useRecordContext<Record<string, unknown>>();
  const id = typeof cityId === 'number' || (typeof cityId === 'string' && cityId !== '') ? Number(cityId) : null;
  const { data } = useQuery({
    queryKey: ['cities', String(id)],
    queryFn: () => dataProvider.getCities([id!]),
    enabled: id !== null && Number.isFinite(id),
    staleTime: 5 * 60_000,
  });
  if (id === null) return null;
  const fetched = data?.find((city) => city.id === id);
  if (fetched) return fetched;
  const name = record && Number(record.cityId) === id ? record[nameSource] : undefined;
  return typeof name === 'string' && name
    ? { id, name, countryName: '', stateId: 0, countryId: 0, latitude: Number.NaN, longitude: Number.NaN }
    : null;
}

/**
 * A react-admin input holding a city id, picked through the debounced 3-character CityAutocomplete.
 * Choosing a city fills the latitude and longitude fields while they are empty (or still hold what
 * the previous city filled); coordinates the user typed are never overwritten.
 */
export function CityInput({
  source = 'cityId',
  label = 'app.components.city.label',
  required,
  helperText,
  nameSource = 'cityName',
  coordinates = DEFAULT_COORDINATE_FIELDS,
  id: idProp,
}: CityInputProps) {
  const { id, field, fieldState } = useInput({ source, id: idProp });
  const form = useFormContext();
  const [chosen, setChosen] = useState<CityOption | null>(null);
  const filled = useRef<Record<string, unknown>>({});
  const saved = useSavedCity(chosen && chosen.id === Number(field.value) ? null : field.value, nameSource);
  const value = chosen && field.value !== '' && chosen.id === Number(field.value) ? chosen : saved;

  const fill = (city: CityOption) => {
    if (!coordinates) return;
    for (const [key, name] of [
      ['latitude', coordinates.latitude],
      ['longitude', coordinates.longitude],
    ] as const) {
      const current: unknown = form.getValues(name);
      if (!isBlank(current) && current !== filled.current[name]) continue;
      if (!Number.isFinite(city[key])) continue;
      filled.current[name] = city[key];
      form.setValue(name, city[key], { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
  };

  return (
    <CityAutocomplete
      id={id}
      name={field.name}
      label={label}
      required={required}
      value={value}
      onBlur={field.onBlur}
      onChange={(city) => {
        setChosen(city);
        field.onChange(city ? city.id : null);
        if (city) fill(city);
      }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}

/** Latitude and longitude boxes (decimal degrees), which CityInput fills from the chosen city. */
export function CoordinateInputs({ required = true }: { required?: boolean }) {
  return (
    <>
      <NumberInput
        source="latitude"
        label="app.components.city.latitude"
        step="any"
        isRequired={required}
        helperText="app.components.city.latitudeHelp"
      />
      <NumberInput
        source="longitude"
        label="app.components.city.longitude"
        step="any"
        isRequired={required}
        helperText="app.components.city.longitudeHelp"
      />
    </>
  );
}
