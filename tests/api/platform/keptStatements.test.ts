import { beforeAll, describe, expect, it } from 'vitest';
import { testAppPerFile, type DemoKey } from '../testApp';

/**
 * The hot reads (shipment list, shipment detail, booking list) are built once per shape of query and
 * kept as prepared statements (server/db/keptStatements.ts). Callers of different companies, user
 * types and filters share one statement; each must still get only its own scope and its own filter,
 * however their calls interleave.
 */
const t = testAppPerFile();

const who = ['csr', 'shipperA', 'shipperB', 'broker', 'partner', 'driver'] as const;
const token: Partial<Record<DemoKey, string>> = {};
const user: Partial<Record<DemoKey, { id: number; companyId: number | null }>> = {};

beforeAll(async () => {
  for (const key of who) {
    const session = await t.login(key);
    token[key] = session.token;
    user[key] = session.user;
  }
});

const get = async (key: DemoKey, url: string) => {
  const res = await t.as(token[key]!, 'GET', url);
  expect(res.statusCode, `${key} ${url}: ${res.body}`).toBe(200);
  return res.json().data;
};

/** Every call answered alone, then all of them again at once, several times over, in a shuffled order. */
async function interleaved(calls: [DemoKey, string][]) {
  const alone = [];
  for (const [key, url] of calls) alone.push(await get(key, url));
  const rounds = [0, 1, 2]
    .flatMap(() => calls.map((call, index) => ({ call, index })))
    .map((round, position) => ({ round, order: (position * 7919) % 101 }))
    .sort((x, y) => x.order - y.order)
    .map(({ round }) => round);
  const together = await Promise.all(rounds.map(async ({ call, index }) => ({ index, data: await get(...call) })));
  return { alone, together };
}

describe('a kept statement shared by callers of different scopes', () => {
  it("answers each caller of the shipment list its own company's rows, total and money, however the calls interleave", async () => {
    const url = '/api/shipment?filter=all&pageSize=100';
    const calls: [DemoKey, string][] = [
      ['shipperA', url],
      ['csr', url],
      ['shipperB', url],
      ['broker', url],
    ];
    const { alone, together } = await interleaved(calls);
    for (const { index, data } of together) expect(data).toEqual(alone[index]);
    const [a, staff, b, broker] = alone;
    for (const [page, key] of [
      [a, 'shipperA'],
      [b, 'shipperB'],
      [broker, 'broker'],
    ] as const) {
      expect(page.content.length).toBeGreaterThan(0);
      expect(page.content.every((row: { companyId: number }) => row.companyId === user[key]!.companyId)).toBe(true);
      expect(page.content.every((row: object) => !('contractAmount' in row))).toBe(true);
    }
    expect(new Set(staff.content.map((row: { companyId: number }) => row.companyId)).size).toBeGreaterThan(1);
    expect(staff.totalElements).toBeGreaterThan(a.totalElements + b.totalElements);
  });

  it('answers each caller its own filter values: statuses, a reference search, its own rows, a page past the end', async () => {
    const calls: [DemoKey, string][] = [
      ['csr', '/api/shipment?filter=all&status=CREATED&pageSize=100'],
      ['csr', '/api/shipment?filter=all&status=DELIVERED&pageSize=100'],
      ['shipperA', '/api/shipment?filter=all&status=CREATED&pageSize=100'],
      ['csr', '/api/shipment?filter=all&referenceNo=SH-0000&pageSize=100'],
      ['csr', '/api/shipment?filter=all&referenceNo=nothing-like-it&pageSize=100'],
      ['csr', '/api/shipment?filter=all&filterCreatedByMe=true&pageSize=100'],
      ['shipperA', '/api/shipment?filter=all&filterCreatedByMe=true&pageSize=100'],
      ['csr', '/api/shipment?filter=all&page=999&pageSize=5'],
      ['shipperB', '/api/shipment?filter=all&page=999&pageSize=5'],
    ];
    const { alone, together } = await interleaved(calls);
    for (const { index, data } of together) expect(data).toEqual(alone[index]);
    const [created, delivered, createdOfA, search, noMatch, csrOwn, aOwn, csrPast, bPast] = alone;
    expect(created.content.length).toBeGreaterThan(0);
    expect(created.content.every((row: { status: string }) => row.status === 'CREATED')).toBe(true);
    expect(delivered.content.length).toBeGreaterThan(0);
    expect(delivered.content.every((row: { status: string }) => row.status === 'DELIVERED')).toBe(true);
    expect(createdOfA.totalElements).toBeLessThan(created.totalElements);
    expect(createdOfA.content.every((row: { companyId: number }) => row.companyId === user.shipperA!.companyId)).toBe(
      true,
    );
    expect(search.content.length).toBeGreaterThan(0);
    expect(noMatch).toMatchObject({ content: [], totalElements: 0 });
    expect(csrOwn.content.every((row: { createdBy: number }) => row.createdBy === user.csr!.id)).toBe(true);
    expect(aOwn.content.every((row: { createdBy: number }) => row.createdBy === user.shipperA!.id)).toBe(true);
    expect(csrPast.content).toEqual([]);
    expect(bPast.content).toEqual([]);
    expect(bPast.totalElements).toBeLessThan(csrPast.totalElements);
  });

  it("answers each caller of a shipment's detail its own favourite mark, and another company's shipment stays a 404", async () => {
    const rowsOfA = (await get('shipperA', '/api/shipment?filter=all&pageSize=100')).content;
    const ofA = rowsOfA.find((row: { isFavourite: boolean }) => !row.isFavourite) as { id: number };
    expect((await t.as(token.csr!, 'POST', `/api/shipment/${ofA.id}/favourite`, { favourite: true })).statusCode).toBe(
      200,
    );
    expect((await get('shipperA', `/api/shipment/${ofA.id}`)).isFavourite).toBe(false);
    const detail = `/api/shipment/${ofA.id}`;
    const answers = await Promise.all(
      [0, 1, 2, 3].flatMap(() => [
        t.as(token.csr!, 'GET', detail),
        t.as(token.shipperB!, 'GET', detail),
        t.as(token.shipperA!, 'GET', detail),
      ]),
    );
    answers.forEach((res, index) => {
      const caller = index % 3;
      if (caller === 1) expect(res.statusCode).toBe(404);
      else expect(res.json().data).toMatchObject({ id: ofA.id, isFavourite: caller === 0 });
    });
    expect('contractAmount' in answers[2].json().data).toBe(false);
  });

  it('answers each caller of the booking list its own bookings and the money it may see, however the calls interleave', async () => {
    const url = '/api/booking?pageSize=100';
    const calls: [DemoKey, string][] = [
      ['partner', url],
      ['shipperA', url],
      ['csr', url],
      ['shipperB', url],
      ['driver', url],
      ['csr', '/api/booking?pageSize=100&status=4'],
      ['shipperA', '/api/booking?pageSize=100&status=4'],
    ];
    const { alone, together } = await interleaved(calls);
    for (const { index, data } of together) expect(data).toEqual(alone[index]);
    const [partner, a, staff, b, driver, staffDelivered, aDelivered] = alone;
    expect(partner.content.every((row: { partnerId: number }) => row.partnerId === user.partner!.id)).toBe(true);
    for (const [page, key] of [
      [a, 'shipperA'],
      [b, 'shipperB'],
    ] as const) {
      expect(page.content.every((row: { companyId: number }) => row.companyId === user[key]!.companyId)).toBe(true);
      expect(page.content.every((row: object) => !('amount' in row))).toBe(true);
    }
    expect(a.totalElements + b.totalElements).toBeLessThan(staff.totalElements);
    expect(staff.content.some((row: object) => 'amount' in row)).toBe(true);
    expect(driver.totalElements).toBeLessThan(staff.totalElements);
    expect(staffDelivered.content.every((row: { status: number }) => row.status === 4)).toBe(true);
    expect(aDelivered.content.every((row: { companyId: number }) => row.companyId === user.shipperA!.companyId)).toBe(
      true,
    );
    expect(aDelivered.totalElements).toBeLessThanOrEqual(staffDelivered.totalElements);
  });
});
