import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import type { BlockReason, UserRecord } from '#domain/records/users';
import { SECRETS, expectError, testAppPerFile } from '../testApp';

/** SPEC §7 demand adda (brokers) and the driver/partner account deletions. */
const t = testAppPerFile();
const brokerLogin = (phoneNumber: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/user/shipper/login',
    payload: { phoneNumber, password, clientSecret: SECRETS.shipper, isEmail: false },
  });

describe('demand addas', () => {
  it('creates a broker with its adda and a generated password that signs in on the shipper login', async () => {
    const { token } = await t.login('csr');
    const res = await t.as(token, 'POST', '/api/demand-adda', {
      fullName: 'Rashid Adda',
      phoneNumber: '03511234567',
      email: 'rashid@adda.example',
      companyName: 'Rashid Goods Adda',
    });
    expect(res.statusCode, res.body).toBe(201);
    const broker = res.json().data;
    expect(broker).toMatchObject({ userType: USER_TYPE.DEMAND_ADDA, companyName: 'Rashid Goods Adda' });
    expect((await brokerLogin('03511234567', broker.generatedPassword)).statusCode).toBe(200);
    const list = (await t.as(token, 'GET', '/api/demand-adda?q=Rashid')).json().data;
    expect(list.content.map((b: UserRecord) => b.fullName)).toEqual(['Rashid Adda']);
    expect(list.size).toBe(20);
  });

  it('checks the fields, updates the adda name, blocks with a reason and changes the password', async () => {
    const { token } = await t.login('csr');
    expectError(
      await t.as(token, 'POST', '/api/demand-adda', {
        fullName: 'X',
        phoneNumber: '0351',
        email: 'x@adda.example',
        companyName: 'X',
      }),
      400,
      MESSAGES.invalidPhone,
    );
    expectError(
      await t.as(token, 'POST', '/api/demand-adda', {
        fullName: 'X',
        phoneNumber: '03521234567',
        email: 'x@adda.example',
      }),
      400,
      MESSAGES.fillRequired,
    );
    const broker = (
      await t.as(token, 'POST', '/api/demand-adda', {
        fullName: 'Yasir Adda',
        phoneNumber: '03521234567',
        email: 'yasir@adda.example',
        companyName: 'Yasir Adda',
        password: 'adda1234',
        confirmPassword: 'adda1234',
      })
    ).json().data;
    const renamed = await t.as(token, 'PUT', `/api/demand-adda/${broker.id}`, {
      fullName: 'Yasir Khan',
      phoneNumber: '03521234567',
      email: 'yasir@adda.example',
      companyName: 'Yasir Transport Adda',
    });
    expect(renamed.json().data).toMatchObject({ fullName: 'Yasir Khan', companyName: 'Yasir Transport Adda' });
    const reasons = (await t.as(token, 'GET', '/api/demand-adda/block-reasons')).json().data as BlockReason[];
    expectError(
      await t.as(token, 'PATCH', `/api/demand-adda/${broker.id}/block-status`, { blockStatus: 1 }),
      400,
      MESSAGES.reasonRequired,
    );
    const blocked = await t.as(token, 'PATCH', `/api/demand-adda/${broker.id}/block-status`, {
      blockStatus: 1,
      reasonId: reasons[0].id,
    });
    expect(blocked.json().data.blockStatus).toBe(1);
    expect((await brokerLogin('03521234567', 'adda1234')).statusCode).not.toBe(200);
    await t.as(token, 'PATCH', `/api/demand-adda/${broker.id}/block-status`, { blockStatus: 2 });
    expectError(
      await t.as(token, 'POST', `/api/demand-adda/${broker.id}/change-password`, {
        password: 'short',
        confirmPassword: 'short',
      }),
      400,
      MESSAGES.passwordRule,
    );
    expect(
      (
        await t.as(token, 'POST', `/api/demand-adda/${broker.id}/change-password`, {
          password: 'newpass12',
          confirmPassword: 'newpass12',
        })
      ).statusCode,
    ).toBe(200);
    expect((await brokerLogin('03521234567', 'newpass12')).statusCode).toBe(200);
    expect((await t.as(token, 'DELETE', `/api/demand-adda/${broker.id}`)).statusCode).toBe(200);
    expect((await t.as(token, 'GET', `/api/demand-adda/${broker.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for a user who is not a broker, and is for staff only', async () => {
    const { token, user } = await t.login('csr');
    expect((await t.as(token, 'GET', `/api/demand-adda/${user.id}`)).statusCode).toBe(404);
    for (const who of ['broker', 'shipperA', 'partner'] as const) {
      const other = await t.login(who);
      expect((await t.as(other.token, 'GET', '/api/demand-adda')).statusCode).toBe(403);
    }
  });
});

describe('deleting driver and partner accounts', () => {
  it('deletes only an account of that kind; the deleted one is refused at once', async () => {
    const { token } = await t.login('csr');
    const driver = await t.login('driver');
    const partner = await t.login('partner');
    expect((await t.as(token, 'DELETE', `/api/user/partner/${driver.user.id}`)).statusCode).toBe(404);
    expect((await t.as(token, 'DELETE', `/api/user/driver/${driver.user.id}`)).statusCode).toBe(200);
    expect((await t.as(driver.token, 'GET', '/api/booking')).statusCode).toBe(401);
    expect((await t.as(token, 'DELETE', `/api/user/partner/${partner.user.id}`)).statusCode).toBe(200);
    expect((await t.as(partner.token, 'GET', '/api/bid/partner')).statusCode).toBe(401);
  });
});
