import { count, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { BULK_MAX_ITEMS } from '#domain/limits';
import { POOL_TYPE, TAGGING_ORIGIN } from '#domain/shipments';
import type { BulkOutcome } from '#domain/records/bulk';
import type { ShipmentRecord } from '#domain/records/shipments';
import { recordHistory } from '../../../server/db/schema';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';
import { validShipment } from '../shipmentFixtures';

/** Bulk actions on shipments: each selected shipment done or refused on its own, as its single route would. */
const t = testAppPerFile();
const token = {} as Record<DemoKey, string>;

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'shipperB', 'partner'] as const) token[who] = (await t.login(who)).token;
});

async function newShipment(who: DemoKey = 'csr', overrides: Record<string, unknown> = {}): Promise<ShipmentRecord> {
  const res = await t.as(token[who], 'POST', '/api/shipment/v3', validShipment({ companyId: 1, ...overrides }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const read = async (id: number): Promise<ShipmentRecord> =>
  (await t.as(token.csr, 'GET', `/api/shipment/${id}`)).json().data;
const itemsOf = (shipments: ShipmentRecord[]) => shipments.map(({ id, version }) => ({ id, version }));
async function bulk(action: string, body: object, who: DemoKey = 'csr', key?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/shipment/bulk/${action}`,
    payload: body,
    headers: { authorization: `Bearer ${token[who]}`, ...(key ? { 'idempotency-key': key } : {}) },
  });
}
async function outcome(action: string, body: object, who: DemoKey = 'csr') {
  const res = await bulk(action, body, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BulkOutcome;
}
const entries = async (ids: number[]) =>
  (
    await t.database.db
      .select({ shipmentId: recordHistory.shipmentId, event: recordHistory.event })
      .from(recordHistory)
      .where(inArray(recordHistory.shipmentId, ids))
  ).filter((entry) => entry.event !== 'created');
const entryCount = async () => (await t.database.db.select({ n: count() }).from(recordHistory))[0].n;

describe('a bulk tag with one stale version', () => {
  it('refuses that shipment with the stale text and tags the others, each with its new version and history entry', async () => {
    const shipments = [await newShipment(), await newShipment(), await newShipment()];
    const items = itemsOf(shipments);
    // Someone edits the second one meanwhile: its version moves on.
    const edited = await t.as(token.csr, 'PATCH', `/api/shipment/${shipments[1].id}`, {
      specialInstructions: 'Fragile',
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const result = await outcome('tag', { items, taggingOrigin: TAGGING_ORIGIN.DIGITIN });
    expect(result).toMatchObject({ done: 2, refused: 1 });
    expect(result.results[1]).toEqual({
      id: shipments[1].id,
      status: 'refused',
      code: 409,
      message: MESSAGES.staleShipment,
    });
    for (const i of [0, 2]) {
      const now = await read(shipments[i].id);
      expect(now).toMatchObject({ tagged: true, taggingOrigin: TAGGING_ORIGIN.DIGITIN });
      expect(result.results[i]).toEqual({ id: shipments[i].id, status: 'done', version: now.version });
      expect(now.version).toBeGreaterThan(shipments[i].version);
    }
    expect((await read(shipments[1].id)).tagged).toBe(false);
    const written = await entries(shipments.map((s) => s.id));
    expect(written.filter((e) => e.event === 'tagged').map((e) => e.shipmentId)).toEqual([
      shipments[0].id,
      shipments[2].id,
    ]);
  });
});

describe('rows their status or rule does not allow', () => {
  it('next status: a cancelled shipment is refused with the rule text, the others move on', async () => {
    const [open, cancelled] = [await newShipment(), await newShipment()];
    const cancel = await t.as(token.csr, 'POST', `/api/shipment/${cancelled.id}/cancel`, {
      cancellationType: 1,
      reason: 'Shipper called it off',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const result = await outcome('status', { items: itemsOf([open, await read(cancelled.id)]) });
    expect(result.results.map((r) => r.status)).toEqual(['done', 'refused']);
    expect(result.results[1]).toMatchObject({ code: 409, message: MESSAGES.noNextStatus });
    expect((await read(open.id)).status).toBe('DISPATCH_STARTED');
  });

  it('pool: public → private is refused with the SPEC text, private → private is done', async () => {
    const [publicOne, privateOne] = [await newShipment(), await newShipment('csr', { poolType: POOL_TYPE.PRIVATE })];
    const result = await outcome('change-pool', {
      items: itemsOf([publicOne, privateOne]),
      poolType: POOL_TYPE.PRIVATE,
    });
    expect(result.results[0]).toMatchObject({ status: 'refused', code: 400, message: MESSAGES.publicToPrivate });
    expect(result.results[1]).toMatchObject({ status: 'done' });
  });

  it('point of contact: anyone but a member of staff is refused for every row', async () => {
    const s = await newShipment();
    const partnerId = (await t.login('partner')).user.id;
    const result = await outcome('assign-point-of-contact', { items: itemsOf([s]), userId: partnerId });
    expect(result.results[0]).toMatchObject({ status: 'refused', message: MESSAGES.notStaffMember });
  });
});

describe('who may act on which rows', () => {
  it('staff-only actions are 403 for a shipper and a partner, as the single routes are', async () => {
    const s = await newShipment();
    expectError(
      await bulk('tag', { items: itemsOf([s]), taggingOrigin: 'normal' }, 'shipperA'),
      403,
      MESSAGES.forbidden,
    );
    expectError(
      await bulk('cancel', { items: itemsOf([s]), cancellationType: 1, reason: 'x' }, 'partner'),
      403,
      MESSAGES.forbidden,
    );
  });

  it("a shipper cancels its own shipments; another company's, stale or not, is refused as one that does not exist", async () => {
    const own = await newShipment('shipperA');
    const theirs = await newShipment('shipperB');
    const body = (items: object[]) => ({ items, cancellationType: 1, reason: 'No longer needed' });
    const result = await outcome('cancel', body(itemsOf([own, theirs])), 'shipperA');
    expect(result.results[0]).toMatchObject({ status: 'done' });
    expect(result.results[1]).toEqual({ id: theirs.id, status: 'refused', code: 404, message: MESSAGES.notFound });
    const stale = await outcome('cancel', body([{ id: theirs.id, version: 1 + theirs.version }]), 'shipperA');
    const missing = await outcome('cancel', body([{ id: 99_999_999, version: 1 }]), 'shipperA');
    expect(stale.results[0]).toEqual({ ...missing.results[0], id: theirs.id });
    expect((await read(theirs.id)).status).toBe('CREATED');
  });
});

describe('idempotent and bounded', () => {
  it('a replay with the same Idempotency-Key answers the first outcome and changes nothing', async () => {
    const shipments = [await newShipment(), await newShipment()];
    const body = { items: itemsOf(shipments), taggingOrigin: TAGGING_ORIGIN.NORMAL };
    const first = await bulk('tag', body, 'csr', 'bulk-tag-once');
    expect(first.statusCode, first.body).toBe(200);
    const versions = await Promise.all(shipments.map(async (s) => (await read(s.id)).version));
    const historyBefore = await entryCount();
    const again = await bulk('tag', body, 'csr', 'bulk-tag-once');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await Promise.all(shipments.map(async (s) => (await read(s.id)).version))).toEqual(versions);
    expect(await entryCount()).toBe(historyBefore);
  });

  it(`more than ${BULK_MAX_ITEMS} rows, none, a repeated row or a row without its version is 400`, async () => {
    const before = await entryCount();
    const many = Array.from({ length: BULK_MAX_ITEMS + 1 }, (_, i) => ({ id: i + 1, version: 1 }));
    expectError(await bulk('status', { items: many }), 400, MESSAGES.bulkItemsRange);
    expectError(await bulk('status', { items: [] }), 400, MESSAGES.bulkItemsRange);
    expectError(
      await bulk('status', {
        items: [
          { id: 1, version: 1 },
          { id: 1, version: 2 },
        ],
      }),
      400,
      MESSAGES.bulkItemsRepeated,
    );
    expectError(await bulk('status', { items: [{ id: 1 }] }), 400, MESSAGES.versionInvalid);
    expect(await entryCount()).toBe(before);
  });
});
