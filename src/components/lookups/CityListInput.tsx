import { useQuery } from '@tanstack/react-query';
import { Box, Chip, FormHelperText } from '@mui/material';
import { cityLabel } from '#domain/schemas/lookups';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { CityAutocomplete } from './CityAutocomplete';

/**
 * Several cities as ids (a company group's operational cities): picked one at a time with the city
 * search, each shown as a chip that removes it.
 */
export function CityListInput({
  id,
  label,
  value,
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
  const named = useQuery({
    queryKey: ['cities', [...value].sort()],
    queryFn: () => dataProvider.getCities([...value]),
    enabled: value.length > 0,
  });
  const nameOf = (cityId: number) => {
    const city = named.data?.find((c) => c.id === cityId);
    return city ? cityLabel(city) : named.isPending ? '…' : `City ${cityId}`;
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
        helperText={helperText ?? 'Type at least 3 characters to search; pick as many as needed'}
      />
      {value.length > 0 ? (
        <Box
          component="ul"
          aria-label={label}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
        >
          {value.map((cityId) => (
            <li key={cityId}>
              <Chip label={nameOf(cityId)} onDelete={() => onChange(value.filter((other) => other !== cityId))} />
            </li>
          ))}
        </Box>
      ) : (
        <FormHelperText sx={{ m: 0 }}>None yet</FormHelperText>
      )}
    </Box>
  );
}
