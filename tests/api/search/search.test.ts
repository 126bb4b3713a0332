import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import type { SearchHit } from '#domain/records/search';
import { expectError, testAppPerFile } from '../testApp';

/** GET /api/search: every list's records by a part of their texts (or a near miss), each scoped as its list is. */
const t = testAppPerFile();

let csr: string;
let shipperA: string;
let partner: string;
let companyA: number;
const hits = async (token: string, q: string): Promise<SearchHit[]> => {
  const res = await t.as(token, 'GET', `/api/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const list = async <T>(token: string, url: string): Promise<T[]> => (await t.as(token, 'GET', url)).json().data.content;

beforeAll(async () => {
  csr = (await t.login('csr')).token;
  const a = await t.login('shipperA');
  shipperA = a.token;
  companyA = a.user.companyId!;
  partner = (await t.login('partner')).token;
});

describe('GET /api/search', () => {
  it('a term of 2 to 100 characters, else 400 with its text', async () => {
    for (const q of ['', 'a', ' b ', 'x'.repeat(101)])
      expectError(await t.as(csr, 'GET', `/api/search?q=${encodeURIComponent(q)}`), 400, MESSAGES.searchTermLength);
    expectError(await t.as(csr, 'GET', '/api/search'), 400, MESSAGES.searchTermLength);
  });

  it('finds a booking by a part of its reference, with the page that opens it; a hit holds nothing else', async () => {
    const [booking] = await list<{ id: number; code: string }>(csr, '/api/booking?pageSize=1');
    const found = await hits(csr, booking.code.slice(-5));
    expect(found).toContainEqual({
      group: 'bookings',
      id: booking.id,
      label: booking.code,
      path: `/bookings/${booking.id}/show`,
    });
    for (const hit of found) expect(Object.keys(hit).sort()).toEqual(['group', 'id', 'label', 'path']);
  });

  it('a near miss (a typo) still finds the record', async () => {
    const [driver] = await list<{ id: number; fullName: string }>(csr, '/api/drivers?pageSize=1');
    // One letter of the last word left out ("Ghulam Rasol" for "Ghulam Rasool").
    const name = driver.fullName;
    const at = name.length - 3;
    const typo = `${name.slice(0, at)}${name.slice(at + 1)}`;
    expect((await hits(csr, typo)).map((hit) => `${hit.group}:${hit.id}`)).toContain(`drivers:${driver.id}`);
  });

  it("a shipper finds its company's shipments and nothing of another company's, nor staff's lists", async () => {
    const shipments = await list<{ id: number; code: string; companyId: number }>(
      csr,
      '/api/shipment?filter=all&pageSize=100',
    );
    const own = shipments.find((s) => s.companyId === companyA)!;
    const other = shipments.find((s) => s.companyId !== companyA)!;
    expect((await hits(shipperA, own.code)).map((hit) => `${hit.group}:${hit.id}`)).toContain(`shipments:${own.id}`);
    // Near misses of its code among the shipper's own may come back; the other company's never does.
    const ofOther = await hits(shipperA, other.code);
    expect(ofOther.map((hit) => `${hit.group}:${hit.id}`)).not.toContain(`shipments:${other.id}`);
    expect(
      ofOther.every((hit) => hit.group === 'shipments' || hit.group === 'bookings' || hit.group === 'invoices'),
    ).toBe(true);
    // Staff find it, so the term does match something.
    expect((await hits(csr, other.code)).map((hit) => `${hit.group}:${hit.id}`)).toContain(`shipments:${other.id}`);
    // Phone numbers: staff find users and drivers by them (checked), a shipper none.
    expect((await hits(csr, '030')).some((hit) => hit.group === 'users')).toBe(true);
    const groups = new Set((await hits(shipperA, '030')).map((hit) => hit.group));
    for (const staffs of ['users', 'drivers', 'vehicles', 'company-groups', 'company-projects'])
      expect(groups.has(staffs as SearchHit['group'])).toBe(false);
  });

  it("a partner finds its own drivers and vehicles, and no other partner's", async () => {
    const drivers = await list<{ id: number; fullName: string; partnerId: number }>(csr, '/api/drivers?pageSize=100');
    const { user } = await t.login('partner');
    const own = drivers.find((d) => d.partnerId === user.id)!;
    const other = drivers.find((d) => d.partnerId !== user.id);
    expect((await hits(partner, own.fullName)).map((hit) => `${hit.group}:${hit.id}`)).toContain(`drivers:${own.id}`);
    if (other)
      expect((await hits(partner, other.fullName)).map((hit) => `${hit.group}:${hit.id}`)).not.toContain(
        `drivers:${other.id}`,
      );
  });

  describe('references: the held first, and short terms', () => {
    type Shipment = { id: number; code: string; referenceNumber: string | null; companyId: number };
    const shipmentIds = async (token: string, q: string) =>
      (await hits(token, q)).filter((hit) => hit.group === 'shipments').map((hit) => hit.id);
    /** The newest five of `shipments` whose reference or PO number holds `q` (any case). */
    const newestHolding = (shipments: Shipment[], q: string) =>
      shipments
        .filter((s) => `${s.code} ${s.referenceNumber ?? ''}`.toLowerCase().includes(q.toLowerCase()))
        .sort((a, b) => b.id - a.id)
        .slice(0, 5)
        .map((s) => s.id);
    let shipments: Shipment[];
    beforeAll(async () => {
      shipments = await list<Shipment>(csr, '/api/shipment?filter=all&pageSize=100');
    });

    it('a reference held by one record comes first, its near misses after it', async () => {
      const one = shipments[0];
      const found = await hits(csr, one.code);
      const ofShipments = found.filter((hit) => hit.group === 'shipments');
      expect(ofShipments[0]).toMatchObject({ id: one.id, label: expect.stringContaining(one.code) });
      // Fewer than five hold it, so the group is filled with near misses (SH-0000… of other digits).
      expect(ofShipments).toHaveLength(5);
      for (const hit of ofShipments.slice(1)) expect(hit.label).not.toContain(one.code);
      expect(found[0].group).toBe('shipments');
    });

    it('a term five or more records hold gives only those, newest first at equal rank', async () => {
      // "SH-00001" is held by SH-000010 … SH-000019, all alike for the trigrams.
      const expected = newestHolding(shipments, 'SH-00001');
      expect(expected).toHaveLength(5);
      expect(await shipmentIds(csr, 'SH-00001')).toEqual(expected);
    });

    it('a short term (no run of three letters or digits) finds the newest records holding it, in scope', async () => {
      for (const q of ['SH', 'sh-', 'SH-0', 'PO-2'])
        expect(await shipmentIds(csr, q), q).toEqual(newestHolding(shipments, q));
      const own = shipments.filter((s) => s.companyId === companyA);
      for (const q of ['SH', 'SH-0']) expect(await shipmentIds(shipperA, q), q).toEqual(newestHolding(own, q));
    });
  });
});
