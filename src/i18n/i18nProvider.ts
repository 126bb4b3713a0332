import polyglotI18nProvider from 'ra-i18n-polyglot';
import { LOCALE_CODES, LOCALE_LABELS, type LocaleCode } from '#domain/locales';
import { MESSAGES } from '#domain/messages';
import type { TranslationMessages } from 'react-admin';
import { loadLocale } from './loadLocale';
import type { LocaleBundle } from './types';

/**
 * The API answers SPEC's texts in English, and react-admin translates a form's validation text by
 * using it as a key: each English text is also a key of its translation, so both show localised.
 */
export function withSpecTexts(messages: TranslationMessages): TranslationMessages {
  const errors = (messages.errors ?? {}) as Record<string, string>;
  const byText = Object.fromEntries(
    Object.entries(MESSAGES).map(([key, english]) => [english, errors[key] ?? english]),
  );
  return { ...messages, ...byText };
}

/**
 * react-admin's polyglot provider over the language the page started in; another language loads
 * its chunk when chosen. A key no language file has shows its `_` default (or the key): the
 * messages parity test keeps that from happening to a shipped text.
 */
export function buildI18nProvider(locale: LocaleCode, bundle: LocaleBundle) {
  return polyglotI18nProvider(
    (wanted) =>
      wanted === locale
        ? withSpecTexts(bundle.messages)
        : loadLocale(wanted as LocaleCode).then((b) => withSpecTexts(b.messages)),
    locale,
    LOCALE_CODES.map((code) => ({ locale: code, name: LOCALE_LABELS[code] })),
    { allowMissing: true },
  );
}
