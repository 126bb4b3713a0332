import { LOCALE_CODES, type LocaleCode } from '#domain/locales';
import { storage } from '../providers/storage';

/** The languages written right to left: the whole layout mirrors for them. */
const RIGHT_TO_LEFT: readonly LocaleCode[] = ['ur'];

export const isLocale = (value: unknown): value is LocaleCode => LOCALE_CODES.includes(value as LocaleCode);
export const directionOf = (locale: string) => (RIGHT_TO_LEFT.includes(locale as LocaleCode) ? 'rtl' : 'ltr');

/** The language this browser last chose (on the login page, in the user menu, or from the profile at sign-in). */
export function storedLocale(): LocaleCode | null {
  const value = storage.get('locale');
  return isLocale(value) ? value : null;
}

/** The page's language and direction, for screen readers, fonts and the browser's own controls. */
export function applyDocumentLocale(locale: string) {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
