import { canAccess } from '#domain/permissions';
import { USER_TYPE, isCompanyScoped, type UserType } from '#domain/userTypes';
import type { AuthUser } from '../context';
import type { PublishedChange } from './changes';

/**
 * Whether `user` may hear of the change: the routes' own scoping (SPEC §6). Staff hear of what their
 * role may list; shippers and brokers of their company's records; partners and drivers of theirs.
 */
export function mayHear(user: AuthUser, change: PublishedChange): boolean {
  if (!canAccess({ userType: user.userType as UserType, permissions: user.permissions }, 'list', change.resource))
    return false;
  if (user.userType === USER_TYPE.INTERNAL) return true;
  if (isCompanyScoped(user.userType)) return user.companyId !== null && change.companyIds.includes(user.companyId);
  return change.userIds.includes(user.id);
}
