import { MENU_GROUPS, resourceNames } from '#domain/resourceRegistry';
import { MESSAGES, MESSAGE_TEMPLATES } from '#domain/messages';
import { LOCALE_LABELS } from '#domain/locales';
import { NOT_AVAILABLE_TEXT } from '#domain/limits';
import { SPEC_LABELS } from '#domain/configEntries';
import { signInTexts } from './signIn';

/** The portal's own English texts (SPEC's wording); other languages give the same keys. */
export const app = {
  notAvailable: NOT_AVAILABLE_TEXT,
  /** SPEC §1's default units, as figures are written with them; a deployment's own unit is shown as given. */
  units: { Tonne: 'Tonne', km: 'km', mi: 'mi' },
  /** SPEC's labels; VEHICLE_TYPE_TERMINOLOGY may rename the vehicle type (its words are shown as given). */
  specLabels: { ...SPEC_LABELS },
  language: {
    label: 'Language',
    choose: signInTexts.language.choose,
    notSaved: 'The language is changed here, but could not be saved to your profile',
    names: { ...LOCALE_LABELS },
  },
  menu: { groups: { ...MENU_GROUPS } },
  userMenu: {
    changePassword: 'Change password',
    myColours: 'My colours',
  },
  auth: signInTexts.auth,
};

/** Resource names as the menu, the titles and the breadcrumbs say them. */
export const resources = resourceNames('en');

/** SPEC §5 and §8 texts by key: the API answers them in English, the portal shows them in the user's language. */
export const errors: { [Key in keyof typeof MESSAGES]: string } = { ...MESSAGES };

/** SPEC texts with figures in them (`%{min}`): useTranslateText finds the figures in the API's English. */
export const errorTemplates: { [Key in keyof typeof MESSAGE_TEMPLATES]: string } = { ...MESSAGE_TEMPLATES };
