import { eq } from 'drizzle-orm';
import { MESSAGES } from '#domain/messages';
import { mayEditRole, mayGrantRole, mayManageUser } from '#domain/grants';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import { roles } from '../db/schema';
import { badRequest, forbidden } from '../http/errors';

/** A role's permissions, or undefined when there is no such role. */
async function permissionsOfRole(db: Db, roleId: number | null): Promise<string[] | undefined> {
  if (roleId === null) return undefined;
  const [role] = await db.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, roleId));
  return role?.permissions;
}

/** The caller may give this role (to a new user, or to another user as a change); a missing role is refused as not chosen. */
export async function assertMayGrantRole(db: Db, actor: AuthUser, roleId: number) {
  const permissions = await permissionsOfRole(db, roleId);
  if (!permissions) throw badRequest(MESSAGES.roleRequired);
  if (!mayGrantRole(actor, permissions)) throw forbidden(MESSAGES.roleBeyondYourRights);
}

/** The caller may act on this user: a colleague holding more than the caller is out of reach. */
export async function assertMayManageUser(db: Db, actor: AuthUser, user: { userType: number; roleId: number | null }) {
  const rolePermissions = (await permissionsOfRole(db, user.roleId)) ?? [];
  if (!mayManageUser(actor, { userType: user.userType, rolePermissions }))
    throw forbidden(MESSAGES.userBeyondYourRights);
}

/** Nobody changes their own role or company (block status and deletion have their own refusal). */
export function assertNotOwnAccess(
  actor: AuthUser,
  user: { id: number; roleId: number | null; companyId: number | null },
  input: { roleId: number; companyId?: number | null },
) {
  if (user.id !== actor.id) return;
  const companyChanged = input.companyId !== undefined && (input.companyId ?? null) !== user.companyId;
  if (input.roleId !== user.roleId || companyChanged) throw forbidden(MESSAGES.cannotChangeOwnAccess);
}

/** The caller may change this role (not the one they hold, not one holding more) and give it these permissions. */
export function assertMayEditRole(
  actor: AuthUser,
  role: { id: number; permissions: readonly string[] },
  permissions: readonly string[],
) {
  if (role.id === actor.roleId) throw forbidden(MESSAGES.cannotEditOwnRole);
  if (!mayEditRole(actor, role) || !mayGrantRole(actor, permissions)) throw forbidden(MESSAGES.roleBeyondYourRights);
}
