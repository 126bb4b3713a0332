import type { TranslateFunction } from 'react-admin';

/** "waiting 5 hours", "waiting 3 days": how long a case has waited, from the queue's waitingHours. */
export function waitingText(hours: number | null | undefined, translate: TranslateFunction): string {
  if (hours === null || hours === undefined || !Number.isFinite(hours) || hours < 1)
    return translate('app.verification.waiting.underAnHour');
  if (hours < 24) return translate('app.verification.waiting.hours', { smart_count: Math.floor(hours) });
  return translate('app.verification.waiting.days', { smart_count: Math.floor(hours / 24) });
}

/** Oldest first: the queue's order, kept even when an API answers otherwise. */
export const oldestFirst = <T extends { submittedAt: string | null; id: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => (a.submittedAt ?? '').localeCompare(b.submittedAt ?? '') || a.id - b.id);
