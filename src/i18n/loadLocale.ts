import type { LocaleCode } from '#domain/locales';
import type { LocaleBundle } from './types';

const loading = new Map<LocaleCode, Promise<LocaleBundle>>();

/** Each language is its own chunk: only the chosen one downloads, once. */
export function loadLocale(locale: LocaleCode): Promise<LocaleBundle> {
  if (!loading.has(locale)) loading.set(locale, importLocale(locale));
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
