import { useGetIdentity, useGetList } from 'react-admin';
import { USER_TYPE } from '#domain/userTypes';
import type { RoleRecord, UserRecord } from '#domain/records/users';

/** The roles the signed-in user may give (src/domain/grants.ts, answered by the API), asked once and shared. */
export const useGrantableRoles = () =>
  useGetList<RoleRecord>('grantable-roles', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });

/**
 * Whether the signed-in user may act on a user (edit, block, reset): a colleague whose role holds
 * more than they do is out of reach, exactly when that role is not one they may give. Until the roles
 * are known every user counts as in reach (the API refuses the rest with its reason).
 */
export function useUserInReach() {
  const { data } = useGrantableRoles();
  const { identity } = useGetIdentity();
  const grantable = new Set(data?.map((role) => role.id));
  return {
    inReach: (user: Pick<UserRecord, 'userType' | 'roleId'>) =>
      user.userType !== USER_TYPE.INTERNAL || user.roleId === null || !data || grantable.has(user.roleId),
    isSelf: (user: Pick<UserRecord, 'id'>) => identity !== undefined && user.id === identity.id,
  };
}
