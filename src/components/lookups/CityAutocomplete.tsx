import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useTranslateText } from '../../i18n/useTranslateText';
import { useTranslateLabel } from '../useTranslateLabel';
import { MESSAGES } from '#domain/messages';
import { errorMessage } from '../../providers/errorMessage';
import { CITY_SEARCH_DEBOUNCE_MS } from '#domain/limits';
import { cityLabel, isSearchableCityTerm, type City } from '#domain/schemas/lookups';

/** A city as the picker holds it: what GET /cities/search answers. */
export type CityOption = City;

export interface CityAutocompleteProps {
  value: CityOption | null;
  onChange: (city: CityOption | null) => void;
  /** A message key, a text or an element (as helperText). */
  label: ReactNode;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Cities that may not be picked here (e.g. the pick-up city in the drop-off picker). */
  excludeIds?: readonly number[];
  name?: string;
  id?: string;
  onBlur?: () => void;
}

interface SearchState {
  options: CityOption[];
  loading: boolean;
  error: string | null;
}
const IDLE: SearchState = { options: [], loading: false, error: null };

/**
 * SPEC §5 city picker: searches the API only once the typed text has 3 or more characters, 300 ms
 * after the last keystroke, and aborts a search a newer one supersedes. Options read "City, Country".
 */
export function CityAutocomplete({
  value,
  onChange,
  label,
  error,
  helperText,
  required,
  disabled,
  excludeIds,
  name,
  id,
  onBlur,
}: CityAutocompleteProps) {
  const dataProvider = useFreightDataProvider();
  const translateLabel = useTranslateLabel();
  const translateText = useTranslateText();
  /** The text the user typed (not the label MUI writes back after a choice). */
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState<SearchState>(IDLE);
  const searchable = isSearchableCityTerm(term);
  const trimmed = term.trim();

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      dataProvider.searchCities(trimmed, controller.signal).then(
        (rows) => {
          if (!controller.signal.aborted)
            setSearch({ options: Array.isArray(rows) ? rows : [], loading: false, error: null });
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return;
          setSearch({ options: [], loading: false, error: errorMessage(failure) });
        },
      );
    }, CITY_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [dataProvider, searchable, trimmed]);

  const options = useMemo(() => {
    const found = excludeIds?.length ? search.options.filter((city) => !excludeIds.includes(city.id)) : search.options;
    // The chosen city stays among the options (MUI checks the value against them); filterSelectedOptions hides it.
    return value && !found.some((city) => city.id === value.id) ? [value, ...found] : found;
  }, [search.options, excludeIds, value]);

  const noOptionsText = translateText(!searchable ? MESSAGES.cityTypeMore : (search.error ?? MESSAGES.noCitiesFound));

  return (
    <Autocomplete<CityOption>
      id={id}
      value={value}
      onChange={(_, city) => onChange(city)}
      onInputChange={(_, text, reason) => {
        // Only typing (or clearing) is searched; the other reasons are MUI writing a chosen city's label back.
        if (reason !== 'input' && reason !== 'clear') return;
        setTerm(text);
        setSearch(isSearchableCityTerm(text) ? { options: search.options, loading: true, error: null } : IDLE);
      }}
      onBlur={onBlur}
      options={options}
      filterOptions={(all) => all}
      filterSelectedOptions
      getOptionLabel={cityLabel}
      getOptionKey={(city) => city.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={search.loading}
      noOptionsText={noOptionsText}
      disabled={disabled}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={translateLabel(label)}
          error={error}
          helperText={translateLabel(helperText)}
          required={required}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {search.loading ? <CircularProgress color="inherit" size={20} aria-hidden /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
