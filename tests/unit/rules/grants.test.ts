import { describe, expect, it } from 'vitest';
import { covers, coversAll, mayEditRole, mayGrantRole, mayManageUser } from '#domain/grants';
import { USER_TYPE } from '#domain/userTypes';

const granter = (permissions: string[], roleId = 7) => ({ id: 1, roleId, permissions });

describe('no one grants what they do not hold (src/domain/grants.ts)', () => {
  it.each([
    [['*'], '*', true],
    [['*'], 'payments:delete', true],
    [['users:*'], 'users:update', true],
    [['users:*'], 'users:*', true],
    [['users:list', 'users:create', 'users:update', 'users:delete'], 'users:*', true],
    [['users:list', 'users:update'], 'users:*', false],
    [['users:*'], 'roles:list', false],
    [['users:*', 'roles:*'], '*', false],
    [[], 'shipments:list', false],
  ])('%j covers %s: %s', (held, wanted, expected) => {
    expect(covers(held, wanted)).toBe(expected);
  });

  it('a role is given only when every permission of it is held', () => {
    expect(coversAll(['shipments:*', 'bids:list'], ['shipments:update', 'bids:list'])).toBe(true);
    expect(mayGrantRole(granter(['users:*']), ['users:list', 'config:list'])).toBe(false);
    expect(mayGrantRole(granter(['users:*']), [])).toBe(true);
  });

  it('a colleague holding more is out of reach; other user types are reached by their type', () => {
    const usersOnly = granter(['users:*']);
    expect(mayManageUser(usersOnly, { userType: USER_TYPE.INTERNAL, rolePermissions: ['*'] })).toBe(false);
    expect(mayManageUser(usersOnly, { userType: USER_TYPE.INTERNAL, rolePermissions: ['users:list'] })).toBe(true);
    expect(mayManageUser(usersOnly, { userType: USER_TYPE.SHIPPER, rolePermissions: ['*'] })).toBe(true);
  });

  it('nobody edits the role they hold, even holding everything', () => {
    expect(mayEditRole(granter(['*'], 3), { id: 3, permissions: ['*'] })).toBe(false);
    expect(mayEditRole(granter(['*'], 3), { id: 4, permissions: ['*'] })).toBe(true);
    expect(mayEditRole(granter(['roles:*'], 3), { id: 4, permissions: ['roles:*', 'payments:list'] })).toBe(false);
  });
});
