import { ALL_PERMISSIONS, PERMISSION_ACTIONS } from './permissions';
import { USER_TYPE } from './userTypes';

/**
 * No one grants what they do not hold (issue 36). One rule for the API's users and roles routes and
 * for the screens that offer roles: a role may be given, made or changed only by someone whose own
 * permissions cover all of it, and nobody changes their own access.
 */

/** Whether `held` covers one permission: "*" covers all; "area:*" covers that area's actions. */
export function covers(held: readonly string[], permission: string): boolean {
  if (held.includes(ALL_PERMISSIONS) || held.includes(permission)) return true;
  if (permission === ALL_PERMISSIONS) return false;
  const [area, action] = permission.split(':');
  if (held.includes(`${area}:*`)) return true;
  // "area:*" is covered by holding each of the area's actions one by one.
  return action === '*' && PERMISSION_ACTIONS.every((each) => held.includes(`${area}:${each}`));
}

/** Whether `held` covers every one of `wanted`. */
export const coversAll = (held: readonly string[], wanted: readonly string[]) =>
  wanted.every((permission) => covers(held, permission));

/** The one doing the change: their user id, the role they hold and that role's permissions. */
export interface Granter {
  id: number;
  roleId: number | null;
  permissions: readonly string[];
}

/** Whether the granter may give a role with these permissions (to a user, or to a role they make or edit). */
export const mayGrantRole = (granter: Granter, rolePermissions: readonly string[]) =>
  coversAll(granter.permissions, rolePermissions);

/**
 * Whether the granter may act on this user at all (edit, block, delete, reset a PIN or password): a
 * colleague whose role holds more than the granter does is out of reach. Other user types' access
 * comes from their type, not their role, so their role does not put them out of reach.
 */
export const mayManageUser = (granter: Granter, user: { userType: number; rolePermissions: readonly string[] }) =>
  user.userType !== USER_TYPE.INTERNAL || coversAll(granter.permissions, user.rolePermissions);

/** Whether the granter may change this role: not the one they hold, and not one holding more than they do. */
export const mayEditRole = (granter: Granter, role: { id: number; permissions: readonly string[] }) =>
  role.id !== granter.roleId && coversAll(granter.permissions, role.permissions);
