import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { PAGE_SIZE } from '#domain/limits';
import { useTranslateText } from '../../i18n/useTranslateText';

/** A shipper company as GET /company answers it (the `companies` resource). */
export interface CompanyOption {
  id: number;
  name: string;
}

/** How long after the last keystroke the companies are searched. */
const SEARCH_DEBOUNCE_MS = 300;

/** The label and the helper text may be message keys. */
interface Props {
  value: CompanyOption | null;
  onChange: (company: CompanyOption | null) => void;
  label?: string;
  helperText?: string;
  disabled?: boolean;
}

/**
 * Staff pick a shipper company by name: the first 20 by name, searched on the API as they type.
 * Used by the invoice create page and the billing configuration page.
 */
export function CompanyPicker({
  value,
  onChange,
  label = 'app.money.billing.company.label',
  helperText,
  disabled,
}: Props) {
  const translate = useTranslate();
  const translateText = useTranslateText();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isPending, error } = useGetList<CompanyOption>('companies', {
    pagination: { page: 1, perPage: PAGE_SIZE.companies },
    sort: { field: 'name', order: 'ASC' },
    filter: term ? { q: term } : {},
  });
  // The chosen company stays among the options (MUI checks the value against them).
  const options = useMemo(() => {
    const found = data ?? [];
    return value && !found.some((company) => company.id === value.id) ? [value, ...found] : found;
  }, [data, value]);

  return (
    <Autocomplete<CompanyOption>
      value={value}
      onChange={(_, company) => onChange(company)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setTyped(text);
      }}
      options={options}
      getOptionLabel={(company) => company.name}
      getOptionKey={(company) => company.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(found) => found}
      loading={isPending}
      disabled={disabled}
      noOptionsText={error ? translateText(error.message) : translate('app.money.billing.company.none')}
      sx={{ minWidth: 280, maxWidth: 420 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(label, { _: label })}
          helperText={helperText && translate(helperText, { _: helperText })}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {isPending ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
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
