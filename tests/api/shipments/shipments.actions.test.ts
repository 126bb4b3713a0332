import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { CANCELLATION_TYPE, SHIPMENT_STATUS, type ShipmentStatus } from '#domain/shipments';
import { expectError, testAppPerFile } from '../testApp';
import { HOUR, validShipment as baseShipment } from '../shipmentFixtures';
import type { ShipmentRow as Shipment } from '#domain/records/shipments';

/** What a shipper may do to their own shipments: favourite, edit, cancel; and the staff's status moves. */
const t = testAppPerFile();

/** The shared valid shipment, with a shipper-rate range to edit against. */
const validShipment = (overrides: Record<string, unknown> = {}) =>
  baseShipment({ minShipperRate: 100_000, maxShipperRate: 200_000, ...overrides });

let csr: string;
let shipper: string;
let seeded: Shipment[];

beforeAll(async () => {
  csr = (await t.login('csr')).token;
  shipper = (await t.login('shipperA')).token;
  seeded = (await t.as(csr, 'GET', '/api/shipment?filter=all&pageSize=100')).json().data.content;
});

/** A fresh company-A shipment, created by shipper A. */
async function newShipment(overrides: Record<string, unknown> = {}): Promise<Shipment> {
  const res = await t.as(shipper, 'POST', '/api/shipment/v3', validShipment(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
async function act(token: string, method: string, url: string, body?: unknown): Promise<Shipment> {
  const res = await t.as(token, method, url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const seededOf = (status: ShipmentStatus, companyId?: number) =>
  seeded.find((s) => s.status === status && (companyId === undefined || s.companyId === companyId))!;
const favouriteIds = async (url: string) =>
  ((await t.as(shipper, 'GET', url)).json().data.content as Shipment[]).map((s) => s.id);

describe('POST /api/shipment/:id/favourite', () => {
  it('marks and unmarks for the caller only, reflected in isFavourite and both favourite lists', async () => {
    const s = await newShipment();
    expect((await act(shipper, 'POST', `/api/shipment/${s.id}/favourite`, { favourite: true })).isFavourite).toBe(true);
    expect((await act(shipper, 'POST', `/api/shipment/${s.id}/favourite`)).isFavourite).toBe(true);
    expect(await favouriteIds('/api/shipment/favourite/all')).toContain(s.id);
    expect(await favouriteIds('/api/shipment?filter=favourite')).toContain(s.id);
    expect((await t.as(shipper, 'GET', '/api/shipment/favourite/all')).json().data.totalElements).toBe(4);
    expect((await act(csr, 'GET', `/api/shipment/${s.id}`)).isFavourite).toBe(false);
    expect((await act(shipper, 'POST', `/api/shipment/${s.id}/favourite`, { favourite: false })).isFavourite).toBe(
      false,
    );
    expect(await favouriteIds('/api/shipment/favourite/all')).not.toContain(s.id);
    expect(await favouriteIds('/api/shipment?filter=favourite')).not.toContain(s.id);
    expectError(
      await t.as(shipper, 'POST', `/api/shipment/${s.id}/favourite`, { favourite: 'maybe' }),
      400,
      MESSAGES.fillRequired,
    );
  });
});

describe('PATCH /api/shipment/:id', () => {
  it('the owner changes the loading time and instructions; the version moves on', async () => {
    const s = await newShipment();
    const loadingTime = new Date(Date.now() + 30 * HOUR).toISOString();
    const updated = await act(shipper, 'PATCH', `/api/shipment/${s.id}`, {
      loadingTime,
      specialInstructions: 'Call before arrival',
    });
    expect(updated).toMatchObject({
      loadingTime,
      specialInstructions: 'Call before arrival',
      version: s.version + 1,
      weight: 30,
    });
    expect(await act(shipper, 'GET', `/api/shipment/${s.id}`)).toEqual(updated);
    const again = await act(shipper, 'PATCH', `/api/shipment/${s.id}`, {
      specialInstructions: 'Gate 2',
      version: updated.version,
    });
    expect(again).toMatchObject({ specialInstructions: 'Gate 2', version: updated.version + 1 });
  });

  it('an edit made from an older version is 409 and changes nothing', async () => {
    const s = await newShipment();
    await act(csr, 'PATCH', `/api/shipment/${s.id}`, { specialInstructions: 'CSR edit' });
    expectError(
      await t.as(shipper, 'PATCH', `/api/shipment/${s.id}`, { specialInstructions: 'Mine', version: s.version }),
      409,
      MESSAGES.staleShipment,
    );
    expect((await act(shipper, 'GET', `/api/shipment/${s.id}`)).specialInstructions).toBe('CSR edit');
  });

  it('the rules of creation hold: 1001-character instructions are refused', async () => {
    const s = await newShipment();
    expectError(
      await t.as(shipper, 'PATCH', `/api/shipment/${s.id}`, { specialInstructions: 'i'.repeat(1001) }),
      400,
      MESSAGES.instructionsMax,
    );
  });

  it('a DELIVERED or CANCELLED shipment is 409 shipmentNotEditable', async () => {
    for (const status of [SHIPMENT_STATUS.DELIVERED, SHIPMENT_STATUS.CANCELLED]) {
      expectError(
        await t.as(csr, 'PATCH', `/api/shipment/${seededOf(status).id}`, { specialInstructions: 'late' }),
        409,
        MESSAGES.shipmentNotEditable,
      );
    }
  });

  it('a new vehicle count may not leave the weight above the vehicles’ max (SPEC §5)', async () => {
    const s = await newShipment();
    expectError(
      await t.as(shipper, 'PATCH', `/api/shipment/${s.id}`, { vehicleCount: 1 }),
      400,
      MESSAGES.weightAboveVehicleMax,
    );
  });

  it('a new min shipper rate is checked against the stored max', async () => {
    const s = await newShipment();
    expectError(
      await t.as(shipper, 'PATCH', `/api/shipment/${s.id}`, { minShipperRate: 300_000 }),
      400,
      MESSAGES.minRateBelowMax,
    );
  });

  it('a loading time moved into the past is refused (SPEC §5: later than now)', async () => {
    const s = await newShipment();
    const anHourAgo = new Date(Date.now() - HOUR).toISOString();
    expectError(
      await t.as(shipper, 'PATCH', `/api/shipment/${s.id}`, { loadingTime: anHourAgo }),
      400,
      MESSAGES.loadingTimeFuture,
    );
  });
});

describe('POST /api/shipment/:id/cancel', () => {
  it('the owner cancels with a type and reason; a second cancel is 409', async () => {
    const s = await newShipment();
    const cancelled = await act(shipper, 'POST', `/api/shipment/${s.id}/cancel`, {
      cancellationType: CANCELLATION_TYPE.DUPLICATE,
      reason: 'Booked twice',
    });
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      cancellationType: 3,
      cancellationReason: 'Booked twice',
      bidWindowOpen: false,
      nextStatus: null,
    });
    expectError(
      await t.as(shipper, 'POST', `/api/shipment/${s.id}/cancel`, { cancellationType: 1, reason: 'again' }),
      409,
      MESSAGES.shipmentNotCancellable,
    );
  });

  it('a missing reason or type, or an unknown type, is 400 and the shipment stays', async () => {
    const s = await newShipment();
    expectError(
      await t.as(shipper, 'POST', `/api/shipment/${s.id}/cancel`, { cancellationType: 1 }),
      400,
      MESSAGES.fillRequired,
    );
    expectError(
      await t.as(shipper, 'POST', `/api/shipment/${s.id}/cancel`, { cancellationType: 1, reason: '   ' }),
      400,
      MESSAGES.fillRequired,
    );
    expectError(
      await t.as(shipper, 'POST', `/api/shipment/${s.id}/cancel`, { reason: 'No truck' }),
      400,
      MESSAGES.fillRequired,
    );
    expectError(
      await t.as(shipper, 'POST', `/api/shipment/${s.id}/cancel`, { cancellationType: 99, reason: 'No truck' }),
      400,
      MESSAGES.invalidOption,
    );
    expectError(
      await t.as(shipper, 'POST', `/api/shipment/${s.id}/cancel`, { cancellationType: 1, reason: 'r'.repeat(501) }),
      400,
      MESSAGES.cancelReasonMax,
    );
    expect((await act(shipper, 'GET', `/api/shipment/${s.id}`)).status).toBe('CREATED');
  });

  it('a shipment in transit or delivered can no longer be cancelled', async () => {
    for (const status of [SHIPMENT_STATUS.TRANSIT, SHIPMENT_STATUS.DELIVERED]) {
      expectError(
        await t.as(csr, 'POST', `/api/shipment/${seededOf(status).id}/cancel`, { cancellationType: 1, reason: 'x' }),
        409,
        MESSAGES.shipmentNotCancellable,
      );
    }
  });
});

describe('POST /api/shipment/:id/status (SPEC §4 order)', () => {
  it('CREATED → DISPATCH_STARTED → TRANSIT → DELIVERED, nextStatus matching, then 409', async () => {
    const s = await newShipment();
    expect(s.nextStatus).toBe('DISPATCH_STARTED');
    const steps: [ShipmentStatus, ShipmentStatus | null][] = [
      ['DISPATCH_STARTED', 'TRANSIT'],
      ['TRANSIT', 'DELIVERED'],
      ['DELIVERED', null],
    ];
    for (const [status, nextStatus] of steps) {
      expect(await act(csr, 'POST', `/api/shipment/${s.id}/status`)).toMatchObject({ status, nextStatus });
    }
    expectError(await t.as(csr, 'POST', `/api/shipment/${s.id}/status`), 409, MESSAGES.noNextStatus);
    expect((await act(csr, 'GET', `/api/shipment/${s.id}`)).status).toBe('DELIVERED');
  });

  it('CANCELLED and PARTIALLY_FULFILLED have no next status', async () => {
    for (const status of [SHIPMENT_STATUS.CANCELLED, SHIPMENT_STATUS.PARTIALLY_FULFILLED]) {
      const s = seededOf(status);
      expect(s.nextStatus).toBeNull();
      expectError(await t.as(csr, 'POST', `/api/shipment/${s.id}/status`), 409, MESSAGES.noNextStatus);
      expect((await act(csr, 'GET', `/api/shipment/${s.id}`)).status).toBe(status);
    }
  });
});

describe('edits with values out of the database range are 4xx, never 500', () => {
  it('PATCH with a huge version or rate, a NUL character or an object for a time; cancel with a NUL reason', async () => {
    const s = await newShipment();
    const wrong: string[] = [];
    const tries: [string, string, unknown][] = [
      ['PATCH', '', { version: 3_000_000_000 }],
      ['PATCH', '', { shipperRate: 3_000_000_000 }],
      ['PATCH', '', { vehicleCount: 3_000_000_000 }],
      ['PATCH', '', { specialInstructions: 'a\u0000b' }],
      ['PATCH', '', { loadingTime: '+099999-01-01T00:00:00.000Z' }],
      ['PATCH', '', { loadingTime: { toString: 1 } }],
      ['POST', '/cancel', { cancellationType: 1, reason: 'a\u0000b' }],
    ];
    for (const [method, path, body] of tries) {
      const res = await t.as(shipper, method, `/api/shipment/${s.id}${path}`, body);
      if (res.statusCode >= 500) wrong.push(`${method} ${path} ${JSON.stringify(body)}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
