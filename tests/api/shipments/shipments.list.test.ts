import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { PAGE_SIZE } from '#domain/limits';
import { CURRENT_STATUSES, PAST_STATUSES, POOL_TYPE, SHIPMENT_STATUS_ORDER } from '#domain/shipments';
import { expectError, testAppPerFile } from '../testApp';
import { DEMO_SHIPMENT_TOTAL } from '../../../server/db/seed';
import type { Static } from '@sinclair/typebox';
import type { PageOf } from '#domain/records/envelope';
import type { ShipmentRow as Row } from '#domain/records/shipments';

/*
 * Read-only file: the demo shipments (72 with SPEC §4 statuses in turn, companies A 1, B 2 and the
 * broker's 3 in turn; shipper A has 3 favourites; and company B's delivered lane-rate history,
 * DEMO_SHIPMENT_TOTAL in all) are never changed here, so every count holds.
 */
const t = testAppPerFile();

type Page = Static<ReturnType<typeof PageOf<typeof Row>>>['data'];

let csr: string;
let shipperA: string;
let companyA: number;
let all: Row[];

beforeAll(async () => {
  csr = (await t.login('csr')).token;
  const a = await t.login('shipperA');
  shipperA = a.token;
  companyA = a.user.companyId!;
  all = (await list(csr, '/api/shipment?filter=all&pageSize=100')).content;
});

async function list(token: string, url: string): Promise<Page> {
  const res = await t.as(token, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
}
const count = (rows: Row[], keep: (row: Row) => boolean) => rows.filter(keep).length;
const isCurrent = (row: Row) => CURRENT_STATUSES.includes(row.status);

describe('GET /api/shipment paging (SPEC §7, §9)', () => {
  it('the demo data has its shipments over 3 companies and all 6 statuses', () => {
    expect(all).toHaveLength(DEMO_SHIPMENT_TOTAL);
    expect(new Set(all.map((r) => r.companyId)).size).toBe(3);
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(SHIPMENT_STATUS_ORDER));
  });

  it('defaults to filter current, page 0 and pageSize 5, with right totals', async () => {
    const page = await list(csr, '/api/shipment');
    const current = count(all, isCurrent);
    expect(page).toMatchObject({
      number: 0,
      size: PAGE_SIZE.shipments,
      totalElements: current,
      totalPages: Math.ceil(current / 5),
    });
    expect(page.content).toHaveLength(5);
    expect(page.content.every(isCurrent)).toBe(true);
  });

  it('page is zero-based: page 0 and page 1 hold different rows; number and size echo', async () => {
    const first = await list(csr, '/api/shipment?page=0&pageSize=7');
    const second = await list(csr, '/api/shipment?page=1&pageSize=7');
    expect(second).toMatchObject({ number: 1, size: 7, totalPages: Math.ceil(second.totalElements / 7) });
    const firstIds = first.content.map((r) => r.id);
    expect(second.content).toHaveLength(7);
    expect(second.content.some((r) => firstIds.includes(r.id))).toBe(false);
    const beyond = await list(csr, '/api/shipment?page=99');
    expect(beyond).toMatchObject({ number: 99, content: [] });
  });

  it('filter past, all and favourite', async () => {
    const past = await list(csr, '/api/shipment?filter=past&pageSize=100');
    expect(past.totalElements).toBe(count(all, (r) => PAST_STATUSES.includes(r.status)));
    expect(past.content.every((r) => PAST_STATUSES.includes(r.status))).toBe(true);
    expect((await list(csr, '/api/shipment?filter=all')).totalElements).toBe(DEMO_SHIPMENT_TOTAL);
    const favourites = await list(shipperA, '/api/shipment?filter=favourite');
    expect(favourites.totalElements).toBe(3);
    expect(favourites.content.every((r) => r.isFavourite && r.companyId === companyA)).toBe(true);
    expect((await list(csr, '/api/shipment?filter=favourite')).totalElements).toBe(0);
  });

  it('fromDate and toDate bound the loading time', async () => {
    const now = new Date().toISOString();
    const later = await list(csr, `/api/shipment?filter=all&pageSize=100&fromDate=${now}`);
    expect(later.totalElements).toBe(count(all, (r) => r.loadingTime >= now));
    expect(later.content.every((r) => new Date(r.loadingTime) >= new Date(now))).toBe(true);
    const earlier = await list(csr, `/api/shipment?filter=all&pageSize=100&toDate=${now}`);
    expect(earlier.totalElements + later.totalElements).toBe(DEMO_SHIPMENT_TOTAL);
    expect(earlier.content.every((r) => new Date(r.loadingTime) <= new Date(now))).toBe(true);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    expectError(
      await t.as(csr, 'GET', `/api/shipment?fromDate=${now}&toDate=${yesterday}`),
      400,
      MESSAGES.toDateBeforeFromDate,
    );
  });

  it('a bare date as toDate takes in the whole of that day: from = until = one day finds the shipments loading that day', async () => {
    const day = all[0].loadingTime;
    const local = new Date(day);
    const isoDay = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
    const sameDay = (r: Row) => new Date(r.loadingTime).toDateString() === local.toDateString();
    const found = await list(csr, `/api/shipment?filter=all&pageSize=100&fromDate=${isoDay}&toDate=${isoDay}`);
    expect(found.totalElements).toBeGreaterThan(0);
    expect(found.totalElements).toBe(count(all, sameDay));
  });

  it('poolType keeps one loadboard', async () => {
    const priv = await list(csr, `/api/shipment?filter=all&pageSize=100&poolType=${POOL_TYPE.PRIVATE}`);
    expect(priv.totalElements).toBe(count(all, (r) => r.poolType === POOL_TYPE.PRIVATE));
    expect(priv.totalElements).toBeGreaterThan(0);
    expect(priv.content.every((r) => r.poolType === POOL_TYPE.PRIVATE)).toBe(true);
    expectError(await t.as(csr, 'GET', '/api/shipment?poolType=3'), 400, MESSAGES.invalidOption);
  });

  it('referenceNo matches our code (SH-…) and the shipper reference (PO-…), case-insensitively, wildcards literal', async () => {
    const target = all[10];
    const byCode = await list(csr, `/api/shipment?filter=all&referenceNo=${target.code.toLowerCase()}`);
    expect(byCode.content.map((r) => r.id)).toEqual([target.id]);
    expect(target.code).toMatch(/^SH-\d{6}$/);
    const byPo = await list(csr, `/api/shipment?filter=all&referenceNo=${target.referenceNumber}`);
    expect(byPo.content.map((r) => r.id)).toEqual([target.id]);
    expect((await list(csr, '/api/shipment?filter=all&referenceNo=SH-0000')).totalElements).toBe(DEMO_SHIPMENT_TOTAL);
    expect((await list(csr, '/api/shipment?filter=all&referenceNo=%25')).totalElements).toBe(0);
    expect((await list(csr, '/api/shipment?filter=all&referenceNo=_')).totalElements).toBe(0);
  });

  it('filterCreatedByMe keeps the caller’s own shipments', async () => {
    expect((await list(csr, '/api/shipment?filter=all&filterCreatedByMe=true')).totalElements).toBe(0);
    const mine = await list(shipperA, '/api/shipment?filter=all&filterCreatedByMe=true');
    expect(mine.totalElements).toBe(count(all, (r) => r.companyId === companyA));
  });

  it('sort and order', async () => {
    const asc = (await list(csr, '/api/shipment?filter=all&pageSize=100&sort=weight&order=asc')).content.map(
      (r) => r.weight,
    );
    expect(asc).toEqual([...asc].sort((x, y) => x - y));
    const codes = (
      await list(csr, '/api/shipment?filter=all&pageSize=100&sort=referenceNumber&order=DESC')
    ).content.map((r) => r.code);
    expect(codes).toEqual([...codes].sort().reverse());
    const byDefault = (await list(csr, '/api/shipment?filter=all&pageSize=100')).content.map((r) =>
      Date.parse(r.loadingTime),
    );
    expect(byDefault).toEqual([...byDefault].sort((x, y) => y - x));
  });

  it('refuses a bad filter, sort, order, page or pageSize with 400', async () => {
    expectError(await t.as(csr, 'GET', '/api/shipment?filter=nope'), 400, MESSAGES.invalidOption);
    expectError(await t.as(csr, 'GET', '/api/shipment?sort=password'), 400, MESSAGES.invalidSort);
    expectError(await t.as(csr, 'GET', '/api/shipment?order=sideways'), 400, MESSAGES.invalidOption);
    expectError(await t.as(csr, 'GET', '/api/shipment?page=-1'), 400, MESSAGES.notNegative);
    expectError(await t.as(csr, 'GET', '/api/shipment?pageSize=0'), 400, MESSAGES.pageSizeRange);
    expectError(await t.as(csr, 'GET', '/api/shipment?pageSize=101'), 400, MESSAGES.pageSizeRange);
    expectError(await t.as(csr, 'GET', '/api/shipment?page=abc'), 400, MESSAGES.fillRequired);
  });

  /** Sends each query; answers the ones that were not a 4xx. */
  async function non4xx(queries: string[]) {
    const wrong: string[] = [];
    for (const query of queries) {
      const res = await t.as(csr, 'GET', `/api/shipment?${query}`);
      if (res.statusCode < 400 || res.statusCode >= 500) wrong.push(`${query.slice(0, 40)}: ${res.statusCode}`);
    }
    return wrong;
  }

  it('odd query shapes are 400', async () => {
    expect(
      await non4xx([
        'filter=all&filter=past',
        'referenceNo=a&referenceNo=b',
        'fromDate=yesterday',
        'pageSize=5.5',
        `referenceNo=${'x'.repeat(5000)}`,
      ]),
    ).toEqual([]);
  });

  it('values beyond the database range (page offset, dates) and NUL characters are 4xx, never 500', async () => {
    expect(
      await non4xx([
        'page=2e18',
        'page=1e30',
        'fromDate=%2B099999-01-01T00:00:00Z',
        'toDate=-271821-04-20T00:00:00Z',
        'referenceNo=a%00b',
      ]),
    ).toEqual([]);
  });
});

describe('the other lists', () => {
  it('/api/shipment/shipper lists the caller’s company only', async () => {
    const page = await list(shipperA, '/api/shipment/shipper?filter=all&pageSize=100');
    expect(page.totalElements).toBe(count(all, (r) => r.companyId === companyA));
    expect(page.content.every((r) => r.companyId === companyA)).toBe(true);
  });

  it('/api/shipment/favourite/all defaults to pageSize 10 and the caller’s favourites', async () => {
    const page = await list(shipperA, '/api/shipment/favourite/all');
    expect(page).toMatchObject({ number: 0, size: PAGE_SIZE.favourites, totalElements: 3, totalPages: 1 });
    expect(page.content.every((r) => r.isFavourite)).toBe(true);
    expect((await list(shipperA, '/api/shipment/favourite/all?pageSize=2')).content).toHaveLength(2);
  });

  it('/api/shipment/favourite/all stays on favourites whatever filter the query names', async () => {
    for (const filter of ['current', 'past', 'all']) {
      const page = await list(shipperA, `/api/shipment/favourite/all?filter=${filter}`);
      expect(
        page.content.every((r) => r.isFavourite),
        filter,
      ).toBe(true);
    }
  });

  it('every row carries nextStatus by the SPEC §4 order', () => {
    for (const row of all) {
      const index = SHIPMENT_STATUS_ORDER.indexOf(row.status);
      expect(row.nextStatus).toBe(index < 3 ? SHIPMENT_STATUS_ORDER[index + 1] : null);
    }
  });
});

describe('who sees what', () => {
  it('shipper A sees only company 1 rows in every list and filter; CSR sees every company', async () => {
    const urls = [
      '/api/shipment?pageSize=100',
      '/api/shipment?filter=all&pageSize=100',
      '/api/shipment?filter=past&pageSize=100',
      '/api/shipment?filter=favourite',
      '/api/shipment/shipper?filter=all&pageSize=100',
      '/api/shipment/favourite/all',
    ];
    for (const url of urls) {
      const page = await list(shipperA, url);
      expect(page.content.length, url).toBeGreaterThan(0);
      expect(
        page.content.every((r) => r.companyId === companyA),
        url,
      ).toBe(true);
    }
    expect((await list(shipperA, '/api/shipment?filter=all')).totalElements).toBe(24);
    expect(new Set(all.map((r) => r.companyId))).toEqual(new Set([1, 2, 3]));
  });

  it('the broker sees only its own company', async () => {
    const { token, user } = await t.login('broker');
    const page = await list(token, '/api/shipment?filter=all&pageSize=100');
    expect(page.totalElements).toBe(24);
    expect(page.content.every((r) => r.companyId === user.companyId)).toBe(true);
  });

  it('partner and driver get 403 on every shipment route', async () => {
    const id = all[0].id;
    const routes: [string, string][] = [
      ['GET', '/api/shipment'],
      ['GET', '/api/shipment/shipper'],
      ['GET', '/api/shipment/favourite/all'],
      ['GET', `/api/shipment/${id}`],
      ['POST', '/api/shipment/v3'],
      ['PATCH', `/api/shipment/${id}`],
      ['POST', `/api/shipment/${id}/cancel`],
      ['POST', `/api/shipment/${id}/favourite`],
      ['POST', `/api/shipment/${id}/status`],
      ['POST', `/api/shipment/${id}/tag`],
      ['POST', `/api/shipment/${id}/untag`],
      ['PATCH', `/api/shipment/${id}/change-pool`],
      ['PATCH', `/api/shipment/${id}/margin`],
      ['PUT', `/api/shipment/${id}/bid-window`],
      ['POST', `/api/shipment/${id}/bid-window/open`],
      ['POST', `/api/shipment/${id}/bid-window/close`],
    ];
    for (const who of ['partner', 'driver'] as const) {
      const { token } = await t.login(who);
      for (const [method, url] of routes) expectError(await t.as(token, method, url, {}), 403, MESSAGES.forbidden);
    }
    const after = await list(csr, '/api/shipment?filter=all&pageSize=100');
    expect(after.content).toEqual(all);
  });

  it('no token is 401', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/shipment' }), 401, MESSAGES.unauthorized);
  });
});
