import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { BLOCK_STATUS, USER_TYPE } from '#domain/userTypes';
import { PERMISSION_ACTIONS, PERMISSION_RESOURCES } from '#domain/permissions';
import type { GeneratedPin, RoleRecord, UserRecord } from '#domain/records/users';
import { DEMO_PASSWORD, SECRETS, expectError, testAppPerFile } from '../testApp';

/** SPEC §7 roles v2, permission and users: staff make a role that may only list shipments and a user holding it. */
const t = testAppPerFile();

const login = (phoneNumber: string, password = DEMO_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { phoneNumber, password, clientSecret: SECRETS.csr, isEmail: false },
  });

async function viewerRole(csr: string, name = 'Shipment viewer') {
  const res = await t.as(csr, 'POST', '/api/roles/v2', { name, permissions: ['shipments:list'] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as RoleRecord;
}

describe('roles v2 and permission', () => {
  it('offers the permission matrix and keeps a role with its permissions', async () => {
    const { token: csr } = await t.login('csr');
    const matrix = (await t.as(csr, 'GET', '/api/permission')).json().data;
    expect(matrix).toEqual({ resources: [...PERMISSION_RESOURCES], actions: [...PERMISSION_ACTIONS] });
    const role = await viewerRole(csr, 'Viewer A');
    expect(role).toMatchObject({ name: 'Viewer A', permissions: ['shipments:list'], userCount: 0 });
    const list = (await t.as(csr, 'GET', '/api/roles/v2')).json().data as RoleRecord[];
    expect(list.map((r) => r.name)).toContain('Viewer A');
  });

  it("the seeded Operations role, whose grants are whole resources ('shipments:*'), can be saved with a change", async () => {
    const { token: csr } = await t.login('csr');
    const roles = (await t.as(csr, 'GET', '/api/roles/v2')).json().data as RoleRecord[];
    const operations = roles.find((r) => r.name === 'Operations')!;
    expect(operations.permissions).toContain('shipments:*');
    const permissions = [...operations.permissions.filter((p) => p !== 'fleets:*'), 'fleets:list'];
    const res = await t.as(csr, 'PUT', `/api/roles/v2/${operations.id}`, { name: operations.name, permissions });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.permissions).toEqual(permissions);
  });

  it('refuses unknown permissions, a missing name and a duplicate name', async () => {
    const { token: csr } = await t.login('csr');
    expectError(
      await t.as(csr, 'POST', '/api/roles/v2', { name: 'Odd', permissions: ['shipments:fly'] }),
      400,
      MESSAGES.invalidPermission,
    );
    expectError(await t.as(csr, 'POST', '/api/roles/v2', { permissions: [] }), 400, MESSAGES.fillRequired);
    await viewerRole(csr, 'Twice');
    expectError(
      await t.as(csr, 'POST', '/api/roles/v2', { name: 'Twice', permissions: [] }),
      409,
      MESSAGES.roleNameTaken,
    );
  });

  it('is for staff only', async () => {
    for (const who of ['shipperA', 'partner', 'driver'] as const) {
      const { token } = await t.login(who);
      expect((await t.as(token, 'GET', '/api/roles/v2')).statusCode).toBe(403);
    }
  });
});

describe('users', () => {
  it('creates a staff user with a custom role; without a password one is generated that signs in', async () => {
    const { token: csr } = await t.login('csr');
    const role = await viewerRole(csr, 'Viewer B');
    const res = await t.as(csr, 'POST', '/api/user', {
      fullName: 'Zara Viewer',
      phoneNumber: '03111234567',
      email: 'zara@example.com',
      roleId: role.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      fullName: 'Zara Viewer',
      userType: USER_TYPE.INTERNAL,
      roleName: 'Viewer B',
      blockStatus: BLOCK_STATUS.UNBLOCKED,
    });
    expect(created).not.toHaveProperty('passwordHash');
    expect(created.generatedPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{8,}$/);
    const signedIn = await login('03111234567', created.generatedPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.roles).toEqual([
      expect.objectContaining({ name: 'Viewer B', permissions: ['shipments:list'] }),
    ]);
    const token = signedIn.json().data.auth.token;
    expect((await t.as(token, 'GET', '/api/shipment')).statusCode).toBe(200);
    expect((await t.as(token, 'GET', '/api/booking')).statusCode).toBe(403);
    expect((await t.as(token, 'POST', '/api/shipment/1/tag', { taggingOrigin: 'normal' })).statusCode).toBe(403);
  });

  it('checks every SPEC §5 user rule', async () => {
    const { token: csr } = await t.login('csr');
    const role = await viewerRole(csr, 'Viewer C');
    const base = { fullName: 'Rule Checker', phoneNumber: '03121234567', email: 'rules@example.com', roleId: role.id };
    expectError(await t.as(csr, 'POST', '/api/user', { ...base, fullName: '' }), 400, MESSAGES.fillRequired);
    expectError(
      await t.as(csr, 'POST', '/api/user', { ...base, phoneNumber: '0312123456' }),
      400,
      MESSAGES.invalidPhone,
    );
    expectError(await t.as(csr, 'POST', '/api/user', { ...base, email: 'not-an-email' }), 400, MESSAGES.invalidEmail);
    expectError(await t.as(csr, 'POST', '/api/user', { ...base, roleId: 0 }), 400, MESSAGES.roleRequired);
    expectError(await t.as(csr, 'POST', '/api/user', { ...base, roleId: 99999 }), 400, MESSAGES.roleRequired);
    expectError(
      await t.as(csr, 'POST', '/api/user', { ...base, password: 'abcdefgh', confirmPassword: 'abcdefgh' }),
      400,
      MESSAGES.passwordRule,
    );
    expectError(
      await t.as(csr, 'POST', '/api/user', { ...base, password: 'abcd1234', confirmPassword: 'abcd12345' }),
      400,
      MESSAGES.passwordsMustMatch,
    );
    expectError(
      await t.as(csr, 'POST', '/api/user', { ...base, userType: USER_TYPE.SHIPPER }),
      400,
      MESSAGES.invalidCompany,
    );
    expectError(
      await t.as(csr, 'POST', '/api/user', { ...base, phoneNumber: '03001234567' }),
      409,
      MESSAGES.phoneOrEmailTaken,
    );
    expect(
      (await t.as(csr, 'POST', '/api/user', { ...base, password: 'abcd1234', confirmPassword: 'abcd1234' })).statusCode,
    ).toBe(201);
  });

  it('blocks with a reason, refusing the next call at once, and unblocks', async () => {
    const { token: csr } = await t.login('csr');
    const role = await viewerRole(csr, 'Viewer D');
    const created = (
      await t.as(csr, 'POST', '/api/user', {
        fullName: 'Soon Blocked',
        phoneNumber: '03131234567',
        email: 'blocked@example.com',
        roleId: role.id,
        password: 'abcd1234',
        confirmPassword: 'abcd1234',
      })
    ).json().data;
    const token = (await login('03131234567', 'abcd1234')).json().data.auth.token;
    expect((await t.as(token, 'GET', '/api/shipment')).statusCode).toBe(200);
    expectError(
      await t.as(csr, 'PATCH', `/api/user/${created.id}/update-status`, { blockStatus: 1 }),
      400,
      MESSAGES.reasonRequired,
    );
    const blocked = await t.as(csr, 'PATCH', `/api/user/${created.id}/update-status`, {
      blockStatus: 1,
      reasonId: 2,
      details: 'Shared the account',
    });
    expect(blocked.json().data).toMatchObject({ blockStatus: 1, blockReasonId: 2, blockDetails: 'Shared the account' });
    expect((await t.as(token, 'GET', '/api/shipment')).statusCode).toBe(401);
    expect((await login('03131234567', 'abcd1234')).statusCode).not.toBe(200);
    await t.as(csr, 'PATCH', `/api/user/${created.id}/update-status`, { blockStatus: 2 });
    expect((await login('03131234567', 'abcd1234')).statusCode).toBe(200);
    const me = (await t.login('csr')).user;
    expectError(
      await t.as(csr, 'PATCH', `/api/user/${me.id}/update-status`, { blockStatus: 1, reasonId: 1 }),
      403,
      MESSAGES.cannotChangeYourself,
    );
  });

  it('lists users paged by 20 with filters, and the internal ones; a role held by users cannot be deleted', async () => {
    const { token: csr } = await t.login('csr');
    const page = (await t.as(csr, 'GET', '/api/user?page=0')).json().data;
    expect(page.size).toBe(20);
    expect(page.content.every((u: Record<string, unknown>) => !('passwordHash' in u))).toBe(true);
    const shippers = (await t.as(csr, 'GET', `/api/user?userType=${USER_TYPE.SHIPPER}`)).json().data
      .content as UserRecord[];
    expect(shippers.length).toBeGreaterThanOrEqual(2);
    expect(shippers.every((u) => u.userType === USER_TYPE.SHIPPER)).toBe(true);
    const internal = (await t.as(csr, 'GET', '/api/user/internal')).json().data.content as UserRecord[];
    expect(internal.every((u) => u.userType === USER_TYPE.INTERNAL)).toBe(true);
    const roles = (await t.as(csr, 'GET', '/api/roles/v2')).json().data as RoleRecord[];
    const operations = roles.find((r) => r.name === 'Operations')!;
    expect(operations.userCount).toBeGreaterThan(0);
    expectError(await t.as(csr, 'DELETE', `/api/roles/v2/${operations.id}`), 409, MESSAGES.roleInUse);
  });

  it('staff reset a PIN: the new one is answered once, works as the current PIN, and the old one no longer does', async () => {
    const { token: csr } = await t.login('csr');
    const driver = await t.login('driver');
    const res = await t.as(csr, 'POST', `/api/user/${driver.user.id}/reset-pin`, {});
    expect(res.statusCode, res.body).toBe(200);
    const { generatedPin } = res.json().data as GeneratedPin;
    expect(generatedPin).toMatch(/^\d{4}$/);
    const wrong = generatedPin === '0000' ? '1111' : '0000';
    expectError(
      await t.as(driver.token, 'POST', `/api/user/${driver.user.id}/changePin`, {
        oldPin: wrong,
        pin: '2468',
        confirmPin: '2468',
      }),
      400,
      MESSAGES.wrongOldPin,
    );
    expect(
      (
        await t.as(driver.token, 'POST', `/api/user/${driver.user.id}/changePin`, {
          oldPin: generatedPin,
          pin: '2468',
          confirmPin: '2468',
        })
      ).statusCode,
    ).toBe(200);
    const shipper = await t.login('shipperA');
    expect((await t.as(shipper.token, 'POST', `/api/user/${driver.user.id}/reset-pin`, {})).statusCode).toBe(403);
  });
});
