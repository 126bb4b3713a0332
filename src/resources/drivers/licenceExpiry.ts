import { differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';

/** A licence expiring within this many days is flagged in the drivers list and on the driver's page. */
export const LICENCE_EXPIRY_WARNING_DAYS = 30;

export type LicenceExpiryState = 'expired' | 'expiring' | 'valid' | 'unknown';

export interface LicenceExpiry {
  state: LicenceExpiryState;
  /** dd/MM/yyyy, or N/A. */
  date: string;
  /** What the flag says: "Expired", "Expires today", "Expires in 12 days"; null when nothing to flag. */
  note: string | null;
  /** Days from today to the expiry (negative once past); null when unknown. */
  days: number | null;
}

/** A licence's expiry ('YYYY-MM-DD') as seen on `today`: expired, expiring within 30 days, or fine. */
export function licenceExpiryOf(expiry: string | null | undefined, today: Date = new Date()): LicenceExpiry {
  const day = expiry ? parseISO(expiry) : null;
  if (!day || !isValid(day)) return { state: 'unknown', date: 'N/A', note: null, days: null };
  const date = format(day, 'dd/MM/yyyy');
  const days = differenceInCalendarDays(day, today);
  if (days < 0) return { state: 'expired', date, note: 'Expired', days };
  if (days <= LICENCE_EXPIRY_WARNING_DAYS)
    return {
      state: 'expiring',
      date,
      note: days === 0 ? 'Expires today' : `Expires in ${days} day${days === 1 ? '' : 's'}`,
      days,
    };
  return { state: 'valid', date, note: null, days };
}
