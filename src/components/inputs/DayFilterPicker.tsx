import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { InputHelperText, useInput, useTranslateLabel } from 'react-admin';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid, parseISO } from 'date-fns';
import { DATE_ONLY_FORMAT } from '#domain/limits';
import { PickersProvider } from './pickers';
import { dayFilterError, dayFilterValue, isComplete, type DayEdge } from './dayFilterRules';

export interface DayFilterPickerProps {
  source: string;
  edge: DayEdge;
  /** The "from" filter an "until" may not come before. */
  after?: string;
  label?: string;
  /** Store the bare day (yyyy-MM-dd) for a date column, not the local day's first or last instant. */
  bareDay?: boolean;
}

const dateOf = (value: unknown) => {
  if (typeof value !== 'string' || !value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
};

/**
 * A list's day filter: the picker shows what is typed, and the list's filter takes the day only once
 * it is finished (a half-typed date does not filter yet, and is no error). A finished date that cannot
 * be, or an "until" before its "from", is said under its own field and keeps the list as it was
 * (react-admin applies no filter while the filter form is invalid).
 */
export function DayFilterPicker({ source, edge, after, label, bareDay }: DayFilterPickerProps) {
  const translateLabel = useTranslateLabel();
  const { field, fieldState, id } = useInput({
    source,
    validate: (value: unknown, values: Record<string, unknown>) => dayFilterError(value, values, after),
  });
  const [shown, setShown] = useState<Date | null>(() => dateOf(field.value));
  const sent = useRef<unknown>(field.value);
  // The filter changed elsewhere (Clear filters, a link, another tab): show what it holds now.
  useEffect(() => {
    if (field.value === sent.current) return;
    sent.current = field.value;
    setShown(dateOf(field.value));
  }, [field.value]);
  // A new "from" can make this "until" wrong, or right again: check it where it is shown.
  const { trigger } = useFormContext();
  const from = useWatch({ name: after ?? source });
  useEffect(() => {
    if (after && field.value) void trigger(source);
  }, [from]); // eslint-disable-line react-hooks/exhaustive-deps

  const change = (date: Date | null) => {
    setShown(date);
    const next = date === null ? null : isComplete(date) ? dayFilterValue(date, edge, bareDay) : undefined;
    if (next === undefined || next === field.value) return;
    sent.current = next;
    field.onChange(next);
  };
  const message = fieldState.error?.message;
  return (
    <PickersProvider>
      <DatePicker
        label={translateLabel({ label, source }) as string}
        value={shown}
        onChange={change}
        format={DATE_ONLY_FORMAT}
        slotProps={{
          textField: {
            id,
            name: field.name,
            onBlur: field.onBlur,
            inputRef: field.ref,
            size: 'small',
            error: Boolean(message),
            // react-admin's own helper text reads its validators' coded messages, in the user's language.
            helperText: message ? <InputHelperText error={message} /> : undefined,
            // react-admin's filter form hides helper texts; a filter's own error must still be read.
            sx: { '& .MuiFormHelperText-root.Mui-error': { display: 'block' } },
          },
        }}
      />
    </PickersProvider>
  );
}
