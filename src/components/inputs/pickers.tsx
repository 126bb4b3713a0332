import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { useDateLocale } from '../../i18n/LocaleBundleContext';
import { DATE_DISPLAY_FORMAT, DATE_ONLY_FORMAT } from '#domain/limits';
import { dateTimePattern } from '#domain/format';

/*
 * Every date the portal asks for goes through MUI X's pickers with the date-fns adapter, typed and
 * shown in SPEC §9's formats (dd/MM/yyyy, dd/MM/yyyy hh:mm a). Each picker brings its own
 * LocalizationProvider, so the pickers stay in the chunks of the pages that use them.
 */
export function PickersProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={useDateLocale()}>
      {children}
    </LocalizationProvider>
  );
}

export interface PickerFieldProps {
  id?: string;
  name?: string;
  label: ReactNode;
  value: Date | null;
  onChange: (value: Date | null) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
  minDate?: Date;
  maxDate?: Date;
}

/** Each key is passed even when undefined: it then overrides the picker's own (its id, for one). */
const textField = (props: PickerFieldProps) => ({
  id: props.id,
  name: props.name,
  onBlur: props.onBlur,
  error: props.error,
  helperText: props.helperText,
  required: props.required,
  size: props.size,
  fullWidth: props.fullWidth ?? true,
  inputRef: props.inputRef,
});

/** A date typed but unfinished, or impossible, comes as an Invalid Date. */
const validOrNull = (value: Date | null) => (value && !Number.isNaN(value.getTime()) ? value : null);

/** A day, typed or picked, as dd/MM/yyyy. An unfinished or impossible date is null. */
export function DatePickerField(props: PickerFieldProps) {
  return (
    <PickersProvider>
      <DatePicker
        label={props.label}
        value={props.value}
        minDate={props.minDate}
        maxDate={props.maxDate}
        onChange={(value) => props.onChange(validOrNull(value))}
        format={DATE_ONLY_FORMAT}
        slotProps={{ textField: textField(props) }}
      />
    </PickersProvider>
  );
}

/** A day and time in the user's zone, typed or picked, as dd/MM/yyyy hh:mm a. */
export function DateTimePickerField(props: PickerFieldProps) {
  return (
    <PickersProvider>
      <DateTimePicker
        label={props.label}
        value={props.value}
        onChange={(value) => props.onChange(validOrNull(value))}
        format={dateTimePattern()}
        ampm={dateTimePattern() === DATE_DISPLAY_FORMAT}
        slotProps={{ textField: textField(props) }}
      />
    </PickersProvider>
  );
}
