import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import type { RoleRecord, UserRecord } from '#domain/records/users';
import { SECRETS, expectError, testAppPerFile } from '../testApp';

/**
 * Issue 36 #1: no one grants what they do not hold. A colleague whose role holds only the users area
 * (Uma) or only the roles area (Rafi) tries every way up; each is refused with its 403 text, and
 * what lies within their rights still works.
 */
const t = testAppPerFile();
const PASSWORD = 'abcd1234';

interface World {
  admin: string;
  usersOnly: { token: string; id: number; roleId: number; version: number };
  rolesOnly: { token: string; id: number; roleId: number };
  colleague: UserRecord;
  adminUser: UserRecord;
  roles: Record<'admin' | 'operations' | 'usersOnly' | 'rolesOnly' | 'viewer', RoleRecord>;
}
let world: World;

async function makeRole(admin: string, name: string, permissions: string[]) {
  const res = await t.as(admin, 'POST', '/api/roles/v2', { name, permissions });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as RoleRecord;
}

async function makeUser(admin: string, fullName: string, phoneNumber: string, roleId: number) {
  const body = { fullName, phoneNumber, email: `${phoneNumber}@example.com`, roleId, password: PASSWORD };
  const res = await t.as(admin, 'POST', '/api/user', { ...body, confirmPassword: PASSWORD });
  expect(res.statusCode, res.body).toBe(201);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { phoneNumber, password: PASSWORD, clientSecret: SECRETS.csr, isEmail: false },
  });
  return { user: res.json().data as UserRecord, token: login.json().data.auth.token as string };
}

beforeAll(async () => {
  const { token: admin, user } = await t.login('csr');
  const all = (await t.as(admin, 'GET', '/api/roles/v2')).json().data as RoleRecord[];
  const roles = {
    admin: all.find((r) => r.name === 'Administrator')!,
    operations: all.find((r) => r.name === 'Operations')!,
    usersOnly: await makeRole(admin, 'Users only', ['users:list', 'users:update', 'users:create', 'users:delete']),
    rolesOnly: await makeRole(admin, 'Roles and shipments', ['roles:*', 'shipments:list']),
    viewer: await makeRole(admin, 'Viewer', ['users:list']),
  };
  const uma = await makeUser(admin, 'Uma Users', '03141234561', roles.usersOnly.id);
  const rafi = await makeUser(admin, 'Rafi Roles', '03141234562', roles.rolesOnly.id);
  const colleague = await makeUser(admin, 'Cora Colleague', '03141234563', roles.viewer.id);
  world = {
    admin,
    usersOnly: { token: uma.token, id: uma.user.id, roleId: roles.usersOnly.id, version: uma.user.version },
    rolesOnly: { token: rafi.token, id: rafi.user.id, roleId: roles.rolesOnly.id },
    colleague: colleague.user,
    adminUser: (await t.as(admin, 'GET', `/api/user/${user.id}`)).json().data as UserRecord,
    roles,
  };
});

const edit = (user: UserRecord | { id: number }, change: object) => ({
  ...('fullName' in user
    ? { fullName: user.fullName, phoneNumber: user.phoneNumber, email: user.email, roleId: user.roleId }
    : {}),
  ...change,
});

interface Attempt {
  what: string;
  who: 'usersOnly' | 'rolesOnly';
  call: (w: World) => [method: string, url: string, body?: object];
  status: number;
  message?: string;
}

const REFUSED: Attempt[] = [
  {
    what: 'makes itself Administrator (the finding)',
    who: 'usersOnly',
    call: (w) => [
      'PUT',
      `/api/user/${w.usersOnly.id}`,
      {
        fullName: 'Uma Users',
        phoneNumber: '03141234561',
        email: '03141234561@example.com',
        roleId: w.roles.admin.id,
        version: w.usersOnly.version,
      },
    ],
    status: 403,
    message: MESSAGES.cannotChangeOwnAccess,
  },
  {
    what: 'gives a colleague the Administrator role',
    who: 'usersOnly',
    call: (w) => ['PUT', `/api/user/${w.colleague.id}`, edit(w.colleague, { roleId: w.roles.admin.id })],
    status: 403,
    message: MESSAGES.roleBeyondYourRights,
  },
  {
    what: 'gives a colleague a role with an area it does not hold',
    who: 'usersOnly',
    call: (w) => ['PUT', `/api/user/${w.colleague.id}`, edit(w.colleague, { roleId: w.roles.operations.id })],
    status: 403,
    message: MESSAGES.roleBeyondYourRights,
  },
  {
    what: 'creates a user holding the Administrator role',
    who: 'usersOnly',
    call: (w) => [
      'POST',
      '/api/user',
      { fullName: 'New Admin', phoneNumber: '03141234569', email: 'na@example.com', roleId: w.roles.admin.id },
    ],
    status: 403,
    message: MESSAGES.roleBeyondYourRights,
  },
  {
    what: "resets the Administrator's password (and would be answered it)",
    who: 'usersOnly',
    call: (w) => ['POST', `/api/user/${w.adminUser.id}/reset-password`, {}],
    status: 403,
    message: MESSAGES.userBeyondYourRights,
  },
  {
    what: "changes the Administrator's e-mail",
    who: 'usersOnly',
    call: (w) => ['PUT', `/api/user/${w.adminUser.id}`, edit(w.adminUser, { email: 'mine@example.com' })],
    status: 403,
    message: MESSAGES.userBeyondYourRights,
  },
  {
    what: 'blocks the Administrator',
    who: 'usersOnly',
    call: (w) => ['PATCH', `/api/user/${w.adminUser.id}/update-status`, { blockStatus: 1, reasonId: 2 }],
    status: 403,
    message: MESSAGES.userBeyondYourRights,
  },
  {
    what: 'deletes the Administrator',
    who: 'usersOnly',
    call: (w) => ['DELETE', `/api/user/${w.adminUser.id}`],
    status: 403,
    message: MESSAGES.userBeyondYourRights,
  },
  {
    what: 'blocks itself',
    who: 'usersOnly',
    call: (w) => ['PATCH', `/api/user/${w.usersOnly.id}/update-status`, { blockStatus: 1, reasonId: 2 }],
    status: 403,
    message: MESSAGES.cannotChangeYourself,
  },
  {
    what: 'makes a role with a permission it does not hold',
    who: 'rolesOnly',
    call: () => ['POST', '/api/roles/v2', { name: 'Payments clerk', permissions: ['payments:list'] }],
    status: 403,
    message: MESSAGES.roleBeyondYourRights,
  },
  {
    what: 'makes an "everything" role',
    who: 'rolesOnly',
    call: () => ['POST', '/api/roles/v2', { name: 'Everything', permissions: ['*'] }],
    status: 403,
    message: MESSAGES.roleBeyondYourRights,
  },
  {
    what: 'adds "everything" to the role it holds',
    who: 'rolesOnly',
    call: (w) => [
      'PUT',
      `/api/roles/v2/${w.rolesOnly.roleId}`,
      { name: 'Roles and shipments', permissions: ['roles:*', 'shipments:list', '*'] },
    ],
    status: 403,
    message: MESSAGES.cannotEditOwnRole,
  },
  {
    what: 'widens another role beyond its own rights',
    who: 'rolesOnly',
    call: (w) => ['PUT', `/api/roles/v2/${w.roles.viewer.id}`, { name: 'Viewer', permissions: ['config:*'] }],
    status: 403,
    message: MESSAGES.roleBeyondYourRights,
  },
  {
    what: 'strips the Administrator role',
    who: 'rolesOnly',
    call: (w) => ['PUT', `/api/roles/v2/${w.roles.admin.id}`, { name: 'Administrator', permissions: [] }],
    status: 403,
    message: MESSAGES.roleBeyondYourRights,
  },
  {
    what: 'deletes a role holding more than it does',
    who: 'rolesOnly',
    call: (w) => ['DELETE', `/api/roles/v2/${w.roles.operations.id}`],
    status: 403,
    message: MESSAGES.roleBeyondYourRights,
  },
];

describe('no one grants what they do not hold', () => {
  it.each(REFUSED)('refuses a staff user who $what', async ({ who, call, status, message }) => {
    const [method, url, body] = call(world);
    const res = await t.as(world[who].token, method, url, body);
    expectError(res, status, message!);
  });

  it('left nothing changed: no one rose, the Administrator is as it was', async () => {
    const { admin, usersOnly } = world;
    expect((await t.as(usersOnly.token, 'GET', '/api/company/v1/configurations')).statusCode).toBe(403);
    const uma = (await t.as(admin, 'GET', `/api/user/${usersOnly.id}`)).json().data as UserRecord;
    expect(uma.roleId).toBe(usersOnly.roleId);
    const adminNow = (await t.as(admin, 'GET', `/api/user/${world.adminUser.id}`)).json().data as UserRecord;
    expect(adminNow).toMatchObject({ email: world.adminUser.email, blockStatus: world.adminUser.blockStatus });
    const adminRole = (await t.as(admin, 'GET', `/api/roles/v2/${world.roles.admin.id}`)).json().data as RoleRecord;
    expect(adminRole.permissions).toEqual(['*']);
  });

  it('offers a user only the roles within its rights, and allows what is within them', async () => {
    const { usersOnly, rolesOnly, colleague, roles } = world;
    const grantable = (await t.as(usersOnly.token, 'GET', '/api/user/grantable-roles')).json().data as RoleRecord[];
    expect(grantable.map((r) => r.name).sort()).toEqual(['Users only', 'Viewer']);
    const moved = await t.as(
      usersOnly.token,
      'PUT',
      `/api/user/${colleague.id}`,
      edit(colleague, { roleId: roles.usersOnly.id }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const renamed = await t.as(usersOnly.token, 'PUT', `/api/user/${usersOnly.id}`, {
      fullName: 'Uma U.',
      phoneNumber: '03141234561',
      email: '03141234561@example.com',
      roleId: usersOnly.roleId,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const narrowed = await t.as(rolesOnly.token, 'PUT', `/api/roles/v2/${roles.viewer.id}`, {
      name: 'Viewer',
      permissions: ['shipments:list'],
    });
    expect(narrowed.statusCode, narrowed.body).toBe(403);
    const made = await t.as(rolesOnly.token, 'POST', '/api/roles/v2', {
      name: 'Shipment reader',
      permissions: ['shipments:list'],
    });
    expect(made.statusCode, made.body).toBe(201);
    const changed = await t.as(rolesOnly.token, 'PUT', `/api/roles/v2/${made.json().data.id}`, {
      name: 'Shipment reader',
      permissions: ['roles:list', 'shipments:list'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });
});
