import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/** SPEC §1 language en: react-admin's English texts; app texts join them under one namespace as screens land. */
export const i18nProvider = polyglotI18nProvider(() => englishMessages, 'en', { allowMissing: true });
