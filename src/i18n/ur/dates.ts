import type { Locale, LocaleDayPeriod, Localize, Match } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';

const MONTHS = [
  'جنوری',
  'فروری',
  'مارچ',
  'اپریل',
  'مئی',
  'جون',
  'جولائی',
  'اگست',
  'ستمبر',
  'اکتوبر',
  'نومبر',
  'دسمبر',
] as const;

/** Sunday first, as date-fns counts (index 0). */
const DAYS = ['اتوار', 'پیر', 'منگل', 'بدھ', 'جمعرات', 'جمعہ', 'ہفتہ'] as const;

/** Urdu does not abbreviate month and day names: the full word, or its first letter when narrow. */
const month: Localize['month'] = (index, options) =>
  options?.width === 'narrow' ? MONTHS[index].charAt(0) : MONTHS[index];
const day: Localize['day'] = (index, options) => (options?.width === 'narrow' ? DAYS[index].charAt(0) : DAYS[index]);

const PERIODS: Record<LocaleDayPeriod, string> = {
  am: 'ق.ظ',
  pm: 'ب.ظ',
  midnight: 'آدھی رات',
  noon: 'دوپہر',
  morning: 'صبح',
  afternoon: 'سہ پہر',
  evening: 'شام',
  night: 'رات',
};
/** am/pm written out (قبل دوپہر, بعد دوپہر) in the wide width ("aaaa"); ق.ظ and ب.ظ otherwise. */
const WIDE_MERIDIEM: Partial<Record<LocaleDayPeriod, string>> = { am: 'قبل دوپہر', pm: 'بعد دوپہر' };

const dayPeriod: Localize['dayPeriod'] = (period, options) =>
  (options?.width === 'wide' && WIDE_MERIDIEM[period]) || PERIODS[period];

/**
 * The pickers type and re-read "dd/MM/yyyy hh:mm a": their am/pm section holds ق.ظ or ب.ظ, which
 * en-GB's parser cannot read back; these are read here, anything else (AM, PM, …) by en-GB's.
 */
const URDU_MERIDIEMS: [string, LocaleDayPeriod][] = [
  ['قبل دوپہر', 'am'],
  ['بعد دوپہر', 'pm'],
  ['ق.ظ', 'am'],
  ['ب.ظ', 'pm'],
];
const matchDayPeriod: Match['dayPeriod'] = (text, options) => {
  for (const [written, period] of URDU_MERIDIEMS) {
    if (text.startsWith(written)) {
      return {
        value: options?.valueCallback ? options.valueCallback(period) : period,
        rest: text.slice(written.length),
      };
    }
  }
  return enGB.match.dayPeriod(text, options);
};

/** date-fns has no Urdu: en-GB's rules (Monday first) with Urdu month, day and day-period names. */
export const urduDates: Locale = {
  ...enGB,
  code: 'ur',
  localize: { ...enGB.localize, month, day, dayPeriod },
  match: { ...enGB.match, dayPeriod: matchDayPeriod },
};
