import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { LOCAL_PHONE, PASSWORD_MIN_LENGTH } from '../limits';
import { trimmedString } from './locale';
import { LOCALE_CODES } from '../locales';
import { localPhoneForm } from '../phone';

export { trimmedString };

/** SPEC §5: at least 8 characters with at least one letter and one digit. */
export const PASSWORD_PATTERN = new RegExp(`^(?=.*[A-Za-z])(?=.*\\d).{${PASSWORD_MIN_LENGTH},}$`);
export const LOCAL_PHONE_PATTERN = new RegExp(
  `^${LOCAL_PHONE.prefix}\\d{${LOCAL_PHONE.length - LOCAL_PHONE.prefix.length}}$`,
);
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const requiredText = (message: string = MESSAGES.fillRequired) => trimmedString().required(message);

export const passwordField = () =>
  yup.string().required(MESSAGES.fillRequired).matches(PASSWORD_PATTERN, MESSAGES.passwordRule);

export const confirmPasswordField = (ref = 'password') =>
  yup
    .string()
    .required(MESSAGES.fillRequired)
    .oneOf([yup.ref(ref)], MESSAGES.passwordsMustMatch);

/** "+92 300 1234567" and "0300-1234567" are read as SPEC's local form (03001234567), and stored so. */
export const localPhoneText = () =>
  trimmedString().transform((value: unknown) => (typeof value === 'string' ? localPhoneForm(value) : value));

export const localPhoneField = () =>
  localPhoneText().required(MESSAGES.fillRequired).matches(LOCAL_PHONE_PATTERN, MESSAGES.invalidPhone);

export const emailField = () =>
  trimmedString().required(MESSAGES.fillRequired).matches(EMAIL_PATTERN, MESSAGES.invalidEmail);

/** A language the portal speaks (en, ur, fr): every place a user's locale is written checks it so. */
export const localeField = () =>
  yup
    .string()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .oneOf(LOCALE_CODES, MESSAGES.invalidOption);
