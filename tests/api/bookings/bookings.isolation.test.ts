import type { LightMyRequestResponse } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';
import { hashPassword } from '../../../server/auth/passwords';
import { bids, bookingPositions, bookings, documents, drivers, users, vehicles } from '../../../server/db/schema';
import { DEMO_PASSWORD, expectError, SECRETS, testAppPerFile, type DemoKey } from '../testApp';
import { validShipment } from '../shipmentFixtures';
import { multipart } from '../multipart';

/**
 * SPEC §6 on every booking route: a shipper sees its company's bookings, a partner the ones it
 * carries, a driver the ones it drives; anything else is 404 (never a hint that it exists), and a
 * caller of the wrong kind is 403. Nothing a refused call touches changes.
 */
const t = testAppPerFile();

type Who = DemoKey | 'partner2';
interface Fixture {
  shipmentId: number;
  bidId: number;
  bookingId: number;
  documentId: number;
}

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const token = {} as Record<Who, string>;
let demoPartnerId: number;
const ids = { aslam: 0, abbas: 0, flatbed: 0, partner2: 0, partner2Driver: 0, partner2Flatbed: 0 };
/** ofA: company A, demo partner, driver Abbas. ofB: company B, demo partner, the demo driver (Aslam). ofBroker: the broker's. ofPartner2: company A, the second partner. */
const fx = {} as Record<'ofA' | 'ofB' | 'ofBroker' | 'ofPartner2', Fixture>;

/** Who may see which fixture. */
const VISIBLE: Record<Who, (keyof typeof fx)[]> = {
  csr: ['ofA', 'ofB', 'ofBroker', 'ofPartner2'],
  shipperA: ['ofA', 'ofPartner2'],
  shipperB: ['ofB'],
  broker: ['ofBroker'],
  partner: ['ofA', 'ofB', 'ofBroker'],
  partner2: ['ofPartner2'],
  driver: ['ofB'],
};
const EVERYONE = Object.keys(VISIBLE) as Who[];

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'shipperB', 'broker', 'partner', 'driver'] as const) {
    const login = await t.login(who);
    token[who] = login.token;
    if (who === 'partner') demoPartnerId = login.user.id;
  }
  const { db } = t.database;
  [{ id: ids.aslam }] = await db.select().from(drivers).where(eq(drivers.fullName, 'Muhammad Aslam'));
  [{ id: ids.abbas }] = await db.select().from(drivers).where(eq(drivers.fullName, 'Ghulam Abbas'));
  [{ id: ids.flatbed }] = await db
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.partnerId, demoPartnerId),
        eq(vehicles.vehicleTypeId, VEHICLE_TYPE.FLATBED),
        eq(vehicles.status, 'VERIFIED'),
      ),
    );
  const [user] = await db
    .insert(users)
    .values({
      userType: USER_TYPE.PARTNER,
      fullName: 'Second Carrier',
      phoneNumber: '03049990002',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  ids.partner2 = user.id;
  [{ id: ids.partner2Driver }] = await db
    .insert(drivers)
    .values({
      partnerId: user.id,
      fullName: 'Other Driver',
      phoneNumber: '03059990002',
      cnic: '3520299990002',
      licenseNumber: 'LHR-DL-999002',
      status: 'VERIFIED',
    })
    .returning();
  [{ id: ids.partner2Flatbed }] = await db
    .insert(vehicles)
    .values({
      partnerId: user.id,
      registrationNumber: 'OTH-0002',
      vehicleTypeId: VEHICLE_TYPE.FLATBED,
      status: 'VERIFIED',
    })
    .returning();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { phoneNumber: '03049990002', password: DEMO_PASSWORD, clientSecret: SECRETS.partner, isEmail: false },
  });
  expect(login.statusCode, login.body).toBe(200);
  token.partner2 = login.json().data.auth.token;

  fx.ofA = await fixture(1, demoPartnerId, ids.abbas, ids.flatbed);
  fx.ofB = await fixture(2, demoPartnerId, ids.aslam, ids.flatbed);
  fx.ofBroker = await fixture(3, demoPartnerId, ids.abbas, ids.flatbed);
  fx.ofPartner2 = await fixture(1, ids.partner2, ids.partner2Driver, ids.partner2Flatbed);
});

/** A booking of the company for the partner, with a driver, a document and a position; its shipment still needs one more vehicle. */
async function fixture(companyId: number, partnerId: number, driverId: number, vehicleId: number): Promise<Fixture> {
  const created = await t.as(
    token.csr,
    'POST',
    '/api/shipment/v3',
    validShipment({ companyId, shipperRate: 120_000, contractAmount: 150_000 }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const shipmentId = created.json().data.id;
  const placed = await t.as(token.csr, 'POST', '/api/bid', { shipmentId, amount: 100_000, partnerId });
  const accepted = await t.as(token.csr, 'POST', `/api/bid/${placed.json().data.id}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  const bookingId = accepted.json().data.bookings[0].id;
  expect(
    (await t.as(token.csr, 'POST', `/api/booking/${bookingId}/assign-driver`, { driverId, vehicleId })).statusCode,
  ).toBe(200);
  expect(
    (await t.as(token.csr, 'POST', '/api/digitize/v1', { bookingId, latitude: 24.86, longitude: 67 })).statusCode,
  ).toBe(201);
  const upload = await uploadAs('csr', bookingId);
  expect(upload.statusCode, upload.body).toBe(201);
  return { shipmentId, bidId: placed.json().data.id, bookingId, documentId: upload.json().data.id };
}
function uploadAs(who: Who, bookingId: number) {
  const { payload, contentType } = multipart([
    { name: 'bookingId', value: String(bookingId) },
    { name: 'documentTypeId', value: '2' },
    { name: 'file', fileName: 'pod.pdf', contentType: 'application/pdf', content: PDF },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/bookingDocument/upload',
    payload,
    headers: { authorization: `Bearer ${token[who]}`, 'content-type': contentType },
  });
}
const as = (who: Who, method: string, url: string, payload?: unknown) => t.as(token[who], method, url, payload);

/** Everything a refused call could have changed about a fixture. */
async function snapshot(f: Fixture) {
  const { db } = t.database;
  return {
    booking: await db.select().from(bookings).where(eq(bookings.id, f.bookingId)),
    bids: await db.select().from(bids).where(eq(bids.shipmentId, f.shipmentId)),
    documents: await db.select({ id: documents.id }).from(documents).where(eq(documents.bookingId, f.bookingId)),
    positions: await db
      .select({ id: bookingPositions.id })
      .from(bookingPositions)
      .where(eq(bookingPositions.bookingId, f.bookingId)),
  };
}

const readRoutes = (f: Fixture) => [
  `/api/booking/${f.bookingId}`,
  `/api/bid/booking/${f.bookingId}`,
  `/api/booking/v3/pricing/${f.bookingId}`,
  `/api/tracking/bookingLocation/${f.bookingId}`,
  `/api/bookingDocument?bookingId=${f.bookingId}`,
  `/api/bookingDocument/${f.documentId}/download`,
];
const ARRANGERS: Who[] = ['csr', 'partner', 'partner2'];
const POSITION_RECORDERS: Who[] = ['csr', 'partner', 'partner2', 'driver'];

describe('every booking route, every caller, every fixture', () => {
  it.each(EVERYONE)('%s reads what it may see and gets 404 on the rest', async (who) => {
    for (const [key, f] of Object.entries(fx) as [keyof typeof fx, Fixture][]) {
      const visible = VISIBLE[who].includes(key);
      for (const url of readRoutes(f)) {
        const res = await as(who, 'GET', url);
        if (visible) expect(res.statusCode, `${who} GET ${url} (${key})`).toBe(200);
        else expectError(res, 404, MESSAGES.notFound);
      }
    }
  });

  it.each(EVERYONE)(
    '%s changing what it may not see: 404 (or 403 for the wrong kind of caller), and nothing changes',
    async (who) => {
      for (const [key, f] of Object.entries(fx) as [keyof typeof fx, Fixture][]) {
        if (VISIBLE[who].includes(key)) continue;
        const before = await snapshot(f);
        const expect404 = (res: LightMyRequestResponse) => expectError(res, 404, MESSAGES.notFound);
        const expectKind = (allowed: Who[]) => (res: LightMyRequestResponse) =>
          allowed.includes(who) ? expect404(res) : expectError(res, 403, MESSAGES.forbidden);
        expect404(await uploadAs(who, f.bookingId));
        expect404(await as(who, 'DELETE', `/api/bookingDocument/${f.documentId}`));
        expect404(await as(who, 'POST', `/api/booking/${f.bookingId}/status/2`, {}));
        expect404(await as(who, 'POST', `/api/booking/${f.bookingId}/status/13`, { reasonId: 21 }));
        expectKind(ARRANGERS)(
          await as(who, 'POST', `/api/booking/${f.bookingId}/assign-driver`, {
            driverId: ids.abbas,
            vehicleId: ids.flatbed,
          }),
        );
        expectKind(ARRANGERS)(
          await as(who, 'POST', `/api/booking/${f.bookingId}/reassign`, {
            driverId: ids.abbas,
            vehicleId: ids.flatbed,
            reason: 'Swap',
          }),
        );
        expectKind(ARRANGERS)(
          await as(who, 'POST', '/api/bid/v3/assign', {
            assignments: [{ bookingId: f.bookingId, driverId: ids.abbas, vehicleId: ids.flatbed }],
          }),
        );
        expectKind(POSITION_RECORDERS)(
          await as(who, 'POST', '/api/digitize/v1', { bookingId: f.bookingId, latitude: 25, longitude: 67 }),
        );
        expect(await snapshot(f), `${who} on ${key}`).toEqual(before);
      }
    },
  );

  it.each(EVERYONE)('%s lists only the bookings it may see', async (who) => {
    const res = await as(who, 'GET', '/api/booking?pageSize=100');
    expect(res.statusCode).toBe(200);
    const page = res.json().data as {
      totalElements: number;
      content: { id: number; companyId: number; partnerId: number; driverId: number | null }[];
    };
    const listed = new Set(page.content.map((b) => b.id));
    for (const [key, f] of Object.entries(fx) as [keyof typeof fx, Fixture][])
      expect(listed.has(f.bookingId), `${who} lists ${key}`).toBe(VISIBLE[who].includes(key));
    const rule: Record<Who, (b: (typeof page.content)[number]) => boolean> = {
      csr: () => true,
      shipperA: (b) => b.companyId === 1,
      shipperB: (b) => b.companyId === 2,
      broker: (b) => b.companyId === 3,
      partner: (b) => b.partnerId === demoPartnerId,
      partner2: (b) => b.partnerId === ids.partner2,
      driver: (b) => b.driverId === ids.aslam,
    };
    expect(page.content.every(rule[who])).toBe(true);
    if (who === 'partner2') expect(page.content.map((b) => b.id)).toEqual([fx.ofPartner2.bookingId]);
    if (who === 'driver') {
      const driven = await t.database.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.driverId, ids.aslam));
      expect(page.totalElements).toBe(driven.length);
    }
  });
});

describe('bids across companies and partners', () => {
  it('shipper A gets 404 on company B’s bids: accept, reject, backout; nothing moves', async () => {
    const placed = await as('partner', 'POST', '/api/bid', { shipmentId: fx.ofB.shipmentId, amount: 110_000 });
    const bidId = placed.json().data.id;
    expectError(await as('shipperA', 'POST', `/api/bid/${bidId}/accept`, {}), 404, MESSAGES.notFound);
    expectError(await as('shipperA', 'POST', `/api/bid/${bidId}/reject`, { reasonId: 11 }), 404, MESSAGES.notFound);
    expectError(await as('shipperA', 'POST', `/api/bid/${bidId}/backout`, { reasonId: 1 }), 404, MESSAGES.notFound);
    expectError(await as('broker', 'POST', `/api/bid/${bidId}/accept`, {}), 404, MESSAGES.notFound);
    // Another partner cannot back out of, or acknowledge, the demo partner's bid.
    expectError(await as('partner2', 'POST', `/api/bid/${bidId}/backout`, { reasonId: 1 }), 404, MESSAGES.notFound);
    expectError(await as('partner2', 'POST', `/api/bid/${fx.ofA.bidId}/acknowledge`, {}), 404, MESSAGES.notFound);
    expectError(await as('driver', 'POST', `/api/bid/${bidId}/backout`, { reasonId: 1 }), 404, MESSAGES.notFound);
    expect((await t.database.db.select().from(bids).where(eq(bids.id, bidId)))[0].status).toBe('CREATED');
    expect((await as('shipperB', 'POST', `/api/bid/${bidId}/reject`, { reasonId: 13 })).statusCode).toBe(200);
  });

  it('a shipper, broker or driver cannot bid (403); a partner or driver cannot accept or reject (403)', async () => {
    for (const who of ['shipperA', 'shipperB', 'broker', 'driver'] as const) {
      expectError(
        await as(who, 'POST', '/api/bid', { shipmentId: fx.ofA.shipmentId, amount: 100_000 }),
        403,
        MESSAGES.forbidden,
      );
    }
    const placed = await as('partner2', 'POST', '/api/bid', { shipmentId: fx.ofA.shipmentId, amount: 100_000 });
    expect(placed.statusCode).toBe(201);
    const bidId = placed.json().data.id;
    for (const who of ['partner', 'partner2', 'driver'] as const) {
      expectError(await as(who, 'POST', `/api/bid/${bidId}/accept`, {}), 403, MESSAGES.forbidden);
      expectError(await as(who, 'POST', `/api/bid/${bidId}/reject`, { reasonId: 11 }), 403, MESSAGES.forbidden);
    }
    const rows = await t.database.db
      .select()
      .from(bids)
      .where(inArray(bids.id, [bidId]));
    expect(rows[0].status).toBe('CREATED');
  });

  it('each partner lists only its own bids', async () => {
    const mine = (await as('partner2', 'GET', '/api/bid/partner')).json().data as { partnerId: number }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((b) => b.partnerId === ids.partner2)).toBe(true);
    const demo = (await as('partner', 'GET', '/api/bid/partner')).json().data as { partnerId: number }[];
    expect(demo.every((b) => b.partnerId === demoPartnerId)).toBe(true);
  });

  it('bids per booking: the partner sees only its own booking’s bid, never a rival’s', async () => {
    const rival = await as('partner2', 'POST', '/api/bid', { shipmentId: fx.ofB.shipmentId, amount: 99_000 });
    expect(rival.statusCode).toBe(201);
    const forPartner = (await as('partner', 'GET', `/api/bid/booking/${fx.ofB.bookingId}`)).json().data as {
      id: number;
    }[];
    expect(forPartner.map((b) => b.id)).toEqual([fx.ofB.bidId]);
    const forDriver = (await as('driver', 'GET', `/api/bid/booking/${fx.ofB.bookingId}`)).json().data as {
      id: number;
    }[];
    expect(forDriver.map((b) => b.id)).toEqual([fx.ofB.bidId]);
    const forShipper = (await as('shipperB', 'GET', `/api/bid/booking/${fx.ofB.bookingId}`)).json().data as {
      id: number;
    }[];
    expect(forShipper.map((b) => b.id)).toContain(rival.json().data.id);
  });
});

describe('pricing per caller', () => {
  it('staff see the shipper amount, contract amount and margin; the shipper only its side; the partner and the driver never', async () => {
    const url = `/api/booking/v3/pricing/${fx.ofB.bookingId}`;
    expect((await as('csr', 'GET', url)).json().data).toMatchObject({
      amount: 100_000,
      shipperAmount: 150_000,
      contractAmount: 150_000,
      margin: 50_000,
    });
    const shipper = (await as('shipperB', 'GET', url)).json().data;
    expect(shipper).toMatchObject({ shipperAmount: 150_000 });
    for (const hidden of ['amount', 'bidAmount', 'advanceAmount', 'remainderAmount', 'margin', 'contractAmount'])
      expect(shipper).not.toHaveProperty(hidden);
    for (const who of ['partner', 'driver'] as const) {
      const data = (await as(who, 'GET', url)).json().data;
      expect(data).toEqual({
        bookingId: fx.ofB.bookingId,
        amount: 100_000,
        bidAmount: 100_000,
        bidCategoryTypeId: 1,
        advanceAmount: 70_000,
        remainderAmount: 30_000,
      });
      for (const hidden of ['shipperAmount', 'contractAmount', 'margin']) expect(data).not.toHaveProperty(hidden);
    }
    const other = (await as('partner2', 'GET', `/api/booking/v3/pricing/${fx.ofPartner2.bookingId}`)).json().data;
    expect(other).not.toHaveProperty('margin');
  });
});

describe('the shipper list and the status moves are shipper-scoped', () => {
  it('/booking/shipper: only shippers and brokers, each only its company', async () => {
    for (const who of ['csr', 'partner', 'partner2', 'driver'] as const)
      expectError(await as(who, 'GET', '/api/booking/shipper'), 403, MESSAGES.forbidden);
    const a = (await as('shipperA', 'GET', '/api/booking/shipper?pageSize=100')).json().data.content as {
      id: number;
      companyId: number;
    }[];
    expect(a.every((b) => b.companyId === 1)).toBe(true);
    expect(a.map((b) => b.id)).toEqual(expect.arrayContaining([fx.ofA.bookingId, fx.ofPartner2.bookingId]));
    expect(a.map((b) => b.id)).not.toContain(fx.ofB.bookingId);
  });

  it('a shipper may not move its own booking’s status (403)', async () => {
    const before = await snapshot(fx.ofA);
    for (const code of [2, 13])
      expectError(
        await as('shipperA', 'POST', `/api/booking/${fx.ofA.bookingId}/status/${code}`, { reasonId: 21 }),
        403,
        MESSAGES.forbidden,
      );
    expect(await snapshot(fx.ofA)).toEqual(before);
  });
});
