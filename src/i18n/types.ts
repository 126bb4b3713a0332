import type { TranslationMessages } from 'react-admin';

/** The same keys as T, every text a string: what another language's messages must provide. */
export type Phrases<T> = { [K in keyof T]: T[K] extends string ? string : Phrases<T[K]> };

/** What a language brings: react-admin's and the portal's texts, and the MUI X and date-fns pieces. */
export interface LocaleBundle {
  messages: TranslationMessages;
  /** MUI X locale objects (data grid, pickers) merged into the theme: their texts and defaults. */
  themeLocales: object[];
  /** date-fns locale of the pickers (day and month names, first day of the week). */
  dateLocale: import('date-fns').Locale;
  /** The typeface the language is written in, shipped with its bundle (so other languages download nothing). */
  fontFamily?: string;
}

/** The language the page started in, its bundle already loaded (before the first render). */
export interface StartLocale {
  locale: import('#domain/locales').LocaleCode;
  bundle: LocaleBundle;
}
