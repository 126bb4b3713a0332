import { DateInput, type DateInputProps } from 'react-admin';
import { endOfDay, isValid, parseISO, startOfDay } from 'date-fns';

/**
 * A date filter over a time column: the chosen day is the user's whole local day, so "from" is its
 * first instant and "until" its last (a bare date would be midnight at its start, and a one-day range
 * would find nothing).
 */
export function DayFilterInput({ edge, ...props }: DateInputProps & { edge: 'start' | 'end' }) {
  return <DateInput {...props} parse={(value: string) => dayEdge(value, edge)} />;
}

export function dayEdge(value: string | null | undefined, edge: 'start' | 'end') {
  if (!value) return null;
  const day = parseISO(value);
  if (!isValid(day)) return null;
  return (edge === 'start' ? startOfDay(day) : endOfDay(day)).toISOString();
}
