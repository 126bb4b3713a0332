import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import { endOfDay, isValid, parseISO, startOfDay } from 'date-fns';
import type { DayFilterPickerProps } from './DayFilterPicker';

// The pickers (MUI X) load when a date filter is first shown, not with every list that offers one.
const DayFilterPicker = lazy(() => import('./DayFilterPicker').then((module) => ({ default: module.DayFilterPicker })));

/**
 * A date filter over a time column (MUI X picker, dd/MM/yyyy): the chosen day is the user's whole
 * local day, so "from" is its first instant and "until" its last (a bare date would be midnight at
 * its start, and a one-day range would find nothing). It filters once the date is finished; its
 * errors are said under it (DayFilterPicker).
 */
export function DayFilterInput(props: DayFilterPickerProps & { alwaysOn?: boolean }) {
  const { alwaysOn: _alwaysOn, ...picker } = props;
  return (
    <Suspense fallback={<Skeleton variant="rounded" width={180} height={40} sx={{ mb: 0.5 }} />}>
      <DayFilterPicker {...picker} />
    </Suspense>
  );
}

export function dayEdge(value: string | null | undefined, edge: 'start' | 'end') {
  if (!value) return null;
  const day = parseISO(value);
  if (!isValid(day)) return null;
  return (edge === 'start' ? startOfDay(day) : endOfDay(day)).toISOString();
}
