import { useEffect, useSyncExternalStore } from 'react';
import { useI18nProvider, useNotify } from 'react-admin';
import type { LocaleCode } from '#domain/locales';
import { storage } from '../providers/storage';
import type { StoredUser } from '../providers/authProvider';
import { useFreightDataProvider } from '../providers/useFreightDataProvider';
import { rememberLoginPageChoice } from './pendingChoice';
import { useSwitchLanguage } from './useLanguage';

/**
 * A notice about a language change waits until react-admin shows that language: switching remounts
 * react-admin's notifications, and a notice given before that would be lost.
 */
let notice: { locale: LocaleCode; message: string } | null = null;
const listeners = new Set<() => void>();
const announce = (next: typeof notice) => {
  notice = next;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows a language change's notice once its language is on screen (mounted inside react-admin's context). */
export function LanguageNotice() {
  const pending = useSyncExternalStore(subscribe, () => notice);
  const i18nProvider = useI18nProvider();
  const notify = useNotify();
  useEffect(() => {
    if (!pending || i18nProvider.getLocale() !== pending.locale) return;
    announce(null);
    notify(pending.message, { type: 'warning' });
  });
  return null;
}

/**
 * The user's choice of language: on screen at once; signed in, kept in their profile so it follows
 * them to another browser; signed out (the login page), saved to the profile at sign-in.
 */
export function useChangeLanguage() {
  const switchLanguage = useSwitchLanguage();
  const dataProvider = useFreightDataProvider();
  return async (locale: LocaleCode) => {
    switchLanguage(locale);
    const user = storage.getJson<StoredUser>('user');
    if (!user || !storage.get('token')) return rememberLoginPageChoice(locale);
    try {
      await dataProvider.saveMyLocale(user.id, locale);
    } catch {
      announce({ locale, message: 'app.language.notSaved' });
    }
  };
}
