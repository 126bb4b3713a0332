import { format as formatDate, isValid, parseISO, type Locale } from 'date-fns';
import { DATE_DISPLAY_FORMAT, DATE_ONLY_FORMAT, NOT_AVAILABLE_TEXT } from './limits';

const DATE_DISPLAY_FORMAT_24H = 'dd/MM/yyyy HH:mm';
import { distanceIn, type DistanceUnit } from './geo';

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));

/**
 * The language figures are written in: English unless the portal says otherwise for its user (the
 * API, its PDFs and logs stay English). SPEC §9's date pattern stays; names and digits follow.
 */
let figures: { numbers: string; dates?: Locale; notAvailable: string; units: Record<string, string> } = {
  numbers: 'en',
  notAvailable: NOT_AVAILABLE_TEXT,
  units: {},
};
/** `units`: SPEC's default units in the language ("Tonne" → "t"); a deployment's own unit is written as given. */
export function writeFiguresIn(
  numbers: string,
  dates?: Locale,
  notAvailable: string = NOT_AVAILABLE_TEXT,
  units: Record<string, string> = {},
) {
  figures = { numbers, dates, notAvailable, units };
}

const unitText = (unit: string) => figures.units[unit] ?? unit;

/** Intl's number formatters are slow to make: one per language and number of decimals, made once (a list formats every row). */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numbers(minimumFractionDigits: number, maximumFractionDigits: number) {
  const key = `${figures.numbers} ${minimumFractionDigits} ${maximumFractionDigits}`;
  let made = numberFormats.get(key);
  if (!made) {
    made = new Intl.NumberFormat(figures.numbers, { minimumFractionDigits, maximumFractionDigits });
    numberFormats.set(key, made);
  }
  return made;
}

/** SPEC §9: an empty value is shown as N/A. */
export const orNotAvailable = (value: unknown): string => (isEmpty(value) ? figures.notAvailable : String(value));

/** Languages whose readers tell the time on a 24-hour clock: SPEC §9's day order stays, the hour is 14:30. */
const TWENTY_FOUR_HOUR_LANGUAGES = ['fr'];

/** SPEC §9's date and time pattern dd/MM/yyyy hh:mm a, in 24 hours (dd/MM/yyyy HH:mm) where the language reads it so. */
export const dateTimePattern = (): string =>
  TWENTY_FOUR_HOUR_LANGUAGES.includes(figures.numbers.split('-')[0]) ? DATE_DISPLAY_FORMAT_24H : DATE_DISPLAY_FORMAT;

/** SPEC §9 date display dd/MM/yyyy hh:mm a (24 h in French); N/A for a missing or unreadable date. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (isEmpty(value)) return figures.notAvailable;
  const date = value instanceof Date ? value : new Date(value as string | number);
  return isValid(date) ? formatDate(date, dateTimePattern(), { locale: figures.dates }) : figures.notAvailable;
}

/** A day ('YYYY-MM-DD', as the API sends dates without a time) in SPEC §9's order dd/MM/yyyy; N/A when missing or unreadable. */
export function formatDay(day: string | null | undefined): string {
  const date = day ? parseISO(day) : null;
  return date && isValid(date) ? formatDate(date, DATE_ONLY_FORMAT) : figures.notAvailable;
}

/** Money with the configured currency (SPEC §1 default Rs), grouped, at most two decimals. */
export function formatMoney(amount: number | null | undefined, currency = 'Rs'): string {
  if (isEmpty(amount) || !Number.isFinite(amount)) return figures.notAvailable;
  const value = amount as number;
  // Paisa, when there are any, always as two digits; a loss reads "-Rs 225,500.50", never "Rs -225,500.5".
  const digits = Number.isInteger(Math.round(value * 100) / 100) ? 0 : 2;
  const text = numbers(digits, 2).format(Math.abs(value));
  return `${value < 0 ? '-' : ''}${currency} ${text}`;
}

/** A weight with the configured unit (SPEC §1 default Tonne). */
export function formatWeight(weight: number | null | undefined, unit = 'Tonne'): string {
  if (isEmpty(weight) || !Number.isFinite(weight)) return figures.notAvailable;
  return `${numbers(0, 3).format(weight as number)} ${unitText(unit)}`;
}

/** A distance given in km, in the configured unit (SPEC §1 default km), whole units: "1,033 km", "642 mi". */
export function formatDistance(km: number | null | undefined, unit: DistanceUnit = 'km'): string {
  if (isEmpty(km) || !Number.isFinite(km)) return figures.notAvailable;
  return `${numbers(0, 0).format(distanceIn(km as number, unit))} ${unitText(unit)}`;
}

/** A file size as people read it: KB below a megabyte, MB above. */
export function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.ceil(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
