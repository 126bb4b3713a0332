import { useQuery } from '@tanstack/react-query';
import { SelectInput, type SelectInputProps } from 'react-admin';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';

function useCountries() {
  const dataProvider = useFreightDataProvider();
  return useQuery({
    queryKey: ['lookups', 'countries'],
    queryFn: () => dataProvider.getCountries(),
    staleTime: 5 * 60_000,
  });
}

/** A country's name for a detail page (null when none is set). */
export function useCountryName(countryId: number | null | undefined) {
  const countries = useCountries();
  if (countryId === null || countryId === undefined) return null;
  return countries.data?.find((country) => country.id === countryId)?.name ?? '…';
}

/** A react-admin select of SPEC's countries (GET /country/all), for any form's countryId. */
export function CountryInput(props: Omit<SelectInputProps, 'choices'>) {
  const countries = useCountries();
  return (
    <SelectInput
      source="countryId"
      label="app.components.country"
      {...props}
      choices={countries.data ?? []}
      isPending={countries.isPending}
    />
  );
}
