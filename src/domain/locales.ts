/** The languages a user may choose for the portal (SPEC §3 user locale). */
export const LOCALE_LABELS = { en: 'English', ur: 'اردو (Urdu)', fr: 'Français (French)' } as const;
export type LocaleCode = keyof typeof LOCALE_LABELS;
export const LOCALE_CODES = Object.keys(LOCALE_LABELS) as LocaleCode[];
export const DEFAULT_LOCALE: LocaleCode = 'en';
