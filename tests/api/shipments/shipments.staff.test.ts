import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { POOL_TYPE, TAGGING_ORIGIN } from '#domain/shipments';
import { expectError, testAppPerFile } from '../testApp';
import { HOUR, validShipment as baseShipment } from '../shipmentFixtures';
import type { ShipmentRecord as Shipment } from '#domain/records/shipments';

/** The staff-only shipment actions: tag, loadboard, margin, bid window (and shippers refused them). */
const t = testAppPerFile();

const validShipment = baseShipment;

let csr: string;
let shipper: string;

beforeAll(async () => {
  csr = (await t.login('csr')).token;
  shipper = (await t.login('shipperA')).token;
});

/** A fresh company-A shipment, created by the CSR. */
async function newShipment(overrides: Record<string, unknown> = {}): Promise<Shipment> {
  const res = await t.as(csr, 'POST', '/api/shipment/v3', validShipment({ companyId: 1, ...overrides }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
async function act(method: string, url: string, body?: unknown, token = csr): Promise<Shipment> {
  const res = await t.as(token, method, url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
/** A shipment moved by the CSR to DELIVERED. */
async function delivered() {
  const s = await newShipment();
  for (let i = 0; i < 3; i++) await act('POST', `/api/shipment/${s.id}/status`);
  return s;
}

describe('tag and untag', () => {
  it('tags with each SPEC §4 origin and untags', async () => {
    const s = await newShipment();
    expect(s).toMatchObject({ tagged: false, taggingOrigin: 'normal' });
    for (const taggingOrigin of [TAGGING_ORIGIN.NORMAL, TAGGING_ORIGIN.TAGGED_BY_ADDA, TAGGING_ORIGIN.DIGITIN]) {
      expect(await act('POST', `/api/shipment/${s.id}/tag`, { taggingOrigin })).toMatchObject({
        tagged: true,
        taggingOrigin,
      });
    }
    expect(await act('POST', `/api/shipment/${s.id}/untag`)).toMatchObject({ tagged: false });
  });

  it('an unknown or missing origin is 400', async () => {
    const s = await newShipment();
    expectError(
      await t.as(csr, 'POST', `/api/shipment/${s.id}/tag`, { taggingOrigin: 'manual' }),
      400,
      MESSAGES.invalidOption,
    );
    expectError(await t.as(csr, 'POST', `/api/shipment/${s.id}/tag`, {}), 400, MESSAGES.fillRequired);
    expect((await act('GET', `/api/shipment/${s.id}`)).tagged).toBe(false);
  });
});

describe('PATCH change-pool', () => {
  it('private → public is allowed', async () => {
    const s = await newShipment({ poolType: POOL_TYPE.PRIVATE });
    expect(s.poolType).toBe(POOL_TYPE.PRIVATE);
    expect((await act('PATCH', `/api/shipment/${s.id}/change-pool`, { poolType: POOL_TYPE.PUBLIC })).poolType).toBe(
      POOL_TYPE.PUBLIC,
    );
  });

  it('public → private is refused with the SPEC §8 text', async () => {
    expect(MESSAGES.publicToPrivate).toBe('Cannot move shipment from public to private loadboard');
    const s = await newShipment();
    expectError(
      await t.as(csr, 'PATCH', `/api/shipment/${s.id}/change-pool`, { poolType: POOL_TYPE.PRIVATE }),
      400,
      'Cannot move shipment from public to private loadboard',
    );
    expect((await act('GET', `/api/shipment/${s.id}`)).poolType).toBe(POOL_TYPE.PUBLIC);
    expectError(
      await t.as(csr, 'PATCH', `/api/shipment/${s.id}/change-pool`, { poolType: 3 }),
      400,
      MESSAGES.invalidOption,
    );
    expectError(await t.as(csr, 'PATCH', `/api/shipment/${s.id}/change-pool`, {}), 400, MESSAGES.fillRequired);
  });
});

describe('PATCH margin', () => {
  it('sets the contract amount; 0, negative or missing is 400', async () => {
    const s = await newShipment();
    expect((await act('PATCH', `/api/shipment/${s.id}/margin`, { contractAmount: 5000 })).contractAmount).toBe(5000);
    expectError(
      await t.as(csr, 'PATCH', `/api/shipment/${s.id}/margin`, { contractAmount: 0 }),
      400,
      MESSAGES.invalidContractAmount,
    );
    expectError(
      await t.as(csr, 'PATCH', `/api/shipment/${s.id}/margin`, { contractAmount: -10 }),
      400,
      MESSAGES.invalidContractAmount,
    );
    expectError(await t.as(csr, 'PATCH', `/api/shipment/${s.id}/margin`, {}), 400, MESSAGES.fillRequired);
    expect((await act('GET', `/api/shipment/${s.id}`)).contractAmount).toBe(5000);
  });

  it('a fractional or huge contract amount is 400, not 500', async () => {
    const s = await newShipment();
    for (const contractAmount of [1500.5, 3_000_000_000]) {
      const res = await t.as(csr, 'PATCH', `/api/shipment/${s.id}/margin`, { contractAmount });
      expect(res.statusCode, `${contractAmount}: ${res.body}`).toBe(400);
    }
  });
});

describe('bid window', () => {
  it('PUT {open:false} closes it, PUT {open:true, closesAt} opens it until then', async () => {
    const s = await newShipment();
    expect(s.bidWindowOpen).toBe(true);
    expect(await act('PUT', `/api/shipment/${s.id}/bid-window`, { open: false })).toMatchObject({
      bidWindowOpen: false,
      bidWindowClosesAt: null,
    });
    const closesAt = new Date(Date.now() + 5 * HOUR).toISOString();
    expect(await act('PUT', `/api/shipment/${s.id}/bid-window`, { open: true, closesAt })).toMatchObject({
      bidWindowOpen: true,
      bidWindowClosesAt: closesAt,
    });
  });

  it('POST close and open', async () => {
    const s = await newShipment();
    expect((await act('POST', `/api/shipment/${s.id}/bid-window/close`)).bidWindowOpen).toBe(false);
    expect((await act('POST', `/api/shipment/${s.id}/bid-window/open`)).bidWindowOpen).toBe(true);
    expect((await act('GET', `/api/shipment/${s.id}`)).bidWindowOpen).toBe(true);
  });

  it('a bad body is 400', async () => {
    const s = await newShipment();
    expectError(await t.as(csr, 'PUT', `/api/shipment/${s.id}/bid-window`, {}), 400, MESSAGES.fillRequired);
    expectError(
      await t.as(csr, 'PUT', `/api/shipment/${s.id}/bid-window`, { open: 'yes' }),
      400,
      MESSAGES.fillRequired,
    );
    const past = new Date(Date.now() - HOUR).toISOString();
    expectError(
      await t.as(csr, 'PUT', `/api/shipment/${s.id}/bid-window`, { open: true, closesAt: past }),
      400,
      MESSAGES.bidWindowCloseFuture,
    );
  });

  it('opening it on a DELIVERED shipment is 409; closing is allowed', async () => {
    const s = await delivered();
    expectError(
      await t.as(csr, 'POST', `/api/shipment/${s.id}/bid-window/open`),
      409,
      MESSAGES.bidWindowClosedForStatus,
    );
    expectError(
      await t.as(csr, 'PUT', `/api/shipment/${s.id}/bid-window`, { open: true }),
      409,
      MESSAGES.bidWindowClosedForStatus,
    );
    expect((await act('POST', `/api/shipment/${s.id}/bid-window/close`)).bidWindowOpen).toBe(false);
  });

  it('a closing time beyond the database range is 400, not 500', async () => {
    const s = await newShipment();
    const res = await t.as(csr, 'PUT', `/api/shipment/${s.id}/bid-window`, {
      open: true,
      closesAt: '+099999-01-01T00:00:00.000Z',
    });
    expect(res.statusCode, res.body).toBe(400);
  });
});

describe('shippers are refused the staff actions, even on their own shipment', () => {
  it('status, tag, untag, change-pool, margin and bid window → 403, nothing changes', async () => {
    const res = await t.as(shipper, 'POST', '/api/shipment/v3', validShipment({ poolType: POOL_TYPE.PRIVATE }));
    const own: Shipment = res.json().data;
    const refused: [string, string, unknown][] = [
      ['POST', 'status', undefined],
      ['POST', 'tag', { taggingOrigin: 'normal' }],
      ['POST', 'untag', undefined],
      ['PATCH', 'change-pool', { poolType: POOL_TYPE.PUBLIC }],
      ['PATCH', 'margin', { contractAmount: 5000 }],
      ['PUT', 'bid-window', { open: false }],
      ['POST', 'bid-window/open', undefined],
      ['POST', 'bid-window/close', undefined],
    ];
    for (const [method, action, body] of refused) {
      expectError(await t.as(shipper, method, `/api/shipment/${own.id}/${action}`, body), 403, MESSAGES.forbidden);
    }
    expect(await act('GET', `/api/shipment/${own.id}`, undefined, shipper)).toEqual(own);
  });

  it('while cancel, favourite and edit of their own shipment are allowed', async () => {
    const own: Shipment = (await t.as(shipper, 'POST', '/api/shipment/v3', validShipment())).json().data;
    expect((await act('POST', `/api/shipment/${own.id}/favourite`, {}, shipper)).isFavourite).toBe(true);
    expect(
      (await act('PATCH', `/api/shipment/${own.id}`, { specialInstructions: 'Mine' }, shipper)).specialInstructions,
    ).toBe('Mine');
    expect(
      (await act('POST', `/api/shipment/${own.id}/cancel`, { cancellationType: 1, reason: 'Plans changed' }, shipper))
        .status,
    ).toBe('CANCELLED');
  });
});
