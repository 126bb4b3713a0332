import { canAccess } from '#domain/permissions';
import { USER_TYPE, isCompanyScoped, type UserType } from '#domain/userTypes';
import type { AuthUser } from '../context';
import { PERSONAL_RESOURCES, SAVED_VIEWS_RESOURCE, SHARED_RESOURCES, type PublishedChange } from './changes';

/**
 * Whether `user` may hear of the change: the routes' own scoping (SPEC §6). Staff hear of what their
 * role may list; shippers and brokers of their company's records; partners and drivers of theirs;
 * everyone of their own notifications only, and of the config entries everyone reads.
 */
export function mayHear(user: AuthUser, change: PublishedChange): boolean {
  if (PERSONAL_RESOURCES.has(change.resource)) return change.userIds.includes(user.id);
  if (SHARED_RESOURCES.has(change.resource)) return true;
  // Staff hear of every saved view (one shared with their role may have been changed, unshared or
  // deleted, and its role's holders are not known once it is); others of their own alone.
  if (change.resource === SAVED_VIEWS_RESOURCE)
    return user.userType === USER_TYPE.INTERNAL || change.userIds.includes(user.id);
  if (!canAccess({ userType: user.userType as UserType, permissions: user.permissions }, 'list', change.resource))
    return false;
  if (user.userType === USER_TYPE.INTERNAL) return true;
  if (isCompanyScoped(user.userType)) return user.companyId !== null && change.companyIds.includes(user.companyId);
  return change.userIds.includes(user.id);
}
