import { LOCALE_LABELS } from '#domain/locales';
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

export const resources: Record<string, { name: string }> = {
  shipments: { name: 'شپمنٹس' },
  bookings: { name: 'بکنگز' },
  bids: { name: 'بولیاں' },
  'company-groups': { name: 'کمپنی گروپس' },
  'company-projects': { name: 'کمپنی پروجیکٹس' },
  'demand-addas': { name: 'بروکرز (ڈیمانڈ اڈے)' },
  users: { name: 'صارفین' },
  roles: { name: 'کردار' },
  'grantable-roles': { name: 'کردار' },
  'email-notifications': { name: 'ای میل اطلاعات' },
  notifications: { name: 'اطلاعات' },
  drivers: { name: 'ڈرائیورز' },
  vehicles: { name: 'گاڑیاں' },
  fleets: { name: 'فلیٹس' },
  'fuel-pumps': { name: 'پٹرول پمپس' },
  tyres: { name: 'ٹائر کی پیشکشیں' },
  locations: { name: 'مقامات' },
  wallet: { name: 'والیٹ' },
  payments: { name: 'ادائیگیاں' },
  'payment-batches': { name: 'ادائیگی کے بیچ' },
  'bid-limits': { name: 'بولی کی حدیں' },
  'bank-accounts': { name: 'بینک اکاؤنٹس' },
  invoices: { name: 'انوائسز' },
  billing: { name: 'بلنگ کی ترتیب' },
  verification: { name: 'تصدیق' },
  config: { name: 'ترتیبات' },
  reports: { name: 'رپورٹس' },
  companies: { name: 'کمپنیاں' },
};
