import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { BID_STATUS, BOOKING_STATUS, TRIP_STATUS } from '#domain/bookings';
import { DEFAULT_BOOKING_DOCUMENT_IDS } from '#domain/documentTypes';
import { SHIPMENT_STATUS, SHIPMENT_STATUS_ORDER, type ShipmentStatus } from '#domain/shipments';
import { bookingPositions, bookings, documents } from '../../../server/db/schema';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';
import { DEMO_SHIPMENT_TOTAL } from '../../../server/db/seed';
import { HOUR, validShipment } from '../shipmentFixtures';
import type {
  ShipmentBid as Bid,
  ShipmentBooking as Booking,
  ShipmentPricingInfo as PricingInfo,
  ShipmentRow as Shipment,
  ShipmentStop as Location,
  ShipmentTrackingStatus as Tracking,
} from '#domain/records/shipments';

/** What hangs off one shipment: its bookings, bids, verification, tracking and pricing (SPEC §7). */
const t = testAppPerFile();

const PARTNER_NAME = 'Tariq Transport';
const relatedRoutes = (id: number | string) => [
  `/api/shipment/${id}/bookings`,
  `/api/shipment/${id}/bids/v3`,
  `/api/shipment/${id}/verification-status`,
  `/api/shipment/${id}/tracking-status/all`,
  `/api/shipment/${id}/booking/pricing-info`,
];

let csr: string;
const token: Partial<Record<DemoKey, string>> = {};
let partnerId: number;
let seeded: Shipment[];

beforeAll(async () => {
  csr = (await t.login('csr')).token;
  for (const who of ['shipperA', 'shipperB', 'broker', 'driver'] as const) token[who] = (await t.login(who)).token;
  const partner = await t.login('partner');
  token.partner = partner.token;
  partnerId = partner.user.id;
  seeded = (await t.as(csr, 'GET', '/api/shipment?filter=all&pageSize=100')).json().data.content;
  expect(seeded).toHaveLength(DEMO_SHIPMENT_TOTAL);
});

async function get<T>(url: string, who = csr): Promise<T> {
  const res = await t.as(who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
/** Seeded shipments of a status (every demo company has some of each). */
const seededOf = (status: ShipmentStatus) => seeded.filter((s) => s.status === status);
/** The demo login of each seeded company: 1 A, 2 B, 3 the broker. */
const OWNER: Record<number, DemoKey> = { 1: 'shipperA', 2: 'shipperB', 3: 'broker' };
const ownerOf = (s: Shipment) => token[OWNER[s.companyId]]!;
/** A fresh company-A shipment (CSR-created) without bids or bookings. */
async function newShipment(overrides: Record<string, unknown> = {}): Promise<Shipment> {
  const res = await t.as(csr, 'POST', '/api/shipment/v3', validShipment({ companyId: 1, ...overrides }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
async function addBooking(shipmentId: number, status: number, amount: number) {
  const [row] = await t.database.db
    .insert(bookings)
    .values({ shipmentId, partnerId, amount, status })
    .returning({ id: bookings.id });
  return row.id;
}

describe('GET /api/shipment/:id/bookings', () => {
  it('a TRANSIT shipment lists min(vehicles, 2) transit bookings of the demo partner, oldest first', async () => {
    expect(seededOf(SHIPMENT_STATUS.TRANSIT).length).toBe(12);
    for (const s of seededOf(SHIPMENT_STATUS.TRANSIT)) {
      const rows = await get<Booking[]>(`/api/shipment/${s.id}/bookings`, ownerOf(s));
      expect(rows).toHaveLength(Math.min(s.vehicleCount, 2));
      for (const b of rows) {
        expect(b).toMatchObject({
          shipmentId: s.id,
          partnerId,
          partnerName: PARTNER_NAME,
          status: BOOKING_STATUS.TRANSIT,
        });
        expect(b.code).toBe(`BK-${String(b.id).padStart(6, '0')}`);
      }
      expect(rows.map((b) => b.id)).toEqual([...rows.map((b) => b.id)].sort((a, b) => a - b));
    }
  });

  it('a CANCELLED shipment has its one cancelled booking; a fresh shipment none', async () => {
    const [cancelled] = seededOf(SHIPMENT_STATUS.CANCELLED);
    const rows = await get<Booking[]>(`/api/shipment/${cancelled.id}/bookings`, ownerOf(cancelled));
    expect(rows.map((b) => b.status)).toEqual([BOOKING_STATUS.CANCELLED]);
    const fresh = await newShipment();
    expect(await get<Booking[]>(`/api/shipment/${fresh.id}/bookings`)).toEqual([]);
  });
});

describe('GET /api/shipment/:id/bids/v3', () => {
  it('a CREATED shipment has two open bids and a rejected one (with its reason), newest first', async () => {
    const [s] = seededOf(SHIPMENT_STATUS.CREATED);
    const rows = await get<Bid[]>(`/api/shipment/${s.id}/bids/v3`);
    // The owner sees the same bids, but not what the carriers asked.
    const asOwner = await get<Bid[]>(`/api/shipment/${s.id}/bids/v3`, ownerOf(s));
    expect(asOwner.map((b) => b.id)).toEqual(rows.map((b) => b.id));
    expect(asOwner.every((b) => !('amount' in b))).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((b) => b.shipmentId === s.id && b.partnerName === PARTNER_NAME && b.amount! > 0)).toBe(true);
    expect(rows.filter((b) => b.status === BID_STATUS.CREATED)).toHaveLength(2);
    const rejected = rows.filter((b) => b.status === BID_STATUS.REJECTED);
    expect(rejected).toHaveLength(1);
    expect(rejected[0].reason).toBe('Rate above the shipper rate');
    // Seeded bids share their creation time: the newest is then the highest id.
    expect(rows.map((b) => b.id)).toEqual([...rows.map((b) => b.id)].sort((a, b) => b - a));
  });

  it('a fresh shipment has no bids', async () => {
    const s = await newShipment();
    expect(await get<Bid[]>(`/api/shipment/${s.id}/bids/v3`)).toEqual([]);
  });
});

describe('GET /api/shipment/:id/verification-status', () => {
  it('pending with the three default documents missing, then the uploaded one marked', async () => {
    const s = await newShipment();
    const url = `/api/shipment/${s.id}/verification-status`;
    const before = await get<Record<string, unknown>>(url);
    expect(before).toEqual({
      shipmentId: s.id,
      verificationStatusTypeId: 1,
      label: 'Pending',
      requiredDocuments: [
        { documentTypeId: 1, name: 'Bill-T (builty)', uploaded: false },
        { documentTypeId: 2, name: 'Proof of delivery', uploaded: false },
        { documentTypeId: 10, name: 'Weighbridge slip', uploaded: false },
      ],
      documentsOnFile: 0,
    });
    const file = {
      fileName: 'pod.pdf',
      contentType: 'application/pdf',
      sizeBytes: 9,
      content: Buffer.from('%PDF-1.4\n'),
    };
    await t.database.db.insert(documents).values([
      { shipmentId: s.id, documentTypeId: 2, ...file },
      { shipmentId: s.id, documentTypeId: 2, ...file },
      { shipmentId: s.id, documentTypeId: 48, ...file },
    ]);
    const after = await get<{
      requiredDocuments: { documentTypeId: number; uploaded: boolean }[];
      documentsOnFile: number;
    }>(url);
    expect(after.requiredDocuments.map((d) => [d.documentTypeId, d.uploaded])).toEqual([
      [DEFAULT_BOOKING_DOCUMENT_IDS[0], false],
      [DEFAULT_BOOKING_DOCUMENT_IDS[1], true],
      [DEFAULT_BOOKING_DOCUMENT_IDS[2], false],
    ]);
    expect(after.documentsOnFile).toBe(2);
  });

  it('a verified or rejected shipment says so', async () => {
    for (const [verificationStatusTypeId, label] of [
      [2, 'Verified'],
      [3, 'Rejected'],
    ] as const) {
      const s = await newShipment({ verificationStatusTypeId });
      expect(await get(`/api/shipment/${s.id}/verification-status`)).toMatchObject({
        shipmentId: s.id,
        verificationStatusTypeId,
        label,
        documentsOnFile: 0,
      });
    }
  });
});

describe('GET /api/shipment/:id/tracking-status/all', () => {
  it('a TRANSIT demo shipment: every booking at trip status 3 with its last position 55% along the way', async () => {
    const [s] = seededOf(SHIPMENT_STATUS.TRANSIT);
    const detail = await get<{ pickupLocations: Location[]; dropOffLocations: Location[] }>(`/api/shipment/${s.id}`);
    const from = detail.pickupLocations[0];
    const to = detail.dropOffLocations[detail.dropOffLocations.length - 1];
    const rows = await get<Tracking[]>(`/api/shipment/${s.id}/tracking-status/all`, ownerOf(s));
    const booked = await get<Booking[]>(`/api/shipment/${s.id}/bookings`);
    expect(rows.map((r) => r.bookingId)).toEqual(booked.map((b) => b.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({
        bookingStatus: BOOKING_STATUS.TRANSIT,
        tripStatus: TRIP_STATUS.TRANSIT,
        partnerName: PARTNER_NAME,
      });
      expect(row.lastPosition).not.toBeNull();
      expect(row.lastPosition!.latitude).toBeCloseTo(from.latitude! + (to.latitude! - from.latitude!) * 0.55, 4);
      expect(row.lastPosition!.longitude).toBeCloseTo(from.longitude! + (to.longitude! - from.longitude!) * 0.55, 4);
      // A last known position is one already recorded.
      const recordedAt = new Date(row.lastPosition!.recordedAt).getTime();
      expect(Number.isNaN(recordedAt)).toBe(false);
      expect(recordedAt).toBeLessThanOrEqual(Date.now());
    }
  });

  it('the newest position wins even when inserted first; a booking without positions has none', async () => {
    const s = await newShipment();
    const tracked = await addBooking(s.id, BOOKING_STATUS.TRANSIT, 100_000);
    const untracked = await addBooking(s.id, BOOKING_STATUS.CANCELLED, 100_000);
    const at = (h: number) => new Date(Date.UTC(2024, 0, 1) + h * HOUR);
    await t.database.db.insert(bookingPositions).values([
      { bookingId: tracked, latitude: 25.5, longitude: 67.5, tripStatus: 3, recordedAt: at(5) },
      { bookingId: tracked, latitude: 24.1, longitude: 67.1, tripStatus: 3, recordedAt: at(1) },
    ]);
    const rows = await get<Tracking[]>(`/api/shipment/${s.id}/tracking-status/all`);
    expect(rows).toEqual([
      expect.objectContaining({
        bookingId: tracked,
        tripStatus: TRIP_STATUS.TRANSIT,
        lastPosition: { latitude: 25.5, longitude: 67.5, recordedAt: at(5).toISOString() },
      }),
      expect.objectContaining({
        bookingId: untracked,
        bookingStatus: BOOKING_STATUS.CANCELLED,
        tripStatus: TRIP_STATUS.CANCELLED,
        lastPosition: null,
      }),
    ]);
  });

  it('DELIVERED bookings are at trip status 4 at the drop-off; a fresh shipment has no rows', async () => {
    const [s] = seededOf(SHIPMENT_STATUS.DELIVERED);
    const detail = await get<{ dropOffLocations: Location[] }>(`/api/shipment/${s.id}`);
    const to = detail.dropOffLocations[detail.dropOffLocations.length - 1];
    const rows = await get<Tracking[]>(`/api/shipment/${s.id}/tracking-status/all`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.tripStatus).toBe(TRIP_STATUS.DELIVERED);
      expect(row.lastPosition).toMatchObject({
        latitude: expect.closeTo(to.latitude!, 4),
        longitude: expect.closeTo(to.longitude!, 4),
      });
    }
    const fresh = await newShipment();
    expect(await get<Tracking[]>(`/api/shipment/${fresh.id}/tracking-status/all`)).toEqual([]);
  });
});

describe('GET /api/shipment/:id/booking/pricing-info', () => {
  it('remainingVehicles = vehicleCount − bookings not cancelled; booked amount their sum', async () => {
    const s = await newShipment({ vehicleCount: 3, weight: 30, maxWeightPerVehicle: 20, shipperRate: 150_000 });
    const url = `/api/shipment/${s.id}/booking/pricing-info`;
    expect(await get<PricingInfo>(url)).toMatchObject({
      shipmentId: s.id,
      vehicleCount: 3,
      bookedVehicles: 0,
      remainingVehicles: 3,
      bookedAmount: 0,
      openBids: 0,
      lowestBid: null,
      highestBid: null,
      averageBid: null,
      shipperRate: 150_000,
    });
    await addBooking(s.id, BOOKING_STATUS.CREATED, 100_000);
    await addBooking(s.id, BOOKING_STATUS.TRANSIT, 120_000);
    await addBooking(s.id, BOOKING_STATUS.CANCELLED, 999_000);
    expect(await get<PricingInfo>(url)).toMatchObject({
      shipmentStatus: SHIPMENT_STATUS.CREATED,
      vehicleCount: 3,
      bookedVehicles: 2,
      remainingVehicles: 1,
      bookedAmount: 220_000,
      // Two vehicles at the shipper rate less what their carriers get.
      margin: 2 * 150_000 - 220_000,
    });
    // A contract amount agreed with the shipper is what it pays: the margin follows it.
    const contract = await t.as(csr, 'PATCH', `/api/shipment/${s.id}/margin`, { contractAmount: 160_000 });
    expect(contract.statusCode, contract.body).toBe(200);
    expect(await get<PricingInfo>(url)).toMatchObject({ contractAmount: 160_000, margin: 2 * 160_000 - 220_000 });
  });

  it('agrees with the bookings and bids lists on every seeded shipment; its owner sees its own side only', async () => {
    let someRemaining = false;
    for (const s of seeded) {
      const info = await get<PricingInfo>(`/api/shipment/${s.id}/booking/pricing-info`);
      const owners = await get<PricingInfo>(`/api/shipment/${s.id}/booking/pricing-info`, ownerOf(s));
      expect(owners).toEqual({
        ...info,
        bookedAmount: undefined,
        lowestBid: undefined,
        averageBid: undefined,
        highestBid: undefined,
        margin: undefined,
        // The contract amount and the bid limit are staff's (server/money/visibility.ts).
        contractAmount: undefined,
        bidLimit: undefined,
      });
      const active = (await get<Booking[]>(`/api/shipment/${s.id}/bookings`)).filter(
        (b) => b.status !== BOOKING_STATUS.CANCELLED,
      );
      const open = (await get<Bid[]>(`/api/shipment/${s.id}/bids/v3`))
        .filter((b) => b.status === BID_STATUS.CREATED)
        .map((b) => b.amount!);
      expect(info.vehicleCount).toBe(s.vehicleCount);
      expect(info.bookedVehicles).toBe(active.length);
      expect(info.remainingVehicles).toBe(Math.max(0, s.vehicleCount - active.length));
      expect(info.bookedAmount).toBe(active.reduce((sum, b) => sum + b.amount!, 0));
      expect(info.openBids).toBe(open.length);
      expect(info.lowestBid).toBe(open.length ? Math.min(...open) : null);
      expect(info.highestBid).toBe(open.length ? Math.max(...open) : null);
      expect(info.averageBid).toBe(open.length ? Math.round(open.reduce((sum, x) => sum + x, 0) / open.length) : null);
      expect(info).toMatchObject({ shipperRate: s.shipperRate, contractAmount: s.contractAmount });
      expect(info.bidLimit).not.toBeNull();
      if (info.remainingVehicles > 0 && active.length > 0) someRemaining = true;
    }
    expect(someRemaining).toBe(true);
  });
});

describe('who reaches these routes', () => {
  it('each company reaches every route on its own shipments; the CSR on any', async () => {
    for (const s of seeded.slice(0, 6)) {
      for (const url of relatedRoutes(s.id)) {
        expect((await t.as(ownerOf(s), 'GET', url)).statusCode, url).toBe(200);
        expect((await t.as(csr, 'GET', url)).statusCode, url).toBe(200);
      }
    }
  });

  it.each([
    ['shipperA', 2],
    ['shipperA', 3],
    ['shipperB', 1],
    ['broker', 2],
  ] as const)(
    "%s gets 404 on company %i's shipments, in each of its statuses, on every route",
    async (who, companyId) => {
      const ofCompany = seeded.filter((s) => s.companyId === companyId);
      const theirs = [...new Set(ofCompany.map((s) => s.status))].map((status) =>
        ofCompany.find((s) => s.status === status)!,
      );
      expect(theirs).toHaveLength(SHIPMENT_STATUS_ORDER.length);
      for (const s of theirs) {
        for (const url of relatedRoutes(s.id)) expectError(await t.as(token[who]!, 'GET', url), 404, MESSAGES.notFound);
      }
    },
  );

  it('partner and driver tokens are 403 on every route, even for a shipment they carry', async () => {
    const [carried] = seededOf(SHIPMENT_STATUS.TRANSIT);
    for (const who of ['partner', 'driver'] as const) {
      for (const url of relatedRoutes(carried.id))
        expectError(await t.as(token[who]!, 'GET', url), 403, MESSAGES.forbidden);
    }
  });

  it('no token is 401; an unknown id is 404; a malformed one 400 or 404 with the not-found text', async () => {
    for (const url of relatedRoutes(seeded[0].id))
      expectError(await t.app.inject({ method: 'GET', url }), 401, MESSAGES.unauthorized);
    for (const url of relatedRoutes(999_999)) expectError(await t.as(csr, 'GET', url), 404, MESSAGES.notFound);
    for (const id of ['abc', 0, -1, '1.5', '2147483648']) {
      for (const url of relatedRoutes(id)) {
        const res = await t.as(csr, 'GET', url);
        expect([400, 404], `${url}: ${res.body}`).toContain(res.statusCode);
        expect(res.json().message).toBe(MESSAGES.notFound);
      }
    }
  });
});
