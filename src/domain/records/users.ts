import { Type, type Static } from '@sinclair/typebox';
import { BLOCK_STATUS, USER_TYPE } from '../userTypes';
import { LOCALE_CODES } from '../locales';
import { PERMISSION_ACTIONS, PERMISSION_RESOURCES } from '../permissions';
import { BLOCK_REASONS } from '../schemas/users';
import { DateTime, Id, Nullable, NullableId, NullableOneOf, NullableText, OneOf, Text, Version } from './common';

/** GET /user/:userId and /demand-adda/:userId, each row of GET /user, /user/internal and /demand-adda, and what a change or delete of one answers: never a password or PIN hash. */
export const UserRecord = Type.Object({
  id: Id,
  userType: OneOf(Object.values(USER_TYPE)),
  fullName: Text,
  email: NullableText,
  phoneNumber: Text,
  companyId: NullableId,
  companyName: NullableText,
  roleId: NullableId,
  roleName: NullableText,
  countryId: NullableId,
  locale: OneOf(LOCALE_CODES),
  ssn: NullableText,
  blockStatus: OneOf(Object.values(BLOCK_STATUS)),
  blockReasonId: NullableOneOf(BLOCK_REASONS.map((reason) => reason.id)),
  blockDetails: NullableText,
  blockedAt: Nullable(DateTime),
  createdAt: DateTime,
  version: Version,
});
export type UserRecord = Static<typeof UserRecord>;

/** POST /user and POST /demand-adda: the new user, with the password made for it when none was sent (answered this once). */
export const CreatedUser = Type.Object({ ...UserRecord.properties, generatedPassword: Type.Optional(Text) });
export type CreatedUser = Static<typeof CreatedUser>;

/** GET /user/block-reasons and /demand-adda/block-reasons. */
export const BlockReason = Type.Object({ id: Id, text: Text });
export type BlockReason = Static<typeof BlockReason>;

/** POST /user/:userId/reset-pin: the new PIN, answered this once. */
export const GeneratedPin = Type.Object({ id: Id, generatedPin: Text });
export type GeneratedPin = Static<typeof GeneratedPin>;

/** POST /user/:userId/reset-password: the new password, answered this once. */
export const GeneratedPassword = Type.Object({ id: Id, generatedPassword: Text });
export type GeneratedPassword = Static<typeof GeneratedPassword>;

/** POST /demand-adda/:userId/change-password: whose password it was. */
export const PasswordChanged = Type.Object({ id: Id });
export type PasswordChanged = Static<typeof PasswordChanged>;

/** POST /user/private-pool-invite: the company and the partner now in its private loadboard. */
export const PrivatePoolInvite = Type.Object({ companyId: Id, partnerId: Id });
export type PrivatePoolInvite = Static<typeof PrivatePoolInvite>;

/** Each entry of GET /user/private-pool: a partner in a company's private loadboard. */
export const PrivatePoolMember = Type.Object({ partnerId: Id, fullName: Text, phoneNumber: Text, invitedAt: DateTime });
export type PrivatePoolMember = Static<typeof PrivatePoolMember>;

/** GET /roles/v2/:id, each entry of GET /roles/v2, and what a create, change or delete answers: with how many users hold it. */
export const RoleRecord = Type.Object({
  id: Id,
  name: Text,
  /** "resource:action", "resource:*" or "*" (everything). */
  permissions: Type.Array(Text),
  userCount: Type.Integer({ minimum: 0 }),
  createdAt: DateTime,
  version: Version,
});
export type RoleRecord = Static<typeof RoleRecord>;

/** GET /permission: the resources and actions a role's permissions combine. */
export const PermissionMatrix = Type.Object({
  resources: Type.Array(OneOf(PERMISSION_RESOURCES)),
  actions: Type.Array(OneOf(PERMISSION_ACTIONS)),
});
export type PermissionMatrix = Static<typeof PermissionMatrix>;
