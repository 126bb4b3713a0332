import { beforeAll, describe, expect, it } from 'vitest';
import { SHIPMENT_TYPE } from '#domain/bidding';
import { TAGGING_ORIGIN } from '#domain/shipments';
import { STAFF_ONLY_SHIPMENT_READS } from '#domain/records/shipments';
import { MESSAGES } from '#domain/messages';
import { expectError, testAppPerFile } from '../testApp';
import { validShipment } from '../shipmentFixtures';

/**
 * Staff's working fields of a shipment — its internal point of contact, its tag, the contract amount
 * and the bid limit — reach staff only: the shipper side's reads leave them out.
 */
const t = testAppPerFile();
const STAFF_FIELDS = [...STAFF_ONLY_SHIPMENT_READS, 'contractAmount'];
let csr: string;
let shipper: string;
let shipmentId = 0;

beforeAll(async () => {
  const staff = await t.login('csr');
  csr = staff.token;
  const owner = await t.login('shipperA');
  shipper = owner.token;
  const created = await t.as(
    csr,
    'POST',
    '/api/shipment/v3',
    validShipment({
      companyId: owner.user.companyId,
      shipmentCategoryTypeId: SHIPMENT_TYPE.CONTRACTUAL,
      contractAmount: 77_001,
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  shipmentId = created.json().data.id;
  const tagged = await t.as(csr, 'POST', `/api/shipment/${shipmentId}/tag`, { taggingOrigin: TAGGING_ORIGIN.DIGITIN });
  expect(tagged.statusCode, tagged.body).toBe(200);
  const assigned = await t.as(csr, 'POST', `/api/shipment/${shipmentId}/assign-point-of-contact`, {
    userId: staff.user.id,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
});

const get = async (token: string, url: string) => {
  const res = await t.as(token, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const listed = async (token: string, url: string) =>
  ((await get(token, url)).content as { id: number }[]).find((row) => row.id === shipmentId)!;

describe("a shipment's staff fields", () => {
  it('staff read them on the shipment, in the list and in its pricing', async () => {
    const detail = await get(csr, `/api/shipment/${shipmentId}`);
    expect(detail).toMatchObject({ contractAmount: 77_001, tagged: true, taggingOrigin: TAGGING_ORIGIN.DIGITIN });
    expect(detail.assignedToName).toEqual(expect.any(String));
    expect(await listed(csr, '/api/shipment?filter=all&pageSize=100')).toMatchObject({ contractAmount: 77_001 });
    const pricing = await get(csr, `/api/shipment/${shipmentId}/booking/pricing-info`);
    expect(pricing).toHaveProperty('contractAmount', 77_001);
    expect(pricing).toHaveProperty('bidLimit');
  });

  it.each([
    ['GET /api/shipment/:id', () => get(shipper, `/api/shipment/${shipmentId}`)],
    ['GET /api/shipment', () => listed(shipper, '/api/shipment?filter=all&pageSize=100')],
    ['GET /api/shipment/shipper', () => listed(shipper, '/api/shipment/shipper?filter=all&pageSize=100')],
    [
      'PATCH /api/shipment/:id',
      async () => {
        const res = await t.as(shipper, 'PATCH', `/api/shipment/${shipmentId}`, { specialInstructions: 'Gate 4' });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data;
      },
    ],
  ])('the shipper is not sent them: %s', async (_route, read) => {
    const shipment = await read();
    expect(shipment.id).toBe(shipmentId);
    for (const field of STAFF_FIELDS) expect(shipment, field).not.toHaveProperty(field);
  });

  it("the shipper's pricing leaves out the contract amount and the bid limit", async () => {
    const pricing = await get(shipper, `/api/shipment/${shipmentId}/booking/pricing-info`);
    expect(pricing).not.toHaveProperty('contractAmount');
    expect(pricing).not.toHaveProperty('bidLimit');
    expect(pricing).toHaveProperty('shipperRate');
  });

  it("the shipper's history of the shipment leaves them out too; staff's keeps them", async () => {
    type Entry = { changes: { field: string }[]; detail: Record<string, unknown> | null };
    const fieldsIn = (entries: Entry[]) =>
      entries.flatMap((entry) => [...entry.changes.map((change) => change.field), ...Object.keys(entry.detail ?? {})]);
    const staffSees = fieldsIn((await get(csr, `/api/shipment/${shipmentId}/history?pageSize=100`)).content);
    expect(staffSees).toEqual(expect.arrayContaining(['taggingOrigin', 'internalPointOfContact']));
    const shipperSees = fieldsIn((await get(shipper, `/api/shipment/${shipmentId}/history?pageSize=100`)).content);
    for (const field of [...STAFF_FIELDS, 'internalPointOfContact']) expect(shipperSees, field).not.toContain(field);
  });

  it('an edit that would put the shipper rate above the contract amount is refused', async () => {
    expectError(
      await t.as(csr, 'PATCH', `/api/shipment/${shipmentId}`, { shipperRate: 80_000 }),
      400,
      MESSAGES.contractBelowShipperRate,
    );
    expect((await get(csr, `/api/shipment/${shipmentId}`)).shipperRate).not.toBe(80_000);
  });
});
