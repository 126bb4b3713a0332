import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import { endOfDay, isValid, parseISO, startOfDay } from 'date-fns';

// The pickers (MUI X) load when a date filter is first shown, not with every list that offers one.
const DatePickerInput = lazy(() => import('./PickerInputs').then((module) => ({ default: module.DatePickerInput })));

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
    <Suspense fallback={<Skeleton variant="rounded" width={180} height={40} sx={{ mb: 0.5 }} />}>
      <DatePickerInput
        source={source}
        label={label}
        size="small"
        toValue={(date) => (edge === 'start' ? startOfDay(date) : endOfDay(date)).toISOString()}
      />
    </Suspense>
  );
}

export function dayEdge(value: string | null | undefined, edge: 'start' | 'end') {
  if (!value) return null;
  const day = parseISO(value);
  if (!isValid(day)) return null;
  return (edge === 'start' ? startOfDay(day) : endOfDay(day)).toISOString();
}
