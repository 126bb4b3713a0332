import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { OTP_LENGTH } from '../limits';
import { USER_TYPE } from '../userTypes';
import {
  EMAIL_PATTERN,
  LOCAL_PHONE_PATTERN,
  confirmPasswordField,
  emailField,
  localPhoneField,
  localeField,
  passwordField,
  requiredText,
  trimmedString,
} from './rules';
import { DEFAULT_LOCALE } from '../locales';

/** A username is a local phone number, or an email when isEmail is set. */
const usernameField = (missing: string) =>
  trimmedString()
    .required(missing)
    .when('isEmail', ([isEmail], schema) =>
      schema.matches(
        isEmail ? EMAIL_PATTERN : LOCAL_PHONE_PATTERN,
        isEmail ? MESSAGES.invalidEmail : MESSAGES.invalidPhone,
      ),
    );

/** Body of both login calls (SPEC §7). The username travels as phoneNumber even when it is an email. */
export const loginSchema = yup.object({
  phoneNumber: trimmedString().required(MESSAGES.loginMissingFields),
  password: yup.string().required(MESSAGES.loginMissingFields),
  /** Checked after the fields, so a form with empty fields gets the SPEC text alone. */
  clientSecret: yup.string().default(''),
  isEmail: yup.boolean().default(false),
});

export const refreshSchema = yup.object({
  refreshToken: yup.string().required(MESSAGES.sessionExpired),
  clientSecret: yup.string().required(MESSAGES.invalidClient),
});

export const signupSchema = yup.object({
  fullName: requiredText().max(120),
  email: emailField(),
  phoneNumber: localPhoneField(),
  companyName: requiredText().max(200),
  userType: yup
    .number()
    .oneOf([USER_TYPE.SHIPPER, USER_TYPE.DEMAND_ADDA], MESSAGES.fillRequired)
    .default(USER_TYPE.SHIPPER),
  countryId: yup.number().integer().positive().default(1),
  locale: localeField().default(DEFAULT_LOCALE),
  password: passwordField(),
  confirmPassword: confirmPasswordField(),
  clientSecret: yup.string().required(MESSAGES.invalidClient),
});
export type SignupBody = yup.InferType<typeof signupSchema>;

export const otpCodeField = () =>
  yup
    .string()
    .required(MESSAGES.requiredFieldsMissing)
    .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.invalidOtp);

export const forgotPasswordSchema = yup.object({
  isEmail: yup.boolean().default(false),
  username: usernameField(MESSAGES.requiredFieldsMissing),
});

/** Reset requires every field (SPEC §5). */
export const resetPasswordSchema = yup.object({
  isEmail: yup.boolean().default(false),
  username: usernameField(MESSAGES.requiredFieldsMissing),
  otp: otpCodeField(),
  password: passwordField(),
  confirmPassword: confirmPasswordField(),
});
export type ResetPasswordBody = yup.InferType<typeof resetPasswordSchema>;

export const changePasswordSchema = yup.object({
  oldPassword: yup.string().required(MESSAGES.requiredFieldsMissing),
  password: passwordField(),
  confirmPassword: confirmPasswordField(),
});
export type ChangePasswordBody = yup.InferType<typeof changePasswordSchema>;

export const otpGenerateSchema = yup.object({
  clientSecret: yup.string().required(MESSAGES.invalidClient),
});

export const phoneParamSchema = yup.object({ phone: localPhoneField() });

/** The portal's login form: SPEC §5 "Login requires username, password and user type". */
export const loginFormSchema = yup.object({
  userType: yup
    .string()
    .oneOf(['internal', 'shipper'] as const)
    .required(MESSAGES.loginMissingFields),
  username: trimmedString().required(MESSAGES.loginMissingFields),
  password: yup.string().required(MESSAGES.loginMissingFields),
});
export type LoginFormValues = yup.InferType<typeof loginFormSchema>;

/** The portal's username boxes take a phone or an email: it is an email when it holds '@' (SPEC §7 isEmail). */
export const isEmailUsername = (username: string) => username.includes('@');

/** One username box: required, then a local phone or an email depending on its '@'. */
export const usernameFormField = () =>
  trimmedString()
    .required(MESSAGES.requiredFieldsMissing)
    .test('username', MESSAGES.invalidPhone, function check(value) {
      const isEmail = isEmailUsername(value ?? '');
      if ((isEmail ? EMAIL_PATTERN : LOCAL_PHONE_PATTERN).test(value ?? '')) return true;
      return this.createError({ message: isEmail ? MESSAGES.invalidEmail : MESSAGES.invalidPhone });
    });

/** A first step that only asks who (PIN reset). */
export const usernameFormSchema = yup.object({ username: usernameFormField() });
export type UsernameFormValues = yup.InferType<typeof usernameFormSchema>;

/** Forgot password, first step: who, and whether they are a driver (a driver's code goes to their phone). */
export const forgotPasswordFormSchema = yup.object({
  account: yup
    .string()
    .oneOf(['user', 'driver'] as const)
    .required(MESSAGES.requiredFieldsMissing),
  username: usernameFormField().when('account', ([account], schema) =>
    account === 'driver' ? schema.matches(LOCAL_PHONE_PATTERN, MESSAGES.invalidPhone) : schema,
  ),
});
export type ForgotPasswordFormValues = yup.InferType<typeof forgotPasswordFormSchema>;

/** A step that only asks for the code we sent. */
export const otpFormSchema = yup.object({ otp: otpCodeField() });
export type OtpFormValues = yup.InferType<typeof otpFormSchema>;

/** Reset password, last step: SPEC §5 "Password reset requires all fields" (the code was checked before). */
export const newPasswordFormSchema = yup.object({ password: passwordField(), confirmPassword: confirmPasswordField() });
export type NewPasswordFormValues = yup.InferType<typeof newPasswordFormSchema>;

/** Signup, first step: the phone that gets the verification code. */
export const signupPhoneFormSchema = signupSchema.pick(['phoneNumber']);
export type SignupPhoneFormValues = yup.InferType<typeof signupPhoneFormSchema>;

/** Signup, last step: everything else the signup call takes from the user. */
export const signupDetailsFormSchema = signupSchema.pick([
  'fullName',
  'email',
  'companyName',
  'userType',
  'password',
  'confirmPassword',
]);
export type SignupDetailsFormValues = yup.InferType<typeof signupDetailsFormSchema>;
