import { isValid, parse, parseISO } from 'date-fns';
import { TZDate, tz } from '@date-fns/tz';
import type { Cell } from './importFile';

/** An ISO time that says its own offset: read as it says. */
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
/** Times written without a zone: ISO, and SPEC §9's dd/MM/yyyy hh:mm a (a 24-hour clock too). */
const WALL_FORMATS = [
  'yyyy-MM-dd HH:mm:ss',
  'yyyy-MM-dd HH:mm',
  'yyyy-MM-dd',
  'dd/MM/yyyy hh:mm:ss a',
  'dd/MM/yyyy hh:mm a',
  'dd/MM/yyyy HH:mm:ss',
  'dd/MM/yyyy HH:mm',
  'dd/MM/yyyy',
];
/** Excel counts days from 30 December 1899 when a date cell lost its date format. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** The uploader's clock (the server's when the browser did not say). */
const zoned = (timeZone: string | undefined) => (timeZone ? { in: tz(timeZone) } : {});

/** A spreadsheet date holds a wall time in its UTC fields: the same wall time, in the uploader's zone. */
function wallTimeIn(cell: Date, timeZone: string | undefined): Date {
  const parts = [
    cell.getUTCFullYear(),
    cell.getUTCMonth(),
    cell.getUTCDate(),
    cell.getUTCHours(),
    cell.getUTCMinutes(),
    cell.getUTCSeconds(),
  ] as const;
  return timeZone ? new TZDate(...parts, timeZone) : new Date(...parts);
}

function parsedText(text: string, timeZone: string | undefined): Date | null {
  if (WITH_ZONE.test(text)) return parseISO(text.replace(' ', 'T'));
  const plain = text.replace('T', ' ').replace(/\b([ap])\.?m\.?$/i, '$1m');
  for (const format of WALL_FORMATS) {
    const date = parse(plain, format, new Date(), zoned(timeZone));
    if (isValid(date)) return date;
  }
  return null;
}

/**
 * A loading time cell as an ISO instant: an .xlsx date (or its day number), "2026-12-01 09:00",
 * "01/12/2026 09:00 AM", or an ISO time with its offset. Undefined for an empty cell, null for one
 * that names no time.
 */
export function loadingTimeOf(cell: Cell, timeZone: string | undefined): string | undefined | null {
  if (cell === undefined || cell === '') return undefined;
  let date: Date | null;
  if (cell instanceof Date) date = wallTimeIn(cell, timeZone);
  else if (typeof cell === 'number')
    date =
      cell > 0 && cell < 2_958_466 ? wallTimeIn(new Date(EXCEL_EPOCH + Math.round(cell * DAY_MS)), timeZone) : null;
  else {
    const text = String(cell).trim();
    if (!text) return undefined;
    date = parsedText(text, timeZone);
  }
  return date && isValid(date) ? new Date(date.getTime()).toISOString() : null;
}
