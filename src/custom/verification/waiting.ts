import type { PaletteName } from '#domain/palette';
import { CASE_STATUS } from '#domain/verification';

/** "waiting 5 hours", "waiting 3 days": how long a case has waited, from the queue's waitingHours. */
export function waitingText(hours: number | null | undefined): string {
  if (hours === null || hours === undefined || !Number.isFinite(hours) || hours < 1) return 'waiting under an hour';
  if (hours < 24) return `waiting ${Math.floor(hours)} hour${Math.floor(hours) === 1 ? '' : 's'}`;
  const days = Math.floor(hours / 24);
  return `waiting ${days} day${days === 1 ? '' : 's'}`;
}

/** Oldest first: the queue's order, kept even when an API answers otherwise. */
export const oldestFirst = <T extends { submittedAt: string | null; id: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => (a.submittedAt ?? '').localeCompare(b.submittedAt ?? '') || a.id - b.id);

export const REVIEW_COLOURS: Record<string, PaletteName> = {
  [CASE_STATUS.PENDING]: 'amber',
  [CASE_STATUS.APPROVED]: 'green',
  [CASE_STATUS.REJECTED]: 'red',
};
