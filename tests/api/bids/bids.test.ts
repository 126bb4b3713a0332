import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { BID_CATEGORY_TYPE, DEFAULT_BID_LIMITS, SHIPMENT_TYPE } from '#domain/bidding';
import { BID_MOVES, BID_STATUS, BOOKING_STATUS, type BidStatus } from '#domain/bookings';
import { VEHICLE_TYPE, VEHICLE_TYPES } from '#domain/vehicleTypes';
import { bidLimitMessage } from '#domain/schemas/bookings';
import { bids, bookings, shipments } from '../../../server/db/schema';
import type { BidLimitRecord, BidRecord, PartnerBidRecord } from '#domain/records/bids';
import type { BookingRecord } from '#domain/records/bookings';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';
import { HOUR, validShipment } from '../shipmentFixtures';

/** SPEC §7 bids and SPEC §9 bid limits: placing, limits, the bidding window, the auto rules and every move. */
const t = testAppPerFile();

interface Shipment {
  id: number;
  code: string;
  companyId: number;
  status: string;
  vehicleCount: number;
  bidWindowOpen: boolean;
}
const token: Partial<Record<DemoKey, string>> = {};
let csr: string;
let partnerId: number;
let seeded: Shipment[];

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'shipperB', 'broker', 'driver'] as const)
    token[who] = (await t.login(who)).token;
  const partner = await t.login('partner');
  token.partner = partner.token;
  partnerId = partner.user.id;
  csr = token.csr!;
  seeded = (await t.as(csr, 'GET', '/api/shipment?filter=all&pageSize=100')).json().data.content;
});

/** A fresh company-A shipment, created by the CSR. */
async function newShipment(overrides: Record<string, unknown> = {}): Promise<Shipment> {
  const res = await t.as(csr, 'POST', '/api/shipment/v3', validShipment({ companyId: 1, ...overrides }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const getShipment = async (id: number): Promise<Shipment> =>
  (await t.as(csr, 'GET', `/api/shipment/${id}`)).json().data;
const bid = (shipmentId: number, amount: number, extra: Record<string, unknown> = {}, who: DemoKey = 'partner') =>
  t.as(token[who]!, 'POST', '/api/bid', { shipmentId, amount, ...extra });
async function placed(shipmentId: number, amount: number, extra: Record<string, unknown> = {}): Promise<BidRecord> {
  const res = await bid(shipmentId, amount, extra);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const accept = (bidId: number, who: DemoKey = 'csr') => t.as(token[who]!, 'POST', `/api/bid/${bidId}/accept`, {});
const reject = (bidId: number, body: Record<string, unknown> = { reasonId: 11 }, who: DemoKey = 'csr') =>
  t.as(token[who]!, 'POST', `/api/bid/${bidId}/reject`, body);
const backout = (bidId: number, body: Record<string, unknown> = { reasonId: 1 }, who: DemoKey = 'partner') =>
  t.as(token[who]!, 'POST', `/api/bid/${bidId}/backout`, body);
const acknowledge = (bidId: number, who: DemoKey = 'partner') =>
  t.as(token[who]!, 'POST', `/api/bid/${bidId}/acknowledge`, {});
const bidRow = async (id: number) => (await t.database.db.select().from(bids).where(eq(bids.id, id)))[0];
const bookingsOf = (shipmentId: number) =>
  t.database.db.select().from(bookings).where(eq(bookings.shipmentId, shipmentId));
/** A bid in any status, written straight to the database (the API only makes CREATED ones). */
async function bidIn(shipmentId: number, status: BidStatus, amount = 100_000) {
  const [row] = await t.database.db
    .insert(bids)
    .values({ shipmentId, partnerId, amount, bidCategoryTypeId: 1, status })
    .returning();
  return row;
}
const loads = (weight: number) => [{ cityId: 1, address: 'Port Qasim, Berth 4', loads: [{ goodsTypeId: 2, weight }] }];
/** A spot, per-vehicle shipment of one vehicle type with a weight and variant that type carries. */
const ofType = (
  vehicleTypeId: number,
  vehicleTypeVariantId: number,
  weight: number,
  vehicleCount: number,
  minWeightPerVehicle: number | undefined,
  maxWeightPerVehicle: number,
) => ({
  vehicleTypeId,
  vehicleTypeVariantId,
  weight,
  vehicleCount,
  minWeightPerVehicle,
  maxWeightPerVehicle,
  pickupLocations: loads(weight),
});

describe('GET /api/bid-limit', () => {
  it('answers the SPEC §9 rows with the SPEC §3 field names, vehcileType spelt so', async () => {
    const res = await t.as(csr, 'GET', '/api/bid-limit');
    expect(res.statusCode).toBe(200);
    const rows: BidLimitRecord[] = res.json().data;
    expect(rows.map(({ id: _id, version: _version, ...row }) => row)).toEqual(
      DEFAULT_BID_LIMITS.map((limit) => ({
        ...limit,
        shipmentType: Object.entries(SHIPMENT_TYPE).find(([, id]) => id === limit.shipmentCategoryTypeId)?.[0],
        bidCategoryType: limit.bidCategoryTypeId === BID_CATEGORY_TYPE.PER_TONNE ? 'PER_TONNE' : 'PER_VEHICLE',
        vehcileType: VEHICLE_TYPES.find((v) => v.id === limit.vehicleTypeId)?.name ?? 'ANY',
      })),
    );
    expect(Object.keys(rows[0]).sort()).toEqual([
      'bidCategoryType',
      'bidCategoryTypeId',
      'id',
      'maxAmount',
      'minAmount',
      'shipmentCategoryTypeId',
      'shipmentType',
      'vehcileType',
      'vehicleTypeId',
      'version',
    ]);
  });
  it('without a token it is 401', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/bid-limit' }), 401, MESSAGES.unauthorized);
  });
});

describe('SPEC §9 bid limits at and beyond their boundaries', () => {
  const cases: { name: string; shipment: Record<string, unknown>; min: number; max: number }[] = [
    {
      name: 'CONTRACTUAL, per tonne',
      shipment: {
        shipmentCategoryTypeId: SHIPMENT_TYPE.CONTRACTUAL,
        bidCategoryTypeId: BID_CATEGORY_TYPE.PER_TONNE,
        contractAmount: 500_000,
      },
      min: 1000,
      max: 8000,
    },
    {
      name: 'Containerized, per vehicle',
      shipment: ofType(VEHICLE_TYPE.CONTAINERIZED, 2, 25, 1, 15, 30),
      min: 30_000,
      max: 450_000,
    },
    { name: 'Flatbed, per vehicle', shipment: {}, min: 30_000, max: 450_000 },
    {
      name: 'Halfbody, per vehicle',
      shipment: ofType(VEHICLE_TYPE.HALFBODY, 9, 20, 1, 15, 25),
      min: 30_000,
      max: 450_000,
    },
    { name: 'Mazda, per vehicle', shipment: ofType(VEHICLE_TYPE.MAZDA, 12, 5, 1, 4, 6), min: 30_000, max: 450_000 },
    {
      name: 'Shehzore, per vehicle',
      shipment: ofType(VEHICLE_TYPE.SHEHZORE, 16, 2, 1, 1.5, 2.5),
      min: 30_000,
      max: 450_000,
    },
    { name: 'Reefer, per vehicle', shipment: ofType(VEHICLE_TYPE.REEFER, 18, 20, 1, 8, 22), min: 30_000, max: 450_000 },
    // Suzuki pickups carry under a tonne: 1 t (the least a shipment weighs) on two Ravi pickups of 0.5–0.8 t.
    { name: 'Suzuki, per vehicle', shipment: ofType(VEHICLE_TYPE.SUZUKI, 14, 1, 2, 0.5, 0.8), min: 1000, max: 8000 },
  ];

  it.each(cases)(
    '$name: $min and $max are taken, one less and one more refused with the row’s numbers',
    async ({ shipment: overrides, min, max }) => {
      const shipment = await newShipment(overrides);
      expectError(await bid(shipment.id, min - 1), 400, bidLimitMessage(min, max));
      expect((await placed(shipment.id, min)).amount).toBe(min);
      expect((await placed(shipment.id, max)).amount).toBe(max);
      expectError(await bid(shipment.id, max + 1), 400, bidLimitMessage(min, max));
      // Staff bidding for a partner are held to the same row.
      expectError(await bid(shipment.id, max + 1, { partnerId }, 'csr'), 400, bidLimitMessage(min, max));
      const stored = await t.database.db.select().from(bids).where(eq(bids.shipmentId, shipment.id));
      expect(stored.map((b) => b.amount).sort((a, b) => a - b)).toEqual([min, max]);
    },
  );

  it('the SPEC texts name the numbers as SPEC writes them', () => {
    expect(bidLimitMessage(1000, 8000)).toBe('Bid amount must be between 1,000 and 8,000');
    expect(bidLimitMessage(30_000, 450_000)).toBe('Bid amount must be between 30,000 and 450,000');
  });

  it('an amount that is not a positive whole number, or missing fields, are refused before the limits', async () => {
    const shipment = await newShipment();
    expectError(await bid(shipment.id, 0), 400, MESSAGES.mustBePositive);
    expectError(await bid(shipment.id, -5), 400, MESSAGES.mustBePositive);
    expectError(await bid(shipment.id, 40_000.5), 400, MESSAGES.wholeNumber);
    expectError(
      await t.as(token.partner!, 'POST', '/api/bid', { shipmentId: shipment.id }),
      400,
      MESSAGES.fillRequired,
    );
    expectError(await t.as(token.partner!, 'POST', '/api/bid', { amount: 40_000 }), 400, MESSAGES.fillRequired);
    expectError(await bid(shipment.id, 40_000, { vehicleCount: 0 }), 400, MESSAGES.mustBePositive);
    expectError(await bid(999_999, 40_000), 400, MESSAGES.notFound);
    expect(await bookingsOf(shipment.id)).toEqual([]);
    expect(await t.database.db.select().from(bids).where(eq(bids.shipmentId, shipment.id))).toEqual([]);
  });
});

describe('PUT /api/bid-limit/:id', () => {
  it('moves the boundary: the changed row decides the next bid, and the old numbers no longer do', async () => {
    const rows: BidLimitRecord[] = (await t.as(csr, 'GET', '/api/bid-limit')).json().data;
    const flatbed = rows.find((r) => r.vehicleTypeId === VEHICLE_TYPE.FLATBED)!;
    const shipment = await newShipment();
    try {
      const res = await t.as(csr, 'PUT', `/api/bid-limit/${flatbed.id}`, { minAmount: 40_000, maxAmount: 50_000 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        ...flatbed,
        minAmount: 40_000,
        maxAmount: 50_000,
        version: flatbed.version + 1,
      });
      expectError(await bid(shipment.id, 30_000), 400, bidLimitMessage(40_000, 50_000));
      expectError(await bid(shipment.id, 39_999), 400, bidLimitMessage(40_000, 50_000));
      expect((await placed(shipment.id, 40_000)).amount).toBe(40_000);
      expect((await placed(shipment.id, 50_000)).amount).toBe(50_000);
      expectError(await bid(shipment.id, 50_001), 400, bidLimitMessage(40_000, 50_000));
      expectError(await bid(shipment.id, 450_000), 400, bidLimitMessage(40_000, 50_000));
      // Only that row moved: a Halfbody shipment keeps 30,000–450,000.
      const halfbody = await newShipment(ofType(VEHICLE_TYPE.HALFBODY, 9, 20, 1, 15, 25));
      expect((await placed(halfbody.id, 450_000)).amount).toBe(450_000);
      const after: BidLimitRecord[] = (await t.as(csr, 'GET', '/api/bid-limit')).json().data;
      expect(after.find((r) => r.id === flatbed.id)).toMatchObject({
        minAmount: 40_000,
        maxAmount: 50_000,
        vehcileType: 'Flatbed',
      });
    } finally {
      expect(
        (await t.as(csr, 'PUT', `/api/bid-limit/${flatbed.id}`, { minAmount: 30_000, maxAmount: 450_000 })).statusCode,
      ).toBe(200);
    }
    expect((await placed(shipment.id, 450_000)).amount).toBe(450_000);
  });

  it('the contractual per-tonne row moves too', async () => {
    const rows: BidLimitRecord[] = (await t.as(csr, 'GET', '/api/bid-limit')).json().data;
    const contractual = rows.find((r) => r.shipmentCategoryTypeId === SHIPMENT_TYPE.CONTRACTUAL)!;
    const shipment = await newShipment({
      shipmentCategoryTypeId: SHIPMENT_TYPE.CONTRACTUAL,
      bidCategoryTypeId: BID_CATEGORY_TYPE.PER_TONNE,
      contractAmount: 500_000,
    });
    try {
      expect(
        (await t.as(csr, 'PUT', `/api/bid-limit/${contractual.id}`, { minAmount: 2000, maxAmount: 2500 })).statusCode,
      ).toBe(200);
      expectError(await bid(shipment.id, 1000), 400, bidLimitMessage(2000, 2500));
      expect((await placed(shipment.id, 2500)).amount).toBe(2500);
      expectError(await bid(shipment.id, 2501), 400, bidLimitMessage(2000, 2500));
    } finally {
      await t.as(csr, 'PUT', `/api/bid-limit/${contractual.id}`, { minAmount: 1000, maxAmount: 8000 });
    }
  });

  it('refuses a max not above the min, bad numbers, an unknown row, and anyone but staff', async () => {
    const rows: BidLimitRecord[] = (await t.as(csr, 'GET', '/api/bid-limit')).json().data;
    const id = rows[1].id;
    expectError(
      await t.as(csr, 'PUT', `/api/bid-limit/${id}`, { minAmount: 5000, maxAmount: 5000 }),
      400,
      'Max amount must be greater than min amount',
    );
    expectError(
      await t.as(csr, 'PUT', `/api/bid-limit/${id}`, { minAmount: 6000, maxAmount: 5000 }),
      400,
      'Max amount must be greater than min amount',
    );
    expectError(
      await t.as(csr, 'PUT', `/api/bid-limit/${id}`, { minAmount: 0, maxAmount: 5000 }),
      400,
      MESSAGES.mustBePositive,
    );
    expectError(await t.as(csr, 'PUT', `/api/bid-limit/${id}`, { minAmount: 1000 }), 400, MESSAGES.fillRequired);
    expectError(
      await t.as(csr, 'PUT', '/api/bid-limit/999', { minAmount: 1000, maxAmount: 2000 }),
      404,
      MESSAGES.notFound,
    );
    for (const who of ['shipperA', 'broker', 'partner', 'driver'] as const) {
      expectError(
        await t.as(token[who]!, 'PUT', `/api/bid-limit/${id}`, { minAmount: 1, maxAmount: 2 }),
        403,
        MESSAGES.forbidden,
      );
    }
    expect((await t.as(csr, 'GET', '/api/bid-limit')).json().data).toEqual(rows);
  });
});

describe('POST /api/bid: who bids', () => {
  it('a partner bids for itself (a partnerId it sends is ignored), CREATED, with the shipment’s bid category', async () => {
    const shipment = await newShipment();
    const row = await placed(shipment.id, 120_000, { partnerId: 1, vehicleCount: 2 });
    expect(row).toMatchObject({
      shipmentId: shipment.id,
      partnerId,
      amount: 120_000,
      vehicleCount: 2,
      bidCategoryTypeId: BID_CATEGORY_TYPE.PER_VEHICLE,
      status: BID_STATUS.CREATED,
      reasonId: null,
      reason: null,
    });
    const mine: PartnerBidRecord[] = (await t.as(token.partner!, 'GET', '/api/bid/partner')).json().data;
    expect(mine[0]).toMatchObject({ id: row.id, shipmentCode: shipment.code });
    expect(mine.every((b) => b.partnerId === partnerId)).toBe(true);
  });

  it('staff bid for a partner they name; a missing or non-partner partnerId is 400 invalidPartner', async () => {
    const shipment = await newShipment();
    const res = await bid(shipment.id, 100_000, { partnerId }, 'csr');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ partnerId, status: BID_STATUS.CREATED });
    const shipperAId = (await t.login('shipperA')).user.id;
    expectError(await bid(shipment.id, 100_000, {}, 'csr'), 400, MESSAGES.invalidPartner);
    expectError(await bid(shipment.id, 100_000, { partnerId: shipperAId }, 'csr'), 400, MESSAGES.invalidPartner);
    expectError(await bid(shipment.id, 100_000, { partnerId: 999_999 }, 'csr'), 400, MESSAGES.invalidPartner);
  });

  it('shippers, brokers and drivers may not bid (403); nothing is stored', async () => {
    const shipment = await newShipment();
    for (const who of ['shipperA', 'shipperB', 'broker', 'driver'] as const)
      expectError(await bid(shipment.id, 100_000, {}, who), 403, MESSAGES.forbidden);
    expect(await t.database.db.select().from(bids).where(eq(bids.shipmentId, shipment.id))).toEqual([]);
    for (const who of ['shipperA', 'csr', 'driver'] as const)
      expectError(await t.as(token[who]!, 'GET', '/api/bid/partner'), 403, MESSAGES.forbidden);
  });
});

describe('the bidding window', () => {
  it('closed by staff: 409 bidWindowClosed; opened again, bids are taken', async () => {
    const shipment = await newShipment();
    expect((await t.as(csr, 'POST', `/api/shipment/${shipment.id}/bid-window/close`)).statusCode).toBe(200);
    expectError(await bid(shipment.id, 100_000), 409, MESSAGES.bidWindowClosed);
    expectError(await bid(shipment.id, 100_000, { partnerId }, 'csr'), 409, MESSAGES.bidWindowClosed);
    expect((await t.as(csr, 'POST', `/api/shipment/${shipment.id}/bid-window/open`)).statusCode).toBe(200);
    expect((await placed(shipment.id, 100_000)).status).toBe(BID_STATUS.CREATED);
  });

  it('the window is checked before the limits: an out-of-limit bid on a closed window is 409', async () => {
    const shipment = await newShipment();
    await t.as(csr, 'POST', `/api/shipment/${shipment.id}/bid-window/close`);
    expectError(await bid(shipment.id, 1), 409, MESSAGES.bidWindowClosed);
  });

  it('a shipment past dispatch or cancelled takes no bids, even with the window flag still open', async () => {
    for (const status of ['TRANSIT', 'DELIVERED', 'CANCELLED', 'PARTIALLY_FULFILLED'] as const) {
      const s = seeded.find((row) => row.status === status)!;
      expectError(await bid(s.id, 100_000), 409, MESSAGES.bidWindowClosed);
      const fresh = await newShipment();
      await t.database.db.update(shipments).set({ status, bidWindowOpen: true }).where(eq(shipments.id, fresh.id));
      expectError(await bid(fresh.id, 100_000), 409, MESSAGES.bidWindowClosed);
    }
    const cancelled = await newShipment();
    expect(
      (
        await t.as(csr, 'POST', `/api/shipment/${cancelled.id}/cancel`, {
          cancellationType: 1,
          reason: 'Shipper withdrew',
        })
      ).statusCode,
    ).toBe(200);
    expectError(await bid(cancelled.id, 100_000), 409, MESSAGES.bidWindowClosed);
  });

  it('a DISPATCH_STARTED shipment with its window open still takes bids', async () => {
    const fresh = await newShipment();
    await t.database.db.update(shipments).set({ status: 'DISPATCH_STARTED' }).where(eq(shipments.id, fresh.id));
    expect((await placed(fresh.id, 100_000)).status).toBe(BID_STATUS.CREATED);
  });

  it('a window with a closing time takes bids until then, and none once that time has passed', async () => {
    const shipment = await newShipment();
    const closesAt = new Date(Date.now() + HOUR).toISOString();
    expect(
      (await t.as(csr, 'PUT', `/api/shipment/${shipment.id}/bid-window`, { open: true, closesAt })).statusCode,
    ).toBe(200);
    expect((await placed(shipment.id, 100_000)).status).toBe(BID_STATUS.CREATED);
    await t.database.db
      .update(shipments)
      .set({ bidWindowClosesAt: new Date(Date.now() - 1000) })
      .where(eq(shipments.id, shipment.id));
    expectError(await bid(shipment.id, 100_000), 409, MESSAGES.bidWindowClosed);
  });
});

describe('auto rules of a new bid (acceptAutoBid, autoNegotiate)', () => {
  it('acceptAutoBid accepts a bid at or below the shipper rate while vehicles remain; the rest stay open', async () => {
    const shipment = await newShipment({ acceptAutoBid: true, shipperRate: 100_000 });
    const atRate = await placed(shipment.id, 100_000);
    expect(atRate.status).toBe(BID_STATUS.ACCEPTED);
    expect((await bookingsOf(shipment.id)).map((b) => [b.bidId, b.amount, b.status])).toEqual([
      [atRate.id, 100_000, BOOKING_STATUS.CREATED],
    ]);
    expect((await placed(shipment.id, 100_001)).status).toBe(BID_STATUS.CREATED);
    // Two vehicles where one is left: it cannot be booked, so it waits for staff.
    expect((await placed(shipment.id, 80_000, { vehicleCount: 2 })).status).toBe(BID_STATUS.CREATED);
    expect((await getShipment(shipment.id)).bidWindowOpen).toBe(true);
    const last = await placed(shipment.id, 50_000);
    expect(last.status).toBe(BID_STATUS.ACCEPTED);
    expect(await bookingsOf(shipment.id)).toHaveLength(2);
    // The last vehicle booked closes the window.
    expect((await getShipment(shipment.id)).bidWindowOpen).toBe(false);
    expectError(await bid(shipment.id, 40_000), 409, MESSAGES.bidWindowClosed);
  });

  it('without acceptAutoBid, or without a shipper rate, a low bid stays CREATED', async () => {
    for (const overrides of [{ shipperRate: 100_000 }, { acceptAutoBid: true }]) {
      const shipment = await newShipment(overrides);
      expect((await placed(shipment.id, 30_000)).status).toBe(BID_STATUS.CREATED);
      expect(await bookingsOf(shipment.id)).toEqual([]);
    }
  });

  it('autoNegotiate rejects a bid above the max shipper rate with the kind-2 reason; at the max it stays open', async () => {
    const shipment = await newShipment({
      autoNegotiate: true,
      shipperRate: 100_000,
      minShipperRate: 90_000,
      maxShipperRate: 120_000,
    });
    const above = await placed(shipment.id, 120_001);
    expect(above).toMatchObject({
      status: BID_STATUS.REJECTED,
      reasonKind: 2,
      reasonId: 11,
      reason: 'Rate above the shipper rate',
    });
    expect((await placed(shipment.id, 120_000)).status).toBe(BID_STATUS.CREATED);
    // The partner may simply bid again, lower.
    expect((await placed(shipment.id, 110_000)).status).toBe(BID_STATUS.CREATED);
    expect(await bookingsOf(shipment.id)).toEqual([]);
  });

  it('autoNegotiate without a max rate holds bids to the shipper rate; without any rate it rejects nothing', async () => {
    const withRate = await newShipment({ autoNegotiate: true, shipperRate: 100_000 });
    expect((await placed(withRate.id, 100_001)).status).toBe(BID_STATUS.REJECTED);
    expect((await placed(withRate.id, 100_000)).status).toBe(BID_STATUS.CREATED);
    const noRate = await newShipment({ autoNegotiate: true });
    expect((await placed(noRate.id, 450_000)).status).toBe(BID_STATUS.CREATED);
  });

  it('both flags: above the max rejected, between rate and max open, at or below the rate accepted', async () => {
    const shipment = await newShipment({
      autoNegotiate: true,
      acceptAutoBid: true,
      shipperRate: 100_000,
      maxShipperRate: 120_000,
    });
    expect((await placed(shipment.id, 130_000)).status).toBe(BID_STATUS.REJECTED);
    expect((await placed(shipment.id, 110_000)).status).toBe(BID_STATUS.CREATED);
    expect((await placed(shipment.id, 100_000)).status).toBe(BID_STATUS.ACCEPTED);
    expect(await bookingsOf(shipment.id)).toHaveLength(1);
  });
});

describe('POST /api/bid/:id/accept', () => {
  it('books one vehicle per vehicle of the bid, with codes; a per-tonne bid is multiplied by each vehicle’s share', async () => {
    const shipment = await newShipment({
      shipmentCategoryTypeId: SHIPMENT_TYPE.CONTRACTUAL,
      bidCategoryTypeId: BID_CATEGORY_TYPE.PER_TONNE,
      contractAmount: 500_000,
    });
    const row = await placed(shipment.id, 4000, { vehicleCount: 2 });
    expect(row.bidCategoryTypeId).toBe(BID_CATEGORY_TYPE.PER_TONNE);
    const res = await accept(row.id);
    expect(res.statusCode, res.body).toBe(200);
    const { bid: accepted, bookings: booked } = res.json().data as { bid: BidRecord; bookings: BookingRecord[] };
    expect(accepted).toMatchObject({ id: row.id, status: BID_STATUS.ACCEPTED });
    expect(booked).toHaveLength(2);
    for (const b of booked) {
      // 30 t on 2 vehicles: 15 t each at 4,000 per tonne.
      expect(b).toMatchObject({
        shipmentId: shipment.id,
        bidId: row.id,
        partnerId,
        amount: 60_000,
        status: BOOKING_STATUS.CREATED,
      });
      expect(b.code).toBe(`BK-${String(b.id).padStart(6, '0')}`);
    }
    expect((await getShipment(shipment.id)).bidWindowOpen).toBe(false);
  });

  it('the shipper of the shipment may accept; another company’s shipper gets 404 and nothing is booked', async () => {
    const shipment = await newShipment();
    const row = await placed(shipment.id, 100_000);
    for (const who of ['shipperB', 'broker'] as const) expectError(await accept(row.id, who), 404, MESSAGES.notFound);
    expect(await bookingsOf(shipment.id)).toEqual([]);
    expect((await accept(row.id, 'shipperA')).statusCode).toBe(200);
    expect(await bookingsOf(shipment.id)).toHaveLength(1);
  });

  it('partners and drivers may not accept or reject (403); an unknown bid is 404', async () => {
    const shipment = await newShipment();
    const row = await placed(shipment.id, 100_000);
    for (const who of ['partner', 'driver'] as const) {
      expectError(await accept(row.id, who), 403, MESSAGES.forbidden);
      expectError(await reject(row.id, { reasonId: 11 }, who), 403, MESSAGES.forbidden);
    }
    expectError(await accept(999_999), 404, MESSAGES.notFound);
    expect((await bidRow(row.id)).status).toBe(BID_STATUS.CREATED);
  });

  it('a bid of 2 vehicles where 1 is left is refused with 409 noVehiclesLeft and stays CREATED', async () => {
    const shipment = await newShipment();
    const first = await placed(shipment.id, 100_000);
    const double = await placed(shipment.id, 90_000, { vehicleCount: 2 });
    expect((await accept(first.id)).statusCode).toBe(200);
    expectError(await accept(double.id), 409, MESSAGES.noVehiclesLeft);
    expect((await bidRow(double.id)).status).toBe(BID_STATUS.CREATED);
    expect(await bookingsOf(shipment.id)).toHaveLength(1);
    expect((await getShipment(shipment.id)).bidWindowOpen).toBe(true);
    // A bid for more vehicles than the shipment needs at all is never booked either.
    const tooMany = await placed(shipment.id, 90_000, { vehicleCount: 3 });
    expectError(await accept(tooMany.id), 409, MESSAGES.noVehiclesLeft);
  });

  it('a cancelled booking frees its vehicle for another bid', async () => {
    const shipment = await newShipment({ vehicleCount: 1, weight: 20, pickupLocations: loads(20) });
    const first = await placed(shipment.id, 100_000);
    const second = await placed(shipment.id, 95_000);
    const [booking] = (await accept(first.id)).json().data.bookings as BookingRecord[];
    expectError(await accept(second.id), 409, MESSAGES.noVehiclesLeft);
    expect((await t.as(csr, 'POST', `/api/booking/${booking.id}/status/13`, { reasonId: 22 })).statusCode).toBe(200);
    expect((await accept(second.id)).statusCode).toBe(200);
  });

  it('a shipment that has moved past dispatch books nothing: 409 shipmentNotEditable', async () => {
    const shipment = await newShipment();
    const row = await placed(shipment.id, 100_000);
    await t.database.db.update(shipments).set({ status: 'TRANSIT' }).where(eq(shipments.id, shipment.id));
    expectError(await accept(row.id), 409, MESSAGES.shipmentNotEditable);
    expect(await bookingsOf(shipment.id)).toEqual([]);
    expect((await bidRow(row.id)).status).toBe(BID_STATUS.CREATED);
  });
});

describe('reasons for reject and backout', () => {
  it('GET /api/reason/refusal lists every kind, or one kind', async () => {
    const all = (await t.as(token.partner!, 'GET', '/api/reason/refusal')).json().data as {
      id: number;
      kind: number;
    }[];
    expect(all.map((r) => r.id)).toEqual([1, 2, 3, 4, 11, 12, 13, 14, 21, 22, 23, 24]);
    for (const [kind, ids] of [
      [1, [1, 2, 3, 4]],
      [2, [11, 12, 13, 14]],
      [3, [21, 22, 23, 24]],
    ] as const) {
      const rows = (await t.as(csr, 'GET', `/api/reason/refusal?kind=${kind}`)).json().data as {
        id: number;
        kind: number;
        text: string;
      }[];
      expect(rows.map((r) => r.id)).toEqual(ids);
      expect(rows.every((r) => r.kind === kind && r.text.length > 0)).toBe(true);
    }
    expectError(await t.as(csr, 'GET', '/api/reason/refusal?kind=4'), 400, MESSAGES.invalidOption);
  });

  it('reject needs a reason of kind 2: none is 400 reasonRequired, another kind or unknown 400 invalidReason', async () => {
    const shipment = await newShipment();
    const row = await placed(shipment.id, 100_000);
    expectError(await reject(row.id, {}), 400, MESSAGES.reasonRequired);
    expectError(await t.as(csr, 'POST', `/api/bid/${row.id}/reject`), 400, MESSAGES.reasonRequired);
    for (const reasonId of [1, 4, 21, 24, 99])
      expectError(await reject(row.id, { reasonId }), 400, MESSAGES.invalidReason);
    expectError(await reject(row.id, { reasonId: 12, details: 'x'.repeat(501) }), 400, MESSAGES.cancelReasonMax);
    expect((await bidRow(row.id)).status).toBe(BID_STATUS.CREATED);
    const res = await reject(row.id, { reasonId: 12, details: 'no route permit' }, 'shipperA');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: row.id,
      status: BID_STATUS.REJECTED,
      reasonKind: 2,
      reasonId: 12,
      reason: 'Partner not verified for this route: no route permit',
    });
  });

  it('backout needs a reason of kind 1; only the bidding partner (or staff for it) may back out', async () => {
    const shipment = await newShipment();
    const row = await placed(shipment.id, 100_000);
    expectError(await backout(row.id, {}), 400, MESSAGES.reasonRequired);
    for (const reasonId of [11, 14, 21, 99])
      expectError(await backout(row.id, { reasonId }), 400, MESSAGES.invalidReason);
    expectError(await backout(row.id, { reasonId: 2 }, 'shipperA'), 403, MESSAGES.notYourBid);
    expectError(await backout(row.id, { reasonId: 2 }, 'shipperB'), 404, MESSAGES.notFound);
    expectError(await backout(row.id, { reasonId: 2 }, 'driver'), 404, MESSAGES.notFound);
    expect((await bidRow(row.id)).status).toBe(BID_STATUS.CREATED);
    const res = await backout(row.id, { reasonId: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: BID_STATUS.BACKOUT,
      reasonKind: 1,
      reasonId: 2,
      reason: 'Rate no longer viable',
    });
    const byStaff = await placed(shipment.id, 100_000);
    expect((await backout(byStaff.id, { reasonId: 3, details: 'called in' }, 'csr')).json().data).toMatchObject({
      status: BID_STATUS.BACKOUT,
      reason: 'Vehicle broke down: called in',
    });
  });

  it('acknowledge is the partner’s own call on its accepted bid', async () => {
    const shipment = await newShipment();
    const row = await placed(shipment.id, 100_000);
    await accept(row.id);
    for (const who of ['csr', 'shipperA', 'driver'] as const)
      expectError(await acknowledge(row.id, who), 403, MESSAGES.forbidden);
    const res = await acknowledge(row.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe(BID_STATUS.ACKNOWLEDGED);
  });
});

describe('every bid move outside BID_MOVES is 409 illegalBidMove', () => {
  const actions = {
    accept: { to: BID_STATUS.ACCEPTED, call: (id: number) => accept(id) },
    reject: { to: BID_STATUS.REJECTED, call: (id: number) => reject(id, { reasonId: 11 }) },
    backout: { to: BID_STATUS.BACKOUT, call: (id: number) => backout(id, { reasonId: 1 }) },
    acknowledge: { to: BID_STATUS.ACKNOWLEDGED, call: (id: number) => acknowledge(id) },
  } as const;
  const table = Object.values(BID_STATUS).flatMap((from) =>
    Object.entries(actions).map(([action, { to }]) => ({
      from,
      action: action as keyof typeof actions,
      legal: BID_MOVES[from].includes(to),
    })),
  );

  it('the table covers the named refusals', () => {
    const legal = (from: BidStatus, action: keyof typeof actions) =>
      table.find((row) => row.from === from && row.action === action)!.legal;
    expect(legal(BID_STATUS.ACCEPTED, 'reject')).toBe(false);
    expect(legal(BID_STATUS.REJECTED, 'accept')).toBe(false);
    expect(legal(BID_STATUS.FULFILLED, 'backout')).toBe(false);
    expect(table.filter((row) => row.legal)).toHaveLength(7);
  });

  it.each(table)('$action of a $from bid: legal $legal', async ({ from, action, legal }) => {
    const shipment = await newShipment({ vehicleCount: 10 });
    const row = await bidIn(shipment.id, from);
    const res = await actions[action].call(row.id);
    if (legal) {
      expect(res.statusCode, res.body).toBe(200);
      expect((await bidRow(row.id)).status).toBe(actions[action].to);
    } else {
      expectError(res, 409, MESSAGES.illegalBidMove);
      expect(await bidRow(row.id)).toEqual(row);
      expect(await bookingsOf(shipment.id)).toEqual([]);
    }
  });

  it('a second accept of the same bid is refused and books nothing more', async () => {
    const shipment = await newShipment({ vehicleCount: 5 });
    const row = await placed(shipment.id, 100_000);
    expect((await accept(row.id)).statusCode).toBe(200);
    expectError(await accept(row.id), 409, MESSAGES.illegalBidMove);
    expect(await bookingsOf(shipment.id)).toHaveLength(1);
  });
});
