import { LOCALE_LABELS } from '#domain/locales';
import { resourceNames } from '#domain/resourceRegistry';
import type { Phrases } from '../types';
import type { app as englishApp } from '../en/app';
import { signInTexts } from './signIn';

export const app: Phrases<typeof englishApp> = {
  notAvailable: 'دستیاب نہیں',
  units: { Tonne: 'ٹن', km: 'کلومیٹر', mi: 'میل' },
  specLabels: {
    shipperRate: 'شپر ریٹ',
    targetRate: 'ہدف ریٹ',
    vehicleType: 'گاڑی کی قسم',
    cargoType: 'سامان کی قسم',
  },
  language: {
    label: 'زبان',
    choose: signInTexts.language.choose,
    notSaved: 'زبان یہاں تبدیل ہو گئی، مگر آپ کی پروفائل میں محفوظ نہ ہو سکی',
    names: { ...LOCALE_LABELS },
  },
  menu: {
    groups: {
      marketplace: 'مارکیٹ',
      companies: 'کمپنیاں اور افراد',
      fleet: 'فلیٹ اور مقامات',
      money: 'رقم',
      operations: 'آپریشنز',
    },
  },
  userMenu: {
    changePassword: 'پاس ورڈ تبدیل کریں',
    myColours: 'میرے رنگ',
  },
  auth: signInTexts.auth,
};

/** Resource names live in their registry entries (src/domain/resourceRegistry.ts). */
export const resources = resourceNames('ur');
