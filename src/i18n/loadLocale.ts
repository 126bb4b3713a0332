import type { LocaleCode } from '#domain/locales';
import type { LocaleBundle } from './types';

const loading = new Map<LocaleCode, Promise<LocaleBundle>>();

/** Each language is its own chunk: only the chosen one downloads, once (a failed download is tried again next time). */
export function loadLocale(locale: LocaleCode): Promise<LocaleBundle> {
  if (!loading.has(locale))
    loading.set(
      locale,
      importLocale(locale).catch((error: unknown) => {
        loading.delete(locale);
        throw error;
      }),
    );
  return loading.get(locale)!;
}

function importLocale(locale: LocaleCode): Promise<LocaleBundle> {
  switch (locale) {
    case 'ur':
      return import('./ur').then((module) => module.default);
    case 'fr':
      return import('./fr').then((module) => module.default);
    default:
      return import('./en').then((module) => module.default);
  }
}
