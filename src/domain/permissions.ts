import { USER_TYPE, isCompanyScoped, type UserType } from './userTypes';

/** SPEC §3: a role's permissions are actions on resources. Stored as "resource:action"; "*" grants all. */
export const PERMISSION_ACTIONS = ['list', 'create', 'update', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];
export const ALL_PERMISSIONS = '*';

export interface AccessUser {
  userType: UserType;
  permissions: readonly string[];
}

/** What shippers and brokers may use, whatever their role says (SPEC §6: a restricted set). */
export const SHIPPER_RESOURCES = ['dashboard', 'shipments', 'bookings', 'wallet', 'notifications', 'invoices'] as const;

const READ_ACTIONS = new Set(['list', 'show', 'read', 'export']);

/** The one access rule, used by the portal's authProvider and mirrored by the API's guard. */
export function canAccess(user: AccessUser | null | undefined, action: string, resource: string): boolean {
  if (!user) return false;
  if (isCompanyScoped(user.userType)) return (SHIPPER_RESOURCES as readonly string[]).includes(resource);
  if (user.userType !== USER_TYPE.INTERNAL) return false;
  if (user.permissions.includes(ALL_PERMISSIONS) || resource === 'dashboard') return true;
  const normalized = READ_ACTIONS.has(action) ? 'list' : action === 'edit' ? 'update' : action;
  return user.permissions.includes(`${resource}:${normalized}`) || user.permissions.includes(`${resource}:*`);
}
