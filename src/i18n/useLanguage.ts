import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import type { LocaleCode } from '#domain/locales';
import { storage } from '../providers/storage';
import { applyDocumentLocale } from './locale';
import { loadLocale } from './loadLocale';
import type { LocaleBundle } from './types';

/**
 * Switches the portal's language by keeping the choice in this browser: the theme (direction, MUI X
 * texts) and react-admin's texts follow it (FollowLanguage). useChangeLanguage also keeps it in the
 * user's profile.
 */
export const useSwitchLanguage = () => (locale: LocaleCode) => storage.set('locale', locale);

/** react-admin's locale (its texts) follows the language the portal shows, once that one has loaded. */
export function FollowLanguage({ locale }: { locale: LocaleCode }) {
  const [current, setLocale] = useLocaleState();
  useEffect(() => {
    if (current !== locale) setLocale(locale);
  }, [current, locale, setLocale]);
  return null;
}

/** The bundle of the language on screen: the start's until another one has loaded, so nothing blinks. */
export function useLoadedBundle(locale: LocaleCode, start: { locale: LocaleCode; bundle: LocaleBundle }) {
  const [shown, setShown] = useState(start);
  useEffect(() => {
    let live = true;
    // The page turns (language, direction) with the texts, once they have loaded; a failed download keeps the last.
    if (locale !== shown.locale)
      loadLocale(locale).then(
        (bundle) => live && setShown({ locale, bundle }),
        (error: unknown) => console.error('language download failed', error),
      );
    applyDocumentLocale(shown.locale);
    return () => {
      live = false;
    };
  }, [locale, shown.locale]);
  return shown;
}
