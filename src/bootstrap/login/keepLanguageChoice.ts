import type { LocaleCode } from '#domain/locales';
import { storage } from '../../providers/storage';
import type { StoredUser } from '../../providers/authProvider';
import { isLocale } from '../../i18n/locale';
import { takeLoginPageChoice } from '../../i18n/pendingChoice';

/**
 * Just signed in: a language picked on the login page is kept in the profile; else the profile's
 * language becomes this browser's (the app starts in it, or switches to it).
 */
export function keepLanguageChoice(onScreen: LocaleCode) {
  const user = storage.getJson<StoredUser>('user');
  const picked = takeLoginPageChoice();
  if (user && picked)
    void import('../../providers/dataProvider')
      .then(({ dataProvider }) => dataProvider.saveMyLocale(user.id, picked))
      .catch(() => undefined);
  else if (user && isLocale(user.locale) && user.locale !== onScreen) storage.set('locale', user.locale);
}
