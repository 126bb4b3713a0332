import { MESSAGES } from '#domain/messages';

/**
 * The login page's texts: the plain form the entry draws reads only these (src/bootstrap/login), and
 * the full bundle takes them from here too (`app.auth`, `app.language.choose`, `errors`).
 */
export const signInTexts = {
  language: { choose: 'Choose the language' },
  auth: {
    accountHelp: 'Account help',
    notices: {
      registered: 'Your account is ready. Sign in as a shipper with your phone number or email and new password.',
      passwordReset: 'Your password was changed. Sign in with the new password.',
      pinReset: 'Your PIN was changed.',
    },
    signIn: 'Sign in',
    signingIn: 'Signing in',
    signInAs: 'Sign in as',
    internalStaff: 'Internal staff',
    shipper: 'Shipper',
    useOtherSignIn: 'This account signs in as %{kind}: that sign-in is selected now, please sign in again.',
    username: 'Phone number or email',
    password: 'Password',
    createAccount: 'Create an account',
    forgotPassword: 'Forgot password?',
    resetPin: 'Reset PIN',
  },
};

/** The SPEC texts a sign-in can answer (the form's rule, the login call, the session-expired flash). */
export const SIGN_IN_ERROR_KEYS = [
  'loginFailed',
  'loginMissingFields',
  'sessionExpired',
  'generic',
  'invalidClient',
  'accountBlocked',
  'tooManyRequests',
] as const satisfies readonly (keyof typeof MESSAGES)[];
export type SignInErrorKey = (typeof SIGN_IN_ERROR_KEYS)[number];

export const signInErrors: Record<SignInErrorKey, string> = Object.fromEntries(
  SIGN_IN_ERROR_KEYS.map((key) => [key, MESSAGES[key]]),
) as Record<SignInErrorKey, string>;
