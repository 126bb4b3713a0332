import { useQuery } from '@tanstack/react-query';
import { Box, Chip, FormHelperText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { cityLabel } from '#domain/schemas/lookups';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { CityAutocomplete } from './CityAutocomplete';
import { arrayValue } from '../inputs/arrayValue';

/**
 * Several cities as ids (a company group's operational cities): picked one at a time with the city
 * search, each shown as a chip that removes it. The label and the helper text may be message keys.
 */
export function CityListInput({
  id,
  label,
  value: given,
  onChange,
  helperText,
}: {
  id: string;
  label: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  helperText?: string;
}) {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  // A multiple-select (SPEC §8): anything but an array raises an error.
  const value = arrayValue<number>(given, id);
  const named = useQuery({
    queryKey: ['cities', [...value].sort()],
    queryFn: () => dataProvider.getCities([...value]),
    enabled: value.length > 0,
  });
  const nameOf = (cityId: number) => {
    const city = named.data?.find((c) => c.id === cityId);
    return city ? cityLabel(city) : named.isPending ? '…' : translate('app.components.city.unnamed', { id: cityId });
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <CityAutocomplete
        id={id}
        label={label}
        value={null}
        excludeIds={value}
        onChange={(picked) => {
          if (picked && !value.includes(picked.id)) onChange([...value, picked.id]);
        }}
        helperText={helperText ?? 'app.components.city.pickMany'}
      />
      {value.length > 0 ? (
        <Box
          component="ul"
          aria-label={translate(label, { _: label })}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
        >
          {value.map((cityId) => (
            <li key={cityId}>
              <Chip label={nameOf(cityId)} onDelete={() => onChange(value.filter((other) => other !== cityId))} />
            </li>
          ))}
        </Box>
      ) : (
        <FormHelperText sx={{ m: 0 }}>{translate('app.components.city.noneYet')}</FormHelperText>
      )}
    </Box>
  );
}
