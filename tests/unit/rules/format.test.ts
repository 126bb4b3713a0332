import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatMoney, formatWeight, orNotAvailable, writeFiguresIn } from '#domain/format';

describe('display formats (SPEC §9)', () => {
  it('dates read dd/MM/yyyy hh:mm a', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 14, 5))).toBe('22/11/2026 02:05 PM');
    expect(formatDateTime(new Date(2026, 0, 3, 0, 30))).toBe('03/01/2026 12:30 AM');
  });
  it('a missing or unreadable date is N/A', () => {
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime('')).toBe('N/A');
    expect(formatDateTime('not a date')).toBe('N/A');
  });
  it('a day the API sends as YYYY-MM-DD reads dd/MM/yyyy, whatever the time zone; none or an unreadable one is N/A', () => {
    expect(formatDay('2026-01-03')).toBe('03/01/2026');
    expect(formatDay('2026-12-31')).toBe('31/12/2026');
    expect([formatDay(null), formatDay(''), formatDay('2026-13-45')]).toEqual(['N/A', 'N/A', 'N/A']);
  });
  it('empty values are N/A, zero is not', () => {
    expect(orNotAvailable(undefined)).toBe('N/A');
    expect(orNotAvailable('')).toBe('N/A');
    expect(orNotAvailable(0)).toBe('0');
    expect(orNotAvailable('Karachi')).toBe('Karachi');
  });
  it('money carries the configured currency, default Rs', () => {
    expect(formatMoney(450000)).toBe('Rs 450,000');
    expect(formatMoney(1234.5, 'ETB')).toBe('ETB 1,234.50');
    expect(formatMoney(-225500.5)).toBe('-Rs 225,500.50');
    expect(formatMoney(-200000)).toBe('-Rs 200,000');
    expect(formatMoney(0)).toBe('Rs 0');
    expect(formatMoney(null)).toBe('N/A');
    expect(formatMoney(Number.NaN)).toBe('N/A');
  });
  it('weights carry the configured unit, default Tonne', () => {
    expect(formatWeight(25)).toBe('25 Tonne');
    expect(formatWeight(null)).toBe('N/A');
  });
});

describe('figures in the user language', () => {
  afterEach(() => writeFiguresIn('en'));

  it('French groups and separates as French does; Urdu names the day period; the date pattern stays SPEC’s', async () => {
    const { fr } = await import('date-fns/locale/fr');
    const { urduDates } = await import('../../../src/i18n/ur/dates');
    writeFiguresIn('fr', fr);
    expect(formatMoney(225500.5, 'Rs')).toBe('Rs 225\u202f500,50');
    expect(formatWeight(12.5, 'Tonne')).toBe('12,5 Tonne');
    writeFiguresIn('fr', fr, 'N/D');
    expect(formatMoney(null)).toBe('N/D');
    writeFiguresIn('ur-PK', urduDates);
    expect(formatMoney(225500.5, 'Rs')).toBe('Rs 225,500.50');
    expect(formatDateTime(new Date(2026, 10, 26, 15, 5))).toBe('26/11/2026 03:05 ب.ظ');
    writeFiguresIn('en');
    expect(formatDateTime(new Date(2026, 10, 26, 15, 5))).toBe('26/11/2026 03:05 PM');
  });
});
