import type { ChangePasswordBody, ResetPasswordBody, SignupBody } from '#domain/schemas/auth';
import type { ChangePinBody, ResetPinBody } from '#domain/schemas/pin';
import type { Static } from '@sinclair/typebox';
import type { UnsubscribedRecord } from '#domain/records/outbox';
import type { ChangeDone, CodeSent, CodeValid, ResetDone, SignedInUser, UsernameLookup } from '#domain/records/auth';
import { CLIENT_SECRETS } from './apiConnection';
import { httpClient as defaultClient, type HttpClient } from './httpClient';

export interface Username {
  username: string;
  isEmail: boolean;
}
export type Unsubscribed = Static<typeof UnsubscribedRecord>;
export type SignupDetails = Omit<SignupBody, 'clientSecret' | 'countryId' | 'locale'> &
  Partial<Pick<SignupBody, 'countryId' | 'locale'>>;

const segment = encodeURIComponent;

/**
 * The auth screens' calls (SPEC §7 Auth, Change password, OTP), named so that no view fetches by
 * hand. Everything before sign-in is public (`auth: false`): no token is sent, and a 401 there is
 * an answer to show, not an expired session.
 */
export function createAuthApi(http: HttpClient = defaultClient) {
  const post = <T>(path: string, body?: unknown, query?: Record<string, string | boolean>) =>
    http.request<T>(path, { method: 'POST', body, query, auth: false });

  return {
    /** SPEC §7 "User by username": whether it exists and, when it does, its user type. */
    lookUpUsername: ({ username, isEmail }: Username) =>
      http.request<UsernameLookup>('/auth/user/by-username', { query: { username, isEmail }, auth: false }),
    /** Signup step 1: a code to the phone, asked by the shipper client. */
    sendSignupCode: (phone: string) =>
      post<CodeSent>(`/otp/generate/user/${segment(phone)}`, { clientSecret: CLIENT_SECRETS.shipper }),
    /** Signup step 2: check the code (the API remembers the phone as verified). */
    checkSignupCode: (phone: string, otp: string) =>
      http.request<CodeValid>(`/otp/validate/user/${segment(phone)}/${segment(otp)}`, { auth: false }),
    /** Signup step 3: create the shipper or broker account. */
    signup: (details: SignupDetails) =>
      post<SignedInUser>('/auth/user/user-account', { ...details, clientSecret: CLIENT_SECRETS.shipper }),

    /** Forgot password (and PIN reset): a code to the user's phone or email. */
    sendResetCode: ({ username, isEmail }: Username) =>
      post<CodeSent>('/auth/user/forgot-password', { username, isEmail }),
    checkResetCode: ({ username, isEmail }: Username, otp: string) =>
      post<CodeValid>('/otp/forgot-password/validate', undefined, { username, otp, isEmail }),
    resetPassword: (body: ResetPasswordBody) => post<ResetDone>('/auth/user/reset-password', body),
    resetPin: (body: ResetPinBody) => post<ResetDone>('/auth/user/reset-pin', body),

    /** Drivers get their reset code by phone through the OTP driver calls. */
    sendDriverResetCode: (phone: string) =>
      post<CodeSent>(`/otp/generate/driver/${segment(phone)}`, { clientSecret: CLIENT_SECRETS.internal }),
    checkDriverResetCode: (phone: string, otp: string) =>
      http.request<CodeValid>(`/otp/validate/driver/${segment(phone)}/${segment(otp)}`, { auth: false }),
    resetDriverPassword: (body: ResetPasswordBody) => post<ResetDone>('/auth/driver/reset-password', body),

    /** A notification e-mail's unsubscribe link: its address leaves its company's notification addresses. */
    unsubscribe: (token: string) => post<Unsubscribed>('/unsubscribe', { token }),

    /** Signed in: change one's own password or PIN (the portal's users are never drivers). */
    changePassword: (userId: number, body: ChangePasswordBody) =>
      http.request<ChangeDone>(`/user/${segment(String(userId))}/changePassword`, { method: 'POST', body }),
    changePin: (userId: number, body: ChangePinBody) =>
      http.request<ChangeDone>(`/user/${segment(String(userId))}/changePin`, { method: 'POST', body }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
export const authApi = createAuthApi();
