import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { POOL_TYPE } from '#domain/shipments';
import { expectError, testAppPerFile } from '../testApp';
import { validShipment } from '../shipmentFixtures';

/** SPEC §7 private-pool invite: a company's private shipments reach only the partners it invited. */
const t = testAppPerFile();

describe('private pool', () => {
  it('keeps a private shipment from partners until they are invited, then lists it and takes their bid', async () => {
    const csr = await t.login('csr');
    const partner = await t.login('partner');
    const shipperA = await t.login('shipperA');
    const companyId = shipperA.user.companyId!;
    const created = await t.as(
      csr.token,
      'POST',
      '/api/shipment/v3',
      validShipment({ companyId, poolType: POOL_TYPE.PRIVATE }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const shipment = created.json().data;
    const onBoard = async () =>
      (
        (await t.as(partner.token, 'GET', '/api/bid/loadboard?pageSize=100')).json().data.content as { id: number }[]
      ).some((r) => r.id === shipment.id);

    expect(await onBoard()).toBe(false);
    expectError(
      await t.as(partner.token, 'POST', '/api/bid', { shipmentId: shipment.id, amount: 100_000 }),
      403,
      MESSAGES.notInvitedToPool,
    );

    expectError(
      await t.as(csr.token, 'POST', '/api/user/private-pool-invite', { companyId, partnerId: csr.user.id }),
      400,
      MESSAGES.invalidPartner,
    );
    expectError(
      await t.as(csr.token, 'POST', '/api/user/private-pool-invite', { companyId: 99999, partnerId: partner.user.id }),
      400,
      MESSAGES.invalidCompany,
    );
    expect(
      (await t.as(csr.token, 'POST', '/api/user/private-pool-invite', { companyId, partnerId: partner.user.id }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.as(csr.token, 'POST', '/api/user/private-pool-invite', { companyId, partnerId: partner.user.id }))
        .statusCode,
    ).toBe(200);
    const members = (await t.as(csr.token, 'GET', `/api/user/private-pool?companyId=${companyId}`)).json().data as {
      partnerId: number;
    }[];
    expect(members.map((m) => m.partnerId)).toEqual([partner.user.id]);

    expect(await onBoard()).toBe(true);
    expect(
      (await t.as(partner.token, 'POST', '/api/bid', { shipmentId: shipment.id, amount: 100_000 })).statusCode,
    ).toBe(201);
  });

  it('invites are staff business', async () => {
    const shipperA = await t.login('shipperA');
    const partner = await t.login('partner');
    expect(
      (
        await t.as(shipperA.token, 'POST', '/api/user/private-pool-invite', {
          companyId: shipperA.user.companyId,
          partnerId: partner.user.id,
        })
      ).statusCode,
    ).toBe(403);
  });
});
