import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useInput, useRecordContext, useTranslate } from 'react-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PartnerOption } from '../../providers/bookingCalls';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useTranslateText } from '../../i18n/useTranslateText';

const SEARCH_DEBOUNCE_MS = 300;
const labelOf = (p: PartnerOption) => (p.phoneNumber ? `${p.fullName} (${p.phoneNumber})` : p.fullName);

/** The label and the helper text may be message keys. */
interface Props {
  source?: string;
  label?: string;
  isRequired?: boolean;
  helperText?: string | false;
  /** Called with the new partner id after the user picks (or clears) one. */
  onChange?: (partnerId: number | null) => void;
  /** Only read by react-admin's filter form. */
  alwaysOn?: boolean;
}

/**
 * Staff pick a partner by name or phone (GET /user/partner?q, up to 50 at a time): a react-admin
 * input for forms and list filters alike. On an edit form the record's partnerName labels the current one.
 */
export function PartnerInput({
  source = 'partnerId',
  label = 'app.components.partner.label',
  isRequired = false,
  helperText,
  onChange,
}: Props) {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const translateText = useTranslateText();
  const record = useRecordContext<{ partnerId?: number; partnerName?: string | null }>();
  const { id, field, fieldState } = useInput({ source, isRequired });
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<PartnerOption | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const partners = useQuery({
    queryKey: ['partners', 'search', q],
    queryFn: () => dataProvider.searchPartners(q || undefined),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

  const current = field.value === '' || field.value === null || field.value === undefined ? null : Number(field.value);
  const known = (partnerId: number): PartnerOption | null =>
    (picked?.id === partnerId ? picked : null) ??
    partners.data?.find((p) => p.id === partnerId) ??
    (record?.partnerId === partnerId && record.partnerName
      ? { id: partnerId, fullName: record.partnerName, phoneNumber: '' }
      : null);
  const value =
    current === null
      ? null
      : (known(current) ?? {
          id: current,
          fullName: translate('app.components.partner.unnamed', { id: current }),
          phoneNumber: '',
        });
  const options = partners.data ?? [];
  const error = fieldState.error?.message;

  return (
    <Autocomplete
      id={id}
      options={value && !options.some((p) => p.id === value.id) ? [value, ...options] : options}
      loading={partners.isFetching}
      value={value}
      filterOptions={(all) => all}
      onChange={(_, partner) => {
        setPicked(partner);
        field.onChange(partner ? partner.id : null);
        onChange?.(partner ? partner.id : null);
      }}
      onInputChange={(_, typed, reason) => reason === 'input' && setText(typed)}
      onBlur={field.onBlur}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={translate(q ? 'app.components.partner.noMatch' : 'app.components.partner.none')}
      sx={{ minWidth: 280 }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={translate(label, { _: label })}
          required={isRequired}
          error={Boolean(error)}
          helperText={
            error
              ? translateText(error)
              : helperText === false
                ? undefined
                : translate(helperText ?? 'app.components.partner.helper', { _: helperText })
          }
        />
      )}
    />
  );
}
