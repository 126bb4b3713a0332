import type { LocaleCode } from '#domain/locales';

let pending: LocaleCode | null = null;

/** A language picked on the login page: saved to the profile at sign-in instead of the profile's replacing it. */
export const rememberLoginPageChoice = (locale: LocaleCode) => {
  pending = locale;
};
export function takeLoginPageChoice() {
  const choice = pending;
  pending = null;
  return choice;
}
