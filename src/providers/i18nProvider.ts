import english from '../i18n/en';
import { buildI18nProvider } from '../i18n/i18nProvider';

/** The portal's English texts as an i18nProvider, for what renders outside the app (tests, stories). */
export const i18nProvider = buildI18nProvider('en', english);
