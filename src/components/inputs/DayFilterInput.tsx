import { endOfDay, isValid, parseISO, startOfDay } from 'date-fns';
import { DatePickerInput } from './PickerInputs';

/**
 * A date filter over a time column (MUI X picker, dd/MM/yyyy): the chosen day is the user's whole
 * local day, so "from" is its first instant and "until" its last (a bare date would be midnight at
 * its start, and a one-day range would find nothing).
 */
export function DayFilterInput({
  edge,
  source,
  label,
}: {
  edge: 'start' | 'end';
  source: string;
  label?: string;
  alwaysOn?: boolean;
}) {
  return (
    <DatePickerInput
      source={source}
      label={label}
      size="small"
      toValue={(date) => (edge === 'start' ? startOfDay(date) : endOfDay(date)).toISOString()}
    />
  );
}

export function dayEdge(value: string | null | undefined, edge: 'start' | 'end') {
  if (!value) return null;
  const day = parseISO(value);
  if (!isValid(day)) return null;
  return (edge === 'start' ? startOfDay(day) : endOfDay(day)).toISOString();
}
