import { useInput, type InputProps } from 'react-admin';
import { format as formatDay, isValid, parseISO } from 'date-fns';
import { DatePickerField, DateTimePickerField } from './pickers';

type PickerInputProps = Omit<InputProps, 'format' | 'parse'> & {
  label: string;
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

function usePickerInput({ source, toValue, ...props }: PickerInputProps, fallback: (date: Date) => string) {
  return useInput({
    source,
    ...props,
    format: dateOf,
    parse: (date: Date | null) => (date ? (toValue ?? fallback)(date) : null),
  });
}

/** react-admin's DateInput, as MUI X's picker in SPEC's dd/MM/yyyy; stores yyyy-MM-dd unless told otherwise. */
export function DatePickerInput(props: PickerInputProps) {
  const { field, fieldState, isRequired, id } = usePickerInput(props, isoDay);
  return (
    <DatePickerField
      id={id}
      name={field.name}
      label={props.label}
      value={field.value as Date | null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={isRequired}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? props.helperText}
      size={props.size}
      fullWidth={props.size !== 'small'}
    />
  );
}

/** react-admin's DateTimeInput, as MUI X's picker in SPEC's dd/MM/yyyy hh:mm a; stores the instant (ISO). */
export function DateTimePickerInput(props: PickerInputProps) {
  const { field, fieldState, isRequired, id } = usePickerInput(props, (date) => date.toISOString());
  return (
    <DateTimePickerField
      id={id}
      name={field.name}
      label={props.label}
      value={field.value as Date | null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={isRequired}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? props.helperText}
    />
  );
}
