import { useTranslate } from 'react-admin';
import type { ClockList, ClockName } from '#domain/clocks';
import type { ClockRecord } from '#domain/records/clocks';

const LIST_PATHS: Record<ClockList, string> = {
  shipments: '/shipments',
  bookings: '/bookings',
  verification: '/verification',
};

/** The list a clock's count opens, filtered to its rows: /bookings?filter={"clock":"podUnpaid"}. */
export const clockListUrl = (clock: Pick<ClockRecord, 'clock' | 'list'>) =>
  `${LIST_PATHS[clock.list]}?filter=${encodeURIComponent(JSON.stringify({ clock: clock.clock }))}`;

/** The clock a list's address names (`filter={"clock":...}`), if any. */
export function clockOfSearch(search: string): ClockName | undefined {
  try {
    const filter = JSON.parse(new URLSearchParams(search).get('filter') ?? 'null') as { clock?: unknown } | null;
    return typeof filter?.clock === 'string' ? (filter.clock as ClockName) : undefined;
  } catch {
    return undefined;
  }
}

/** A clock's words: its name, the limit it counts with, and what its count says. */
export function useClockTexts() {
  const translate = useTranslate();
  return {
    name: (clock: ClockName) => translate(`app.clocks.names.${clock}`),
    limit: (record: Pick<ClockRecord, 'clock' | 'limit'>) =>
      translate(`app.clocks.limits.${record.clock}`, { smart_count: record.limit }),
    /** "3 late", "Nothing late": the count in words. */
    status: (record: Pick<ClockRecord, 'kind' | 'count'>) =>
      record.count
        ? translate(`app.clocks.count.${record.kind}`, { smart_count: record.count })
        : translate(`app.clocks.nothing.${record.kind}`),
  };
}
