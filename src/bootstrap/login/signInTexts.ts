import { MESSAGES } from '#domain/messages';
import type { LocaleCode } from '#domain/locales';
import { SIGN_IN_ERROR_KEYS, signInErrors as enErrors, signInTexts as enTexts } from '../../i18n/en/signIn';
import { signInErrors as frErrors, signInTexts as frTexts } from '../../i18n/fr/signIn';
import { signInErrors as urErrors, signInTexts as urTexts } from '../../i18n/ur/signIn';

/** The login page's few texts in each language, from the files the full bundles read them from too. */
const TEXTS = {
  en: { signInTexts: enTexts, signInErrors: enErrors },
  fr: { signInTexts: frTexts, signInErrors: frErrors },
  ur: { signInTexts: urTexts, signInErrors: urErrors },
} as const;
type Texts = typeof enTexts;

/** A text of the login page in a language, its %{name} placeholders filled in. */
export function textIn(locale: LocaleCode, pick: (texts: Texts) => string, params: Record<string, string> = {}) {
  return pick(TEXTS[locale].signInTexts).replace(/%\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** A notice key of LOGIN_NOTICES ('app.auth.notices.x') as its text. */
export function noticeIn(locale: LocaleCode, key: string) {
  const name = key.split('.').pop() as keyof Texts['auth']['notices'];
  return TEXTS[locale].signInTexts.auth.notices[name];
}

/** SPEC's English text as the API or the form's rule gave it, in the language (others as they came, like useTranslateText). */
export function errorIn(locale: LocaleCode, text: string) {
  const key = SIGN_IN_ERROR_KEYS.find((name) => MESSAGES[name] === text);
  return key ? TEXTS[locale].signInErrors[key] : text;
}
