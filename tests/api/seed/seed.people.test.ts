import { describe, expect, it } from 'vitest';
import { BLOCK_STATUS, USER_TYPE } from '#domain/userTypes';
import { MESSAGES } from '#domain/messages';
import type { RoleRecord, UserRecord } from '#domain/records/users';
import type { CompanyGroupSummary } from '#domain/records/companies';
import { DEMO_PASSWORD, SECRETS, expectError, testAppPerFile } from '../testApp';

/** The seed: the users area in every state, so every list and filter has something real on a fresh start. */
const t = testAppPerFile();

async function users(token: string, query: string) {
  const res = await t.as(token, 'GET', `/api/user?pageSize=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.content as UserRecord[];
}

describe('seeded users, roles, groups and projects', () => {
  it('has active and blocked users of every portal type, and both shipper companies have both', async () => {
    const { token } = await t.login('csr');
    for (const userType of [USER_TYPE.INTERNAL, USER_TYPE.SHIPPER, USER_TYPE.DEMAND_ADDA, USER_TYPE.PARTNER]) {
      for (const blockStatus of [BLOCK_STATUS.BLOCKED, BLOCK_STATUS.UNBLOCKED]) {
        expect(
          (await users(token, `userType=${userType}&blockStatus=${blockStatus}`)).length,
          `type ${userType} status ${blockStatus}`,
        ).toBeGreaterThan(0);
      }
    }
    const shippers = await users(token, `userType=${USER_TYPE.SHIPPER}`);
    for (const company of ['Indus Foods (Pvt) Ltd', 'Karachi Cement Company']) {
      const statuses = new Set(shippers.filter((u) => u.companyName === company).map((u) => u.blockStatus));
      expect([...statuses].sort(), company).toEqual([BLOCK_STATUS.BLOCKED, BLOCK_STATUS.UNBLOCKED]);
    }
  });

  it('has roles narrower than the administrator, and a seeded staff user on one signs in to it', async () => {
    const { token } = await t.login('csr');
    const roles = (await t.as(token, 'GET', '/api/roles/v2')).json().data as RoleRecord[];
    expect(roles.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Administrator', 'Operations', 'Finance', 'Shipments (read only)']),
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { phoneNumber: '03001234568', password: DEMO_PASSWORD, clientSecret: SECRETS.csr, isEmail: false },
    });
    expect(login.statusCode, login.body).toBe(200);
    const ops = login.json().data.auth.token as string;
    expect((await t.as(ops, 'GET', '/api/shipment')).statusCode).toBe(200);
    expect((await t.as(ops, 'GET', '/api/roles/v2')).statusCode).toBe(403);
  });

  it('refuses the seeded blocked users at sign-in, as it refuses a wrong password (a distinct answer would confirm the password)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/shipper/login',
      payload: { phoneNumber: '03011234569', password: DEMO_PASSWORD, clientSecret: SECRETS.shipper, isEmail: false },
    });
    expectError(res, 401, MESSAGES.loginFailed);
  });

  it('has a foreign group with its licence on file and a project, and a group with no project yet', async () => {
    const { token } = await t.login('csr');
    const groups = (await t.as(token, 'GET', '/api/company-group?pageSize=100')).json().data
      .content as CompanyGroupSummary[];
    const foreign = groups.find((g) => g.name === 'Horn of Africa Freight')!;
    const detail = (await t.as(token, 'GET', `/api/company-group/${foreign.id}`)).json().data;
    expect(detail).toMatchObject({
      countryName: 'Djibouti',
      projectCount: 1,
      files: [expect.objectContaining({ purpose: 'importExportLicense' })],
    });
    const empty = groups.find((g) => g.name === 'Punjab Agri Traders')!;
    expect((await t.as(token, 'GET', `/api/company-group/${empty.id}`)).json().data.projectCount).toBe(0);
  });
});
