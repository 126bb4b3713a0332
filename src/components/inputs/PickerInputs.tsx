import { useInput, useTranslate, useTranslateLabel, type InputProps } from 'react-admin';
import { format as formatDay, isValid, parseISO } from 'date-fns';
import { DatePickerField, DateTimePickerField } from './pickers';

type PickerInputProps = Omit<InputProps, 'format' | 'parse'> & {
  /** A text or message key; by default react-admin's `resources.<resource>.fields.<source>`. */
  label?: string;
  helperText?: string;
  /** What is stored for a picked date (default: the day as yyyy-MM-dd). */
  toValue?: (date: Date) => string;
  /** Filters are narrower; forms take the whole width. */
  size?: 'small' | 'medium';
  /** react-admin reads it off a filter element; the input itself has no use for it. */
  alwaysOn?: boolean;
};

/** A stored value (yyyy-MM-dd or an ISO instant) as the Date a picker shows. */
export const dateOf = (value: unknown): Date | null => {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value !== 'string' || !value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
};

export const isoDay = (date: Date) => formatDay(date, 'yyyy-MM-dd');

/** The picker's field props from react-admin's input: value, events, error, the label in the user's language. */
function usePickerInput({ source, toValue, ...props }: PickerInputProps, fallback: (date: Date) => string) {
  const translateLabel = useTranslateLabel();
  const translate = useTranslate();
  const say = (text: string | undefined) => text && translate(text, { _: text });
  const { field, fieldState, isRequired, id } = useInput({
    source,
    ...props,
    format: dateOf,
    parse: (date: Date | null) => (date ? (toValue ?? fallback)(date) : null),
  });
  return {
    id,
    name: field.name,
    label: translateLabel({ label: props.label, source, resource: props.resource }) as string,
    value: field.value as Date | null,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    required: isRequired,
    error: Boolean(fieldState.error),
    helperText: say(fieldState.error?.message ?? props.helperText),
  };
}

/** react-admin's DateInput, as MUI X's picker in SPEC's dd/MM/yyyy; stores yyyy-MM-dd unless told otherwise. */
export function DatePickerInput(props: PickerInputProps) {
  return <DatePickerField {...usePickerInput(props, isoDay)} size={props.size} fullWidth={props.size !== 'small'} />;
}

/** react-admin's DateTimeInput, as MUI X's picker in SPEC's dd/MM/yyyy hh:mm a; stores the instant (ISO). */
export function DateTimePickerInput(props: PickerInputProps) {
  return <DateTimePickerField {...usePickerInput(props, (date) => date.toISOString())} />;
}
