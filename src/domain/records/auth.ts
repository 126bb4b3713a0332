import { Type, type Static, type TLiteral, type TObject } from '@sinclair/typebox';
import { USER_TYPE } from '../userTypes';
import { Id, NullableId, NullableText, Text } from './common';
import { UserPreferences } from './config';

/** A SPEC §3 user type (1 shipper, 2 partner, 3 driver, 4 internal, 5 demand adda). */
export const UserTypeValue = Type.Union(Object.values(USER_TYPE).map((type) => Type.Literal(type)));

/** The `auth` of a sign-in or a refresh: a new access token (expiresIn seconds) beside the refresh token of the session. */
export const IssuedTokens = Type.Object({ token: Text, refreshToken: Text, expiresIn: Type.Integer({ minimum: 0 }) });
export type IssuedTokens = Static<typeof IssuedTokens>;

/** The signed-in user as the portal keeps it (SPEC §3 user, no secrets), with the company's name: within sign-in and GET /auth/user/me; POST /auth/user/user-account answers it alone. */
export const SignedInUser = Type.Object({
  id: Id,
  userType: UserTypeValue,
  roleId: NullableId,
  companyId: NullableId,
  companyName: NullableText,
  fullName: Text,
  email: NullableText,
  phoneNumber: Text,
  locale: Text,
  countryId: NullableId,
  preferences: UserPreferences,
});
export type SignedInUser = Static<typeof SignedInUser>;

/** The signed-in user's role and what it grants ("resource:action", or "*"). */
export const SignedInRole = Type.Object({ id: Id, name: Text, permissions: Type.Array(Text) });
export type SignedInRole = Static<typeof SignedInRole>;

/** GET /auth/user/me: the signed-in user and their roles (none, or the one). */
export const ProfileRecord = Type.Object({ user: SignedInUser, roles: Type.Array(SignedInRole) });
export type ProfileRecord = Static<typeof ProfileRecord>;

/** POST /auth/user/login and /auth/user/shipper/login: the tokens, the user type, and the profile. */
export const LoginRecord = Type.Object({ auth: IssuedTokens, userType: UserTypeValue, ...ProfileRecord.properties });
export type LoginRecord = Static<typeof LoginRecord>;

/** POST /auth/user/refresh: the rotated tokens. */
export const RefreshRecord = Type.Object({ auth: IssuedTokens });
export type RefreshRecord = Static<typeof RefreshRecord>;

/** GET /auth/user/by-username: whether the username exists; its user type only when it does. */
export const UsernameLookup = Type.Object({ exists: Type.Boolean(), userType: Type.Optional(UserTypeValue) });
export type UsernameLookup = Static<typeof UsernameLookup>;

/** A small answer saying that one thing was done, e.g. { sent: true }. */
const Done = <K extends string>(flag: K) =>
  Type.Object({ [flag]: Type.Literal(true) } as Record<K, TLiteral<true>>) as TObject<Record<K, TLiteral<true>>>;

/** POST /otp/generate/user/:phone, /otp/generate/driver/:phone, /auth/user/forgot-password and GET /otp/forgot-password/generate: the same whether or not a code went out. */
export const CodeSent = Done('sent');
export type CodeSent = Static<typeof CodeSent>;
/** GET /otp/validate/user|driver/:phone/:otp and POST /otp/forgot-password/validate: the code is right (a wrong one is a 400). */
export const CodeValid = Done('valid');
export type CodeValid = Static<typeof CodeValid>;
/** POST /auth/user/reset-password, /auth/driver/reset-password and /auth/user/reset-pin. */
export const ResetDone = Done('reset');
export type ResetDone = Static<typeof ResetDone>;
/** POST /user/:userId/changePassword, /driver/:userId/changePassword and /user/:userId/changePin. */
export const ChangeDone = Done('changed');
export type ChangeDone = Static<typeof ChangeDone>;
/** POST /auth/user/logout. */
export const LoggedOut = Done('loggedOut');
export type LoggedOut = Static<typeof LoggedOut>;
