import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { DEFAULT_PROJECT_VERTICAL_ID } from '#domain/projectVerticals';
import type { CompanyProjectRecord } from '#domain/records/companies';
import { SECRETS, expectError, testAppPerFile } from '../testApp';

/** SPEC §7 company v2 (projects) with SPEC §5's create and update rules; a project opens its shipper login. */
const t = testAppPerFile();

async function groupId(token: string) {
  return (await t.as(token, 'GET', '/api/company-group?q=Indus')).json().data.content[0].id as number;
}
const project = (group: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Indus Multan Plant',
  groupId: group,
  phoneNumber: '03411234567',
  email: 'multan@indusfoods.example',
  password: 'plant1234',
  confirmPassword: 'plant1234',
  ...overrides,
});

describe('company projects', () => {
  it('creates a project whose shipper login works and sees only its own shipments', async () => {
    const { token } = await t.login('csr');
    const res = await t.as(token, 'POST', '/api/company/v2', project(await groupId(token)));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Indus Multan Plant', groupName: 'Indus Group' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/shipper/login',
      payload: { phoneNumber: '03411234567', password: 'plant1234', clientSecret: SECRETS.shipper, isEmail: false },
    });
    expect(login.statusCode).toBe(200);
    const shipments = await t.as(login.json().data.auth.token, 'GET', '/api/shipment?filter=all');
    expect(shipments.json().data.totalElements).toBe(0);
  });

  it('checks the SPEC §5 create rules: phone lengths, 92 needs strn and vertical, email, password', async () => {
    const { token } = await t.login('csr');
    const group = await groupId(token);
    const post = (overrides: Record<string, unknown>) =>
      t.as(
        token,
        'POST',
        '/api/company/v2',
        project(group, { phoneNumber: '03421234567', email: undefined, ...overrides }),
      );
    expectError(await post({ phoneNumber: '+2537712345' }), 400, MESSAGES.invalidPhone);
    expectError(await post({ phoneNumber: '+253771234567' }), 400, MESSAGES.invalidPhone);
    expectError(await post({ phoneNumber: '+25191123456' }), 400, MESSAGES.invalidPhone);
    expectError(await post({ phoneNumber: '+2519112345678' }), 400, MESSAGES.invalidPhone);
    expectError(await post({ phoneNumber: '+923001112233' }), 400, MESSAGES.fillRequired);
    expectError(await post({ email: 'nope' }), 400, MESSAGES.invalidEmail);
    expectError(await post({ password: 'abcdefgh', confirmPassword: 'abcdefgh' }), 400, MESSAGES.passwordRule);
    expectError(await post({ groupId: 99999 }), 400, MESSAGES.invalidGroup);
    expect((await post({ phoneNumber: '+25377123456', name: 'Djibouti Port Office' })).statusCode).toBe(201);
    expect((await post({ phoneNumber: '+251911234567', name: 'Addis Office' })).statusCode).toBe(201);
    expect(
      (
        await post({
          phoneNumber: '+923001112233',
          strn: '3277876543219',
          projectVerticalTypeId: 2,
          name: 'Sialkot Office',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('update needs name, phone, group, strn and vertical', async () => {
    const { token } = await t.login('csr');
    const group = await groupId(token);
    const created = (
      await t.as(
        token,
        'POST',
        '/api/company/v2',
        project(group, { phoneNumber: '03431234567', email: undefined, name: 'To Update' }),
      )
    ).json().data;
    const base = { name: 'Updated', groupId: group, phoneNumber: '03431234567' };
    expectError(await t.as(token, 'PUT', `/api/company/v2/${created.id}`, base), 400, MESSAGES.fillRequired);
    const res = await t.as(token, 'PUT', `/api/company/v2/${created.id}`, {
      ...base,
      strn: '1234567890123',
      projectVerticalTypeId: 3,
    });
    expect(res.json().data).toMatchObject({ name: 'Updated', strn: '1234567890123', projectVerticalTypeId: 3 });
  });

  it('a broker creates a project without a password, in its own group, with the default vertical and none of the terms it sent', async () => {
    const { token } = await t.login('broker');
    const otherGroup = await groupId((await t.login('csr')).token);
    const res = await t.as(token, 'POST', '/api/company/v2', {
      name: 'Adda Client',
      phoneNumber: '03441234567',
      groupId: otherGroup,
      projectVerticalTypeId: 3,
      isContractualAllowed: true,
      marginTypeId: 1,
      marginValue: 25,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      groupName: 'Shaheen Adda',
      projectVerticalTypeId: DEFAULT_PROJECT_VERTICAL_ID,
      isContractualAllowed: false,
      marginTypeId: null,
      marginValue: null,
    });
    // The broker finds it among its own, and may open it.
    const mine = (await t.as(token, 'GET', '/api/company/v2?q=Adda%20Client')).json().data
      .content as CompanyProjectRecord[];
    expect(mine.map((p) => p.id)).toEqual([res.json().data.id]);
    expect((await t.as(token, 'GET', `/api/company/v2/${res.json().data.id}`)).statusCode).toBe(200);
    // …but not another company's project.
    const indus = (await t.as((await t.login('csr')).token, 'GET', '/api/company/v2?q=Indus%20Foods')).json().data
      .content[0];
    expect((await t.as(token, 'GET', `/api/company/v2/${indus.id}`)).statusCode).toBe(404);
  });

  it("a broker's project opens no login: the phone it names stays free for its real owner to sign up", async () => {
    const { token } = await t.login('broker');
    const phone = '03451234567';
    expect(
      (
        await t.as(token, 'POST', '/api/company/v2', {
          name: 'Squatted Mills',
          phoneNumber: phone,
          email: 'owner@squatted.example',
        })
      ).statusCode,
    ).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: `/api/otp/generate/user/${phone}`,
      payload: { clientSecret: SECRETS.shipper },
    });
    await t.drainOutbox();
    const code = t.otp.lastCodeFor(phone)!;
    expect((await t.app.inject({ method: 'GET', url: `/api/otp/validate/user/${phone}/${code}` })).statusCode).toBe(
      200,
    );
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/user-account',
      payload: {
        phoneNumber: phone,
        email: 'owner@squatted.example',
        fullName: 'Real Owner',
        companyName: 'Squatted Mills',
        password: 'owner1234',
        confirmPassword: 'owner1234',
        userType: 1,
        clientSecret: SECRETS.shipper,
      },
    });
    expect(signup.statusCode, signup.body).toBe(200);
  });

  it('lists 20 a page; a shipper may not manage projects; a project in use is not deleted', async () => {
    const { token } = await t.login('csr');
    const page = (await t.as(token, 'GET', '/api/company/v2')).json().data;
    expect(page.size).toBe(20);
    const indus = page.content.find((p: CompanyProjectRecord) => p.name === 'Indus Foods (Pvt) Ltd');
    expectError(await t.as(token, 'DELETE', `/api/company/v2/${indus.id}`), 409, MESSAGES.projectInUse);
    const shipper = await t.login('shipperA');
    expect((await t.as(shipper.token, 'GET', '/api/company/v2')).statusCode).toBe(403);
    expect((await t.as(shipper.token, 'POST', '/api/company/v2', project(1))).statusCode).toBe(403);
  });
});
