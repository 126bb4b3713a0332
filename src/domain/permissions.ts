import { USER_TYPE, isCompanyScoped, type UserType } from './userTypes';
import { PERMISSION_AREA_OF } from './resourceRegistry';

/** SPEC §3: a role's permissions are actions on resources. Stored as "resource:action"; "*" grants all. */
export const PERMISSION_ACTIONS = ['list', 'create', 'update', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];
export const ALL_PERMISSIONS = '*';

export interface AccessUser {
  userType: UserType;
  permissions: readonly string[];
}

/** What a role's permissions name: the registry's permission areas (src/domain/resourceRegistry.ts). */
export { PERMISSION_RESOURCES, type PermissionResource } from './resourceRegistry';

/**
 * How many grants a role holds, as its permission matrix ticks them: a whole-resource grant
 * ("payments:*") is each of its actions, so unticking one action of it counts one fewer, not more.
 */
export function permissionCount(permissions: readonly string[]): number {
  const ticked = new Set<string>();
  for (const permission of permissions) {
    const [resource, action] = permission.split(':');
    const actions = action === '*' ? PERMISSION_ACTIONS : [action];
    actions.forEach((a) => ticked.add(`${resource}:${a}`));
  }
  return ticked.size;
}

/** What shippers may use, whatever their role says (SPEC §6: a restricted set). */
export const SHIPPER_RESOURCES = [
  'dashboard',
  'shipments',
  'bookings',
  'bids',
  'wallet',
  'notifications',
  'invoices',
] as const;
/** Brokers also create projects for the shippers they serve (SPEC §5). */
export const BROKER_RESOURCES = [...SHIPPER_RESOURCES, 'company-projects'] as const;
/** What partners and drivers use through their apps (the API still checks each record is theirs); verification: their own documents. */
export const CARRIER_RESOURCES = [
  'bids',
  'bookings',
  'drivers',
  'vehicles',
  'fleets',
  'wallet',
  'notifications',
  'verification',
] as const;

const READ_ACTIONS = new Set(['list', 'show', 'read', 'export']);

/** The one access rule, used by the portal's authProvider and mirrored by the API's guard. */
export function canAccess(user: AccessUser | null | undefined, action: string, portalResource: string): boolean {
  if (!user) return false;
  const resource = PERMISSION_AREA_OF[portalResource] ?? portalResource;
  if (user.userType === USER_TYPE.DEMAND_ADDA) return (BROKER_RESOURCES as readonly string[]).includes(resource);
  if (isCompanyScoped(user.userType)) return (SHIPPER_RESOURCES as readonly string[]).includes(resource);
  if (user.userType === USER_TYPE.PARTNER || user.userType === USER_TYPE.DRIVER)
    return (CARRIER_RESOURCES as readonly string[]).includes(resource);
  if (user.userType !== USER_TYPE.INTERNAL) return false;
  if (user.permissions.includes(ALL_PERMISSIONS) || resource === 'dashboard') return true;
  const normalized = READ_ACTIONS.has(action) ? 'list' : action === 'edit' ? 'update' : action;
  return user.permissions.includes(`${resource}:${normalized}`) || user.permissions.includes(`${resource}:*`);
}
