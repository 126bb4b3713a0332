import { LOGIN_ROUTE } from '../../providers/apiConnection';

/** The pages outside the app layout (authRoutes.tsx mounts them; the entry draws the login page itself). */
export const AUTH_PATHS = {
  login: LOGIN_ROUTE,
  signup: '/auth/signup',
  forgotPassword: '/auth/forgot-password',
  resetPin: '/auth/reset-pin',
  unsubscribe: '/auth/unsubscribe',
} as const;

/** What the login page says after another auth page sent the user there (?notice=...): its message key. */
export const LOGIN_NOTICES = {
  registered: 'app.auth.notices.registered',
  'password-reset': 'app.auth.notices.passwordReset',
  'pin-reset': 'app.auth.notices.pinReset',
} as const;
export type LoginNotice = keyof typeof LOGIN_NOTICES;

export const loginNoticeOf = (value: string | null): (typeof LOGIN_NOTICES)[LoginNotice] | null =>
  value && Object.hasOwn(LOGIN_NOTICES, value) ? LOGIN_NOTICES[value as LoginNotice] : null;

export const loginPathWithNotice = (notice: LoginNotice) => `${LOGIN_ROUTE}?notice=${notice}`;
