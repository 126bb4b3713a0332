import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { BID_CATEGORY_TYPE, SHIPMENT_TYPE } from '#domain/bidding';
import { BID_STATUS, BOOKING_STATUS, TRIP_STATUS } from '#domain/bookings';
import { CONFIG_NAME } from '#domain/clientConfig';
import { USER_TYPE } from '#domain/userTypes';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';
import { hashPassword } from '../../../server/auth/passwords';
import { bids, bookings, configs, drivers, shipments, users, vehicles } from '../../../server/db/schema';
import { DEMO_PASSWORD, expectError, SECRETS, testAppPerFile, type DemoKey } from '../testApp';
import { validShipment } from '../shipmentFixtures';
import { multipart } from '../multipart';
import type { BookingRecord } from '#domain/records/bookings';

/** SPEC §7 bookings: the list (page size 4), the detail, driver assignment, status moves and pricing. */
const t = testAppPerFile();

interface Page {
  content: BookingRecord[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}
interface Fresh {
  shipmentId: number;
  bidId: number;
  booking: BookingRecord;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const token: Partial<Record<DemoKey, string>> = {};
let csr: string;
let partnerId: number;
/** The demo partner's drivers by name and a vehicle of each type (verified). */
const driver: Record<string, number> = {};
const vehicleOfType: Record<number, number> = {};
/** A second partner with a verified driver and a flatbed, written to the database (there is one demo partner). */
const other = { partnerId: 0, token: '', driverId: 0, vehicleId: 0 };

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'shipperB', 'broker', 'driver'] as const)
    token[who] = (await t.login(who)).token;
  const partner = await t.login('partner');
  token.partner = partner.token;
  partnerId = partner.user.id;
  csr = token.csr!;
  for (const d of await t.database.db.select().from(drivers).where(eq(drivers.partnerId, partnerId)))
    driver[d.fullName] = d.id;
  for (const v of await t.database.db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.partnerId, partnerId), eq(vehicles.status, 'VERIFIED'))))
    vehicleOfType[v.vehicleTypeId] ??= v.id;
  const { db } = t.database;
  const [user] = await db
    .insert(users)
    .values({
      userType: USER_TYPE.PARTNER,
      fullName: 'Second Carrier',
      phoneNumber: '03049990001',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  other.partnerId = user.id;
  other.driverId = (
    await db
      .insert(drivers)
      .values({
        partnerId: user.id,
        fullName: 'Other Driver',
        phoneNumber: '03059990001',
        cnic: '3520299990001',
        licenseNumber: 'LHR-DL-999001',
        status: 'VERIFIED',
      })
      .returning()
  )[0].id;
  other.vehicleId = (
    await db
      .insert(vehicles)
      .values({
        partnerId: user.id,
        registrationNumber: 'OTH-0001',
        vehicleTypeId: VEHICLE_TYPE.FLATBED,
        status: 'VERIFIED',
      })
      .returning()
  )[0].id;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { phoneNumber: '03049990001', password: DEMO_PASSWORD, clientSecret: SECRETS.partner, isEmail: false },
  });
  expect(login.statusCode, login.body).toBe(200);
  other.token = login.json().data.auth.token;
});

const loads = (weight: number) => [{ cityId: 1, address: 'Port Qasim, Berth 4', loads: [{ goodsTypeId: 2, weight }] }];
/** A company's fresh shipment with one accepted bid: its booking (status 1). */
async function newBooking({
  companyId = 1,
  vehicleCount = 1,
  amount = 100_000,
  shipment = {},
  forPartner,
}: {
  companyId?: number;
  vehicleCount?: number;
  amount?: number;
  shipment?: Record<string, unknown>;
  forPartner?: number;
} = {}): Promise<Fresh> {
  const created = await t.as(
    csr,
    'POST',
    '/api/shipment/v3',
    validShipment({
      companyId,
      vehicleCount,
      weight: 20 * vehicleCount,
      maxWeightPerVehicle: 20,
      pickupLocations: loads(20 * vehicleCount),
      ...shipment,
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const shipmentId = created.json().data.id;
  const placed = forPartner
    ? await t.as(csr, 'POST', '/api/bid', { shipmentId, amount, partnerId: forPartner })
    : await t.as(token.partner!, 'POST', '/api/bid', { shipmentId, amount });
  expect(placed.statusCode, placed.body).toBe(201);
  const accepted = await t.as(csr, 'POST', `/api/bid/${placed.json().data.id}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { shipmentId, bidId: placed.json().data.id, booking: accepted.json().data.bookings[0] };
}
const move = (id: number, statusCode: number | string, body: Record<string, unknown> = {}, who: DemoKey = 'csr') =>
  t.as(token[who]!, 'POST', `/api/booking/${id}/status/${statusCode}`, body);
async function moved(
  id: number,
  statusCode: number,
  body: Record<string, unknown> = {},
  who: DemoKey = 'csr',
): Promise<BookingRecord> {
  const res = await move(id, statusCode, body, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const assign = (id: number, driverId: number, vehicleId: number, who: DemoKey = 'csr') =>
  t.as(token[who]!, 'POST', `/api/booking/${id}/assign-driver`, { driverId, vehicleId });
async function assigned(
  id: number,
  driverId = driver['Ghulam Abbas'],
  vehicleId = vehicleOfType[VEHICLE_TYPE.FLATBED],
): Promise<BookingRecord> {
  const res = await assign(id, driverId, vehicleId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const bookingRow = async (id: number) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const bidStatus = async (id: number) => (await t.database.db.select().from(bids).where(eq(bids.id, id)))[0].status;
async function uploadPod(bookingId: number, documentTypeId = 2, who: DemoKey = 'partner') {
  const { payload, contentType } = multipart([
    { name: 'bookingId', value: String(bookingId) },
    { name: 'documentTypeId', value: String(documentTypeId) },
    { name: 'file', fileName: 'pod.pdf', contentType: 'application/pdf', content: PDF },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookingDocument/upload',
    payload,
    headers: { authorization: `Bearer ${token[who]}`, 'content-type': contentType },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
/** A booking in transit: assigned, dispatched, on the road. */
async function inTransit(): Promise<Fresh> {
  const fresh = await newBooking();
  await assigned(fresh.booking.id);
  await moved(fresh.booking.id, BOOKING_STATUS.DISPATCH_STARTED);
  await moved(fresh.booking.id, BOOKING_STATUS.TRANSIT);
  return fresh;
}
async function page(query: string, who: DemoKey = 'csr', root = '/api/booking'): Promise<Page> {
  const res = await t.as(token[who]!, 'GET', `${root}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
/** Every booking id in the list's order: newest first, then the highest id. */
const allIdsInOrder = async () =>
  (
    await t.database.db.select({ id: bookings.id }).from(bookings).orderBy(desc(bookings.createdAt), desc(bookings.id))
  ).map((r) => r.id);
const total = async (where?: SQL) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(bookings)
      .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
      .where(where)
  )[0].n;

describe('GET /api/booking: zero-based pages of 4', () => {
  it('page 0 by default, 4 a page, with totalElements, totalPages, number and size', async () => {
    const n = await total();
    expect(n).toBeGreaterThan(8);
    const first = await page('');
    expect(first).toMatchObject({ totalElements: n, totalPages: Math.ceil(n / 4), number: 0, size: 4 });
    expect(first.content).toHaveLength(4);
    expect(first.content.map((b) => b.id)).toEqual((await allIdsInOrder()).slice(0, 4));
  });

  it('walking every page yields every booking once, newest first; past the end is empty', async () => {
    const ids = await allIdsInOrder();
    const first = await page('?page=0');
    const seen: number[] = [];
    for (let p = 0; p < first.totalPages; p++) {
      const current = await page(`?page=${p}`);
      expect(current).toMatchObject({ number: p, size: 4, totalElements: ids.length });
      expect(current.content.length).toBe(p < first.totalPages - 1 ? 4 : ids.length - 4 * p);
      seen.push(...current.content.map((b) => b.id));
    }
    expect(seen).toEqual(ids);
    const beyond = await page(`?page=${first.totalPages}`);
    expect(beyond).toMatchObject({ content: [], number: first.totalPages, totalElements: ids.length });
  });

  it('another page size is kept; bad paging is 400 with the SPEC texts', async () => {
    const ids = await allIdsInOrder();
    const res = await page('?page=1&pageSize=10');
    expect(res).toMatchObject({ number: 1, size: 10, totalPages: Math.ceil(ids.length / 10) });
    expect(res.content.map((b) => b.id)).toEqual(ids.slice(10, 20));
    expectError(await t.as(csr, 'GET', '/api/booking?pageSize=0'), 400, MESSAGES.pageSizeRange);
    expectError(await t.as(csr, 'GET', '/api/booking?pageSize=101'), 400, MESSAGES.pageSizeRange);
    expectError(await t.as(csr, 'GET', '/api/booking?page=-1'), 400, MESSAGES.notNegative);
    expectError(await t.as(csr, 'GET', '/api/booking?page=1.5'), 400, MESSAGES.wholeNumber);
    expectError(await t.as(csr, 'GET', '/api/booking?sort=driverName'), 400, MESSAGES.invalidSort);
    expectError(await t.as(csr, 'GET', '/api/booking?order=sideways'), 400, MESSAGES.invalidOption);
  });

  it('sorts by amount both ways', async () => {
    const asc_ = (await page('?sort=amount&order=asc&pageSize=100')).content.map((b) => b.amount!);
    expect(asc_).toEqual([...asc_].sort((a, b) => a - b));
    const desc_ = (await page('?sort=amount&order=DESC&pageSize=100')).content.map((b) => b.amount!);
    expect(desc_).toEqual([...desc_].sort((a, b) => b - a));
  });

  it('a row carries the names a person reads and the trip status', async () => {
    const { shipmentId, bidId, booking } = await newBooking();
    const [row] = (await page(`?shipmentId=${shipmentId}`)).content;
    expect(row).toMatchObject({
      id: booking.id,
      code: `BK-${String(booking.id).padStart(6, '0')}`,
      shipmentId,
      shipmentCode: `SH-${String(shipmentId).padStart(6, '0')}`,
      companyId: 1,
      companyName: 'Indus Foods (Pvt) Ltd',
      vehicleTypeName: 'Flatbed',
      bidId,
      partnerId,
      partnerName: 'Tariq Transport',
      amount: 100_000,
      status: BOOKING_STATUS.CREATED,
      tripStatus: TRIP_STATUS.CREATED,
      nextStatus: BOOKING_STATUS.DISPATCH_STARTED,
      invoiced: false,
      driverId: null,
      vehicleId: null,
    });
  });
});

describe('GET /api/booking filters', () => {
  it('status: each status code alone, with its count', async () => {
    for (const status of Object.values(BOOKING_STATUS)) {
      const res = await page(`?status=${status}&pageSize=100`);
      expect(res.totalElements).toBe(await total(eq(bookings.status, status)));
      expect(res.totalElements).toBeGreaterThan(0);
      expect(
        res.content.every(
          (b) => b.status === status && b.tripStatus === (status === 13 ? TRIP_STATUS.CANCELLED : status),
        ),
      ).toBe(true);
    }
    expectError(await t.as(csr, 'GET', '/api/booking?status=5'), 400, MESSAGES.invalidOption);
  });

  it('invoiced true and false', async () => {
    for (const invoiced of [true, false]) {
      const res = await page(`?invoiced=${invoiced}&pageSize=100`);
      expect(res.totalElements).toBe(await total(eq(bookings.invoiced, invoiced)));
      expect(res.totalElements).toBeGreaterThan(0);
      expect(res.content.every((b) => b.invoiced === invoiced)).toBe(true);
    }
    const both = await page('?status=4&invoiced=true&pageSize=100');
    expect(both.totalElements).toBe(await total(and(eq(bookings.status, 4), eq(bookings.invoiced, true))));
  });

  it('referenceNo finds the booking code, the shipment code or the shipper’s reference, ignoring case; LIKE signs are literal', async () => {
    const { shipmentId, booking } = await newBooking({ shipment: { referenceNumber: 'PO-Unique-4711' } });
    expect((await page(`?referenceNo=${booking.code!.toLowerCase()}`)).content.map((b) => b.id)).toContain(booking.id);
    const byShipment = await page(`?referenceNo=SH-${String(shipmentId).padStart(6, '0')}`);
    expect(byShipment.content.map((b) => b.id)).toEqual([booking.id]);
    expect((await page('?referenceNo=po-unique-47')).content.map((b) => b.id)).toEqual([booking.id]);
    expect((await page('?referenceNo=%25')).totalElements).toBe(0);
    expect((await page('?referenceNo=PO_Unique')).totalElements).toBe(0);
    expectError(await t.as(csr, 'GET', `/api/booking?referenceNo=${'x'.repeat(51)}`), 400, MESSAGES.referenceNumberMax);
  });

  it('shipmentId: the bookings of one shipment', async () => {
    const { shipmentId } = await newBooking({ vehicleCount: 3 });
    const bidRes = await t.as(token.partner!, 'POST', '/api/bid', { shipmentId, amount: 90_000, vehicleCount: 2 });
    await t.as(csr, 'POST', `/api/bid/${bidRes.json().data.id}/accept`, {});
    const res = await page(`?shipmentId=${shipmentId}`);
    expect(res.totalElements).toBe(3);
    expect(res.content.every((b) => b.shipmentId === shipmentId)).toBe(true);
    expect((await page('?shipmentId=999999')).totalElements).toBe(0);
  });

  it('fromDate and toDate bound the creation time, both ends included; toDate before fromDate is 400', async () => {
    const { shipmentId } = await newBooking({ vehicleCount: 3 });
    const bidRes = await t.as(token.partner!, 'POST', '/api/bid', { shipmentId, amount: 90_000, vehicleCount: 2 });
    await t.as(csr, 'POST', `/api/bid/${bidRes.json().data.id}/accept`, {});
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.shipmentId, shipmentId))
      .orderBy(asc(bookings.id));
    const at = ['2021-03-01T00:00:00.000Z', '2021-03-15T12:00:00.000Z', '2021-04-01T00:00:00.001Z'];
    for (const [i, row] of rows.entries())
      await t.database.db
        .update(bookings)
        .set({ createdAt: new Date(at[i]) })
        .where(eq(bookings.id, row.id));
    const ids = async (query: string) =>
      (await page(`?shipmentId=${shipmentId}&pageSize=10&${query}`)).content.map((b) => b.id).sort((a, b) => a - b);
    expect(await ids('fromDate=2021-03-01T00:00:00.000Z&toDate=2021-04-01T00:00:00.000Z')).toEqual([
      rows[0].id,
      rows[1].id,
    ]);
    expect(await ids('fromDate=2021-03-02')).toEqual([rows[1].id, rows[2].id]);
    expect(await ids('toDate=2021-03-15T12:00:00.000Z')).toEqual([rows[0].id, rows[1].id]);
    expect(await ids('fromDate=2021-05-01')).toEqual([]);
    // Across every booking: only these three are that old.
    expect((await page('?toDate=2021-12-31')).totalElements).toBe(3);
    expectError(
      await t.as(csr, 'GET', '/api/booking?fromDate=2021-03-02&toDate=2021-03-01'),
      400,
      MESSAGES.toDateBeforeFromDate,
    );
    expectError(await t.as(csr, 'GET', '/api/booking?fromDate=yesterday'), 400, MESSAGES.fillRequired);
  });
});

describe('GET /api/booking/shipper', () => {
  it('a shipper or broker sees only its company’s bookings, paged the same way', async () => {
    for (const [who, companyId] of [
      ['shipperA', 1],
      ['shipperB', 2],
      ['broker', 3],
    ] as const) {
      const res = await page('?pageSize=100', who, '/api/booking/shipper');
      const n = await total(eq(shipments.companyId, companyId));
      expect(n).toBeGreaterThan(0);
      expect(res).toMatchObject({ totalElements: n, number: 0, size: 100 });
      expect(res.content.every((b) => b.companyId === companyId)).toBe(true);
      expect((await page('', who, '/api/booking/shipper')).content).toHaveLength(4);
      // The plain list says the same for them.
      expect((await page('?pageSize=100', who)).totalElements).toBe(n);
    }
  });

  it('staff, partners and drivers are 403', async () => {
    for (const who of ['csr', 'partner', 'driver'] as const)
      expectError(await t.as(token[who]!, 'GET', '/api/booking/shipper'), 403, MESSAGES.forbidden);
  });
});

describe('GET /api/booking/:id', () => {
  it('the detail of a booking; an unknown one is 404', async () => {
    const { booking } = await newBooking();
    const res = await t.as(csr, 'GET', `/api/booking/${booking.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: booking.id,
      status: 1,
      partnerName: 'Tariq Transport',
      companyName: 'Indus Foods (Pvt) Ltd',
    });
    expectError(await t.as(csr, 'GET', '/api/booking/999999'), 404, MESSAGES.notFound);
  });
});

describe('POST /api/booking/:id/status/:statusCode', () => {
  it('one step at a time: 1→3, 1→4, 1→1 are 409 illegalBookingMove; 1→2 without a driver is 409 driverRequiredFirst', async () => {
    const { booking } = await newBooking();
    for (const to of [BOOKING_STATUS.CREATED, BOOKING_STATUS.TRANSIT, BOOKING_STATUS.DELIVERED])
      expectError(await move(booking.id, to), 409, MESSAGES.illegalBookingMove);
    expectError(await move(booking.id, BOOKING_STATUS.DISPATCH_STARTED), 409, MESSAGES.driverRequiredFirst);
    expect(await bookingRow(booking.id)).toMatchObject({ status: BOOKING_STATUS.CREATED, version: 1 });
  });

  it('a status code that is none of 1, 2, 3, 4, 13 is 400 illegalBookingMove', async () => {
    const { booking } = await newBooking();
    for (const code of [0, 5, 12, 14]) expectError(await move(booking.id, code), 400, MESSAGES.illegalBookingMove);
    expect((await move(booking.id, 'x')).statusCode).toBe(400);
    expect((await bookingRow(booking.id)).status).toBe(BOOKING_STATUS.CREATED);
  });

  it('along the trip: 2 refuses 1, 2 (again) and 4; 3 refuses 1, 2 and 3', async () => {
    const { booking } = await newBooking();
    await assigned(booking.id);
    const dispatched = await moved(booking.id, BOOKING_STATUS.DISPATCH_STARTED);
    expect(dispatched).toMatchObject({ status: 2, tripStatus: 2, nextStatus: 3 });
    for (const to of [1, 2, 4]) expectError(await move(booking.id, to), 409, MESSAGES.illegalBookingMove);
    expect((await moved(booking.id, BOOKING_STATUS.TRANSIT)).nextStatus).toBe(4);
    for (const to of [1, 2, 3]) expectError(await move(booking.id, to), 409, MESSAGES.illegalBookingMove);
  });

  it('delivery needs a proof of delivery (type 2) on the booking itself; then it delivers and the bid is FULFILLED', async () => {
    const { shipmentId, bidId, booking } = await inTransit();
    expectError(await move(booking.id, BOOKING_STATUS.DELIVERED), 409, MESSAGES.podRequired);
    // A builty is not a proof of delivery; neither is one filed on the shipment or on another booking.
    await uploadPod(booking.id, 1);
    const { payload, contentType } = multipart([
      { name: 'shipmentId', value: String(shipmentId) },
      { name: 'documentTypeId', value: '2' },
      { name: 'file', fileName: 'pod.pdf', contentType: 'application/pdf', content: PDF },
    ]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/shipment-document/upload',
          payload,
          headers: { authorization: `Bearer ${csr}`, 'content-type': contentType },
        })
      ).statusCode,
    ).toBe(201);
    const elsewhere = await newBooking();
    await uploadPod(elsewhere.booking.id, 2);
    expectError(await move(booking.id, BOOKING_STATUS.DELIVERED), 409, MESSAGES.podRequired);
    expect((await bookingRow(booking.id)).status).toBe(BOOKING_STATUS.TRANSIT);
    expect(await bidStatus(bidId)).toBe(BID_STATUS.DRIVER_ASSIGNED);

    await uploadPod(booking.id, 2);
    const delivered = await moved(booking.id, BOOKING_STATUS.DELIVERED, {}, 'partner');
    expect(delivered).toMatchObject({ status: 4, tripStatus: 4, nextStatus: null });
    expect(Date.now() - new Date(delivered.deliveredAt!).getTime()).toBeLessThan(60_000);
    expect(await bidStatus(bidId)).toBe(BID_STATUS.FULFILLED);
  });

  it("the shipment's status follows its bookings along SPEC's order: its only booking delivered, it is delivered", async () => {
    const shipmentStatus = async (id: number) =>
      (await t.database.db.select({ status: shipments.status }).from(shipments).where(eq(shipments.id, id)))[0].status;
    const { shipmentId, booking } = await newBooking();
    expect(await shipmentStatus(shipmentId)).toBe('CREATED');
    await assigned(booking.id);
    await moved(booking.id, BOOKING_STATUS.DISPATCH_STARTED);
    expect(await shipmentStatus(shipmentId)).toBe('DISPATCH_STARTED');
    await moved(booking.id, BOOKING_STATUS.TRANSIT);
    expect(await shipmentStatus(shipmentId)).toBe('TRANSIT');
    await uploadPod(booking.id, 2);
    await moved(booking.id, BOOKING_STATUS.DELIVERED);
    expect(await shipmentStatus(shipmentId)).toBe('DELIVERED');
    expect((await t.as(csr, 'GET', `/api/shipment/${shipmentId}`)).json().data).toMatchObject({
      status: 'DELIVERED',
      nextStatus: null,
    });

    // Two vehicles, one booked and delivered: dispatch has started, the shipment is not delivered.
    const half = await newBooking({ vehicleCount: 2 });
    await assigned(half.booking.id);
    await moved(half.booking.id, BOOKING_STATUS.DISPATCH_STARTED);
    await moved(half.booking.id, BOOKING_STATUS.TRANSIT);
    await uploadPod(half.booking.id, 2);
    await moved(half.booking.id, BOOKING_STATUS.DELIVERED);
    expect(await shipmentStatus(half.shipmentId)).toBe('DISPATCH_STARTED');
  });

  it('with POD_REQUIRED disabled a booking delivers without a proof', async () => {
    const { bidId, booking } = await inTransit();
    await t.database.db.update(configs).set({ enabled: 'disabled' }).where(eq(configs.name, CONFIG_NAME.POD_REQUIRED));
    try {
      expect((await moved(booking.id, BOOKING_STATUS.DELIVERED)).status).toBe(4);
    } finally {
      await t.database.db.update(configs).set({ enabled: 'enabled' }).where(eq(configs.name, CONFIG_NAME.POD_REQUIRED));
    }
    expect(await bidStatus(bidId)).toBe(BID_STATUS.FULFILLED);
  });

  it('a driver on the road names its trip (activeTripCode) until the trip is done, so a new assignment can warn', async () => {
    const { booking } = await inTransit();
    const tripOf = async () =>
      (
        (await t.as(csr, 'GET', `/api/drivers/${driver['Ghulam Abbas']}`)).json().data as {
          activeTripCode: string | null;
        }
      ).activeTripCode;
    const onTheRoad = async () =>
      (
        await t.database.db
          .select({ code: bookings.code })
          .from(bookings)
          .where(
            and(
              eq(bookings.driverId, driver['Ghulam Abbas']),
              inArray(bookings.status, [BOOKING_STATUS.DISPATCH_STARTED, BOOKING_STATUS.TRANSIT]),
            ),
          )
          .orderBy(asc(bookings.id))
      ).map((b) => b.code);
    expect(await onTheRoad()).toContain(booking.code);
    expect(await tripOf()).toBe((await onTheRoad())[0]);
    await uploadPod(booking.id, 2);
    await moved(booking.id, BOOKING_STATUS.DELIVERED);
    expect(await onTheRoad()).not.toContain(booking.code);
    expect(await tripOf()).toBe((await onTheRoad())[0] ?? null);
  });

  it('with TRIP_AND_DOCUMENT_VERIFICATIONS on, a trip moves on only with its documents uploaded and verified by staff: the builty before dispatch, all three before delivery', async () => {
    const { booking } = await newBooking();
    await assigned(booking.id);
    const setFlag = (enabled: string) =>
      t.database.db
        .update(configs)
        .set({ enabled })
        .where(eq(configs.name, CONFIG_NAME.TRIP_AND_DOCUMENT_VERIFICATIONS));
    const review = (documentId: number, body: Record<string, unknown>, who: DemoKey = 'csr') =>
      t.as(token[who]!, 'PUT', `/api/bookingDocument/${documentId}/review`, body);
    const approve = async (documentId: number) => {
      const res = await review(documentId, { status: 'APPROVED' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ documentId, status: 'APPROVED', reviewedByName: expect.any(String) });
    };
    await setFlag('enabled');
    try {
      expectError(await move(booking.id, BOOKING_STATUS.DISPATCH_STARTED), 409, MESSAGES.builtyBeforeDispatch);
      const builty = await uploadPod(booking.id, 1);
      expect(builty.reviewStatus).toBe('PENDING');
      // Uploaded is not verified.
      expectError(
        await move(booking.id, BOOKING_STATUS.DISPATCH_STARTED),
        409,
        MESSAGES.builtyUnverifiedBeforeDispatch,
      );
      // Only staff review, with a reason to reject; a rejected builty holds the trip too.
      expectError(await review(builty.id, { status: 'APPROVED' }, 'partner'), 403, MESSAGES.forbidden);
      expectError(await review(builty.id, { status: 'REJECTED' }), 400, MESSAGES.rejectionReasonRequired);
      expectError(await review(builty.id, { status: 'MAYBE' }), 400, MESSAGES.invalidOption);
      expectError(await review(999_999, { status: 'APPROVED' }), 404, MESSAGES.notFound);
      expect((await review(builty.id, { status: 'REJECTED', reason: 'Stamp unreadable' })).statusCode).toBe(200);
      expectError(
        await move(booking.id, BOOKING_STATUS.DISPATCH_STARTED),
        409,
        MESSAGES.builtyUnverifiedBeforeDispatch,
      );
      const listed = (await t.as(csr, 'GET', `/api/bookingDocument?bookingId=${booking.id}`)).json().data;
      expect(listed[0]).toMatchObject({ id: builty.id, reviewStatus: 'REJECTED', reviewReason: 'Stamp unreadable' });
      await approve(builty.id);
      // Each review is an entry of the booking's history: who, what, and why a rejection.
      const reviews = (await t.as(csr, 'GET', `/api/booking/${booking.id}/history?pageSize=50`))
        .json()
        .data.content.filter((e: { event: string }) => e.event === 'documentReviewed');
      expect(reviews.map((e: { detail: Record<string, unknown> }) => [e.detail.review, e.detail.reason])).toEqual([
        ['APPROVED', null],
        ['REJECTED', 'Stamp unreadable'],
      ]);
      await moved(booking.id, BOOKING_STATUS.DISPATCH_STARTED);
      await moved(booking.id, BOOKING_STATUS.TRANSIT);
      const pod = await uploadPod(booking.id, 2);
      expectError(await move(booking.id, BOOKING_STATUS.DELIVERED), 409, MESSAGES.tripDocumentsBeforeDelivery);
      expect((await bookingRow(booking.id)).status).toBe(BOOKING_STATUS.TRANSIT);
      const slip = await uploadPod(booking.id, 10);
      await approve(pod.id);
      expectError(
        await move(booking.id, BOOKING_STATUS.DELIVERED),
        409,
        MESSAGES.tripDocumentsUnverifiedBeforeDelivery,
      );
      await approve(slip.id);
      expect((await moved(booking.id, BOOKING_STATUS.DELIVERED)).status).toBe(4);
    } finally {
      await setFlag('disabled');
    }
  });

  it('a delivered booking (4) moves nowhere, cancel included', async () => {
    const { booking } = await inTransit();
    await uploadPod(booking.id);
    await moved(booking.id, BOOKING_STATUS.DELIVERED);
    const before = await bookingRow(booking.id);
    for (const to of [1, 2, 3, 4]) expectError(await move(booking.id, to), 409, MESSAGES.illegalBookingMove);
    expectError(await move(booking.id, 13, { reasonId: 21 }), 409, MESSAGES.illegalBookingMove);
    expectError(await move(booking.id, 13), 409, MESSAGES.illegalBookingMove);
    expect(await bookingRow(booking.id)).toEqual(before);
  });

  it('cancel (13) is staff’s, with a reason of kind 3: none 400 reasonRequired, another kind 400 invalidReason, 21 cancels', async () => {
    const { booking } = await newBooking();
    expectError(await move(booking.id, 13), 400, MESSAGES.reasonRequired);
    for (const reasonId of [1, 4, 11, 14, 99])
      expectError(await move(booking.id, 13, { reasonId }), 400, MESSAGES.invalidReason);
    expectError(await move(booking.id, 13, { reasonId: 21, details: 'x'.repeat(501) }), 400, MESSAGES.cancelReasonMax);
    expect((await bookingRow(booking.id)).status).toBe(BOOKING_STATUS.CREATED);
    const cancelled = await moved(booking.id, 13, { reasonId: 21, details: 'Order withdrawn by phone' });
    expect(cancelled).toMatchObject({
      status: 13,
      tripStatus: TRIP_STATUS.CANCELLED,
      nextStatus: null,
      cancellationReasonId: 21,
      cancellationReasonText: 'Shipper cancelled the load',
      cancellationReason: 'Order withdrawn by phone',
    });
  });

  it('a cancelled booking (13) moves nowhere', async () => {
    const { booking } = await newBooking();
    await moved(booking.id, 13, { reasonId: 23 });
    const before = await bookingRow(booking.id);
    for (const to of [1, 2, 3, 4]) expectError(await move(booking.id, to), 409, MESSAGES.illegalBookingMove);
    expectError(await move(booking.id, 13, { reasonId: 21 }), 409, MESSAGES.illegalBookingMove);
    expect(await bookingRow(booking.id)).toEqual(before);
  });

  it('a booking under way may be cancelled too (2 → 13, 3 → 13)', async () => {
    const dispatched = await newBooking();
    await assigned(dispatched.booking.id);
    await moved(dispatched.booking.id, 2);
    expect((await moved(dispatched.booking.id, 13, { reasonId: 22 })).status).toBe(13);
    const { booking } = await inTransit();
    expect((await moved(booking.id, 13, { reasonId: 24 })).status).toBe(13);
  });

  it('the partner and the driver may not cancel (403); shippers may not move a status at all (403)', async () => {
    const { booking } = await newBooking();
    await assigned(booking.id, driver['Muhammad Aslam']);
    for (const who of ['partner', 'driver'] as const)
      expectError(await move(booking.id, 13, { reasonId: 21 }, who), 403, MESSAGES.forbidden);
    for (const to of [2, 13])
      expectError(await move(booking.id, to, { reasonId: 21 }, 'shipperA'), 403, MESSAGES.forbidden);
    // Another company's shipper does not even learn that it exists.
    for (const who of ['shipperB', 'broker'] as const)
      expectError(await move(booking.id, 2, {}, who), 404, MESSAGES.notFound);
    expect((await bookingRow(booking.id)).status).toBe(BOOKING_STATUS.CREATED);
    // The partner and its driver move their own trip on.
    expect((await moved(booking.id, 2, {}, 'partner')).status).toBe(2);
    expect((await moved(booking.id, 3, {}, 'driver')).status).toBe(3);
  });
});

describe('assigning a driver and a vehicle', () => {
  it('success sets both, names them, and moves the bid to DRIVER_ASSIGNED', async () => {
    const { bidId, booking } = await newBooking();
    expect(await bidStatus(bidId)).toBe(BID_STATUS.ACCEPTED);
    const res = await assign(booking.id, driver['Muhammad Aslam'], vehicleOfType[VEHICLE_TYPE.FLATBED], 'partner');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      driverId: driver['Muhammad Aslam'],
      driverName: 'Muhammad Aslam',
      vehicleId: vehicleOfType[VEHICLE_TYPE.FLATBED],
      vehicleRegistration: expect.any(String),
      version: 2,
    });
    expect(await bidStatus(bidId)).toBe(BID_STATUS.DRIVER_ASSIGNED);
  });

  it('an acknowledged bid becomes DRIVER_ASSIGNED too', async () => {
    const { bidId, booking } = await newBooking();
    expect((await t.as(token.partner!, 'POST', `/api/bid/${bidId}/acknowledge`, {})).statusCode).toBe(200);
    await assigned(booking.id);
    expect(await bidStatus(bidId)).toBe(BID_STATUS.DRIVER_ASSIGNED);
  });

  it('a PENDING driver is 400 driverNotVerified; another partner’s driver 400 invalidDriver', async () => {
    const { bidId, booking } = await newBooking();
    expectError(
      await assign(booking.id, driver['Shahid Mehmood'], vehicleOfType[VEHICLE_TYPE.FLATBED]),
      400,
      MESSAGES.driverNotVerified,
    );
    expectError(
      await assign(booking.id, other.driverId, vehicleOfType[VEHICLE_TYPE.FLATBED]),
      400,
      MESSAGES.invalidDriver,
    );
    expectError(await assign(booking.id, 999_999, vehicleOfType[VEHICLE_TYPE.FLATBED]), 400, MESSAGES.invalidDriver);
    expect(await bookingRow(booking.id)).toMatchObject({ driverId: null, vehicleId: null, version: 1 });
    expect(await bidStatus(bidId)).toBe(BID_STATUS.ACCEPTED);
  });

  it('another partner’s vehicle, or one of another type, is 400 invalidVehicle', async () => {
    const { booking } = await newBooking();
    expectError(await assign(booking.id, driver['Ghulam Abbas'], other.vehicleId), 400, MESSAGES.invalidVehicle);
    expectError(
      await assign(booking.id, driver['Ghulam Abbas'], vehicleOfType[VEHICLE_TYPE.MAZDA]),
      400,
      MESSAGES.invalidVehicle,
    );
    expectError(await assign(booking.id, driver['Ghulam Abbas'], 999_999), 400, MESSAGES.invalidVehicle);
    expect(await bookingRow(booking.id)).toMatchObject({ driverId: null, vehicleId: null });
  });

  it('missing ids are 400 fillRequired; a shipper or driver may not assign (403)', async () => {
    const { booking } = await newBooking();
    expectError(
      await t.as(csr, 'POST', `/api/booking/${booking.id}/assign-driver`, { driverId: driver['Ghulam Abbas'] }),
      400,
      MESSAGES.fillRequired,
    );
    for (const who of ['shipperA', 'driver'] as const)
      expectError(
        await assign(booking.id, driver['Ghulam Abbas'], vehicleOfType[VEHICLE_TYPE.FLATBED], who),
        403,
        MESSAGES.forbidden,
      );
  });

  it('a closed booking takes no assignment (409)', async () => {
    const { booking } = await newBooking();
    await moved(booking.id, 13, { reasonId: 21 });
    expectError(
      await assign(booking.id, driver['Ghulam Abbas'], vehicleOfType[VEHICLE_TYPE.FLATBED]),
      409,
      MESSAGES.illegalBookingMove,
    );
  });

  it('reassign needs a reason and an earlier assignment; assign-driver does not silently change one', async () => {
    const { booking } = await newBooking();
    const reassign = (body: Record<string, unknown>) => t.as(csr, 'POST', `/api/booking/${booking.id}/reassign`, body);
    expectError(
      await reassign({
        driverId: driver['Naveed Iqbal'],
        vehicleId: vehicleOfType[VEHICLE_TYPE.FLATBED],
        reason: 'Driver fell ill',
      }),
      409,
      MESSAGES.driverRequiredFirst,
    );
    await assigned(booking.id);
    expectError(
      await reassign({ driverId: driver['Naveed Iqbal'], vehicleId: vehicleOfType[VEHICLE_TYPE.FLATBED] }),
      400,
      MESSAGES.reasonRequired,
    );
    expectError(
      await reassign({
        driverId: driver['Naveed Iqbal'],
        vehicleId: vehicleOfType[VEHICLE_TYPE.FLATBED],
        reason: '   ',
      }),
      400,
      MESSAGES.reasonRequired,
    );
    expectError(
      await assign(booking.id, driver['Naveed Iqbal'], vehicleOfType[VEHICLE_TYPE.FLATBED]),
      400,
      MESSAGES.reasonRequired,
    );
    expect((await bookingRow(booking.id)).driverId).toBe(driver['Ghulam Abbas']);
    // Sending the same assignment again changes nothing and needs no reason.
    expect((await assign(booking.id, driver['Ghulam Abbas'], vehicleOfType[VEHICLE_TYPE.FLATBED])).statusCode).toBe(
      200,
    );
    const res = await reassign({
      driverId: driver['Naveed Iqbal'],
      vehicleId: vehicleOfType[VEHICLE_TYPE.FLATBED],
      reason: 'Driver fell ill',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      driverId: driver['Naveed Iqbal'],
      driverName: 'Naveed Iqbal',
      reassignReason: 'Driver fell ill',
    });
    // The reassigned driver is checked like any other.
    expectError(
      await reassign({
        driverId: driver['Shahid Mehmood'],
        vehicleId: vehicleOfType[VEHICLE_TYPE.FLATBED],
        reason: 'Swap',
      }),
      400,
      MESSAGES.driverNotVerified,
    );
  });

  it('a reassignment mid-trip is allowed with a reason', async () => {
    const { booking } = await inTransit();
    const res = await t.as(token.partner!, 'POST', `/api/booking/${booking.id}/reassign`, {
      driverId: driver['Naveed Iqbal'],
      vehicleId: vehicleOfType[VEHICLE_TYPE.FLATBED],
      reason: 'Breakdown at Hyderabad',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 3,
      driverId: driver['Naveed Iqbal'],
      reassignReason: 'Breakdown at Hyderabad',
    });
  });
});

describe('POST /api/bid/v3/assign: several bookings, all or none', () => {
  it('assigns every booking in one call; every bid becomes DRIVER_ASSIGNED', async () => {
    const a = await newBooking();
    const b = await newBooking();
    const res = await t.as(token.partner!, 'POST', '/api/bid/v3/assign', {
      assignments: [
        { bookingId: a.booking.id, driverId: driver['Ghulam Abbas'], vehicleId: vehicleOfType[VEHICLE_TYPE.FLATBED] },
        { bookingId: b.booking.id, driverId: driver['Naveed Iqbal'], vehicleId: vehicleOfType[VEHICLE_TYPE.FLATBED] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as BookingRecord[]).map((r) => [r.id, r.driverName])).toEqual([
      [a.booking.id, 'Ghulam Abbas'],
      [b.booking.id, 'Naveed Iqbal'],
    ]);
    expect([await bidStatus(a.bidId), await bidStatus(b.bidId)]).toEqual([
      BID_STATUS.DRIVER_ASSIGNED,
      BID_STATUS.DRIVER_ASSIGNED,
    ]);
  });

  it.each([
    [
      'a PENDING driver',
      () => ({ driverId: driver['Shahid Mehmood'], vehicleId: vehicleOfType[VEHICLE_TYPE.FLATBED] }),
      400,
      MESSAGES.driverNotVerified,
    ],
    [
      'a vehicle of another type',
      () => ({ driverId: driver['Naveed Iqbal'], vehicleId: vehicleOfType[VEHICLE_TYPE.REEFER] }),
      400,
      MESSAGES.invalidVehicle,
    ],
    [
      'another partner’s vehicle',
      () => ({ driverId: driver['Naveed Iqbal'], vehicleId: other.vehicleId }),
      400,
      MESSAGES.invalidVehicle,
    ],
  ] as const)('one bad assignment (%s) leaves all unchanged', async (_, bad, status, message) => {
    const a = await newBooking();
    const b = await newBooking();
    const c = await newBooking();
    const res = await t.as(csr, 'POST', '/api/bid/v3/assign', {
      assignments: [
        { bookingId: a.booking.id, driverId: driver['Ghulam Abbas'], vehicleId: vehicleOfType[VEHICLE_TYPE.FLATBED] },
        { bookingId: b.booking.id, ...bad() },
        { bookingId: c.booking.id, driverId: driver['Muhammad Aslam'], vehicleId: vehicleOfType[VEHICLE_TYPE.FLATBED] },
      ],
    });
    expectError(res, status, message);
    for (const fresh of [a, b, c]) {
      expect(await bookingRow(fresh.booking.id)).toMatchObject({ driverId: null, vehicleId: null, version: 1 });
      expect(await bidStatus(fresh.bidId)).toBe(BID_STATUS.ACCEPTED);
    }
  });

  it('a booking the caller may not see is 404 and nothing changes; no assignments is 400', async () => {
    const mine = await newBooking();
    const theirs = await newBooking({ forPartner: other.partnerId });
    const res = await t.as(token.partner!, 'POST', '/api/bid/v3/assign', {
      assignments: [
        {
          bookingId: mine.booking.id,
          driverId: driver['Ghulam Abbas'],
          vehicleId: vehicleOfType[VEHICLE_TYPE.FLATBED],
        },
        {
          bookingId: theirs.booking.id,
          driverId: driver['Naveed Iqbal'],
          vehicleId: vehicleOfType[VEHICLE_TYPE.FLATBED],
        },
      ],
    });
    expectError(res, 404, MESSAGES.notFound);
    expect((await bookingRow(mine.booking.id)).driverId).toBeNull();
    expectError(await t.as(csr, 'POST', '/api/bid/v3/assign', { assignments: [] }), 400, MESSAGES.fillRequired);
    expectError(await t.as(csr, 'POST', '/api/bid/v3/assign', {}), 400, MESSAGES.fillRequired);
    expectError(
      await t.as(token.shipperA!, 'POST', '/api/bid/v3/assign', {
        assignments: [{ bookingId: mine.booking.id, driverId: 1, vehicleId: 1 }],
      }),
      403,
      MESSAGES.forbidden,
    );
  });
});

describe('GET /api/booking/v3/pricing/:id', () => {
  it('per vehicle: staff see both sides and the margin, the contract amount less the carrier amount; the shipper only what it pays, never the contract amount itself', async () => {
    const { bidId, booking } = await newBooking({
      amount: 100_000,
      shipment: { shipperRate: 120_000, contractAmount: 150_000 },
    });
    const full = {
      bookingId: booking.id,
      amount: 100_000,
      bidAmount: 100_000,
      bidCategoryTypeId: 1,
      advanceAmount: 70_000,
      remainderAmount: 30_000,
      shipperAmount: 150_000,
      contractAmount: 150_000,
      margin: 50_000,
    };
    const staff = await t.as(token.csr!, 'GET', `/api/booking/v3/pricing/${booking.id}`);
    expect(staff.json().data).toEqual(full);
    const shipper = await t.as(token.shipperA!, 'GET', `/api/booking/v3/pricing/${booking.id}`);
    expect(shipper.statusCode, shipper.body).toBe(200);
    expect(shipper.json().data).toEqual({
      bookingId: booking.id,
      bidCategoryTypeId: 1,
      shipperAmount: 150_000,
    });
    expect(bidId).toBeGreaterThan(0);
  });

  it('the partner and the driver see their amount, advance and remainder, never the shipper amount or the margin', async () => {
    const { booking } = await newBooking({
      amount: 100_001,
      shipment: { shipperRate: 120_000, contractAmount: 150_000 },
    });
    await assigned(booking.id, driver['Muhammad Aslam']);
    for (const who of ['partner', 'driver'] as const) {
      const res = await t.as(token[who]!, 'GET', `/api/booking/v3/pricing/${booking.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        bookingId: booking.id,
        amount: 100_001,
        bidAmount: 100_001,
        bidCategoryTypeId: 1,
        advanceAmount: 70_000.7,
        remainderAmount: 30_000.3,
      });
    }
  });

  it('per tonne: the shipper amount is the contract amount (else the rate) times the vehicle’s share of the weight; no rate, no margin', async () => {
    const perTonne = {
      shipmentCategoryTypeId: SHIPMENT_TYPE.CONTRACTUAL,
      bidCategoryTypeId: BID_CATEGORY_TYPE.PER_TONNE,
    };
    const { booking } = await newBooking({
      vehicleCount: 2,
      amount: 4000,
      shipment: { ...perTonne, weight: 30, pickupLocations: loads(30), contractAmount: 5500, shipperRate: 5000 },
    });
    const res = await t.as(csr, 'GET', `/api/booking/v3/pricing/${booking.id}`);
    expect(res.json().data).toEqual({
      bookingId: booking.id,
      amount: 60_000,
      bidAmount: 4000,
      bidCategoryTypeId: 2,
      advanceAmount: 42_000,
      remainderAmount: 18_000,
      shipperAmount: 82_500,
      contractAmount: 5500,
      margin: 22_500,
    });
    const noRate = await newBooking();
    expect((await t.as(csr, 'GET', `/api/booking/v3/pricing/${noRate.booking.id}`)).json().data).toMatchObject({
      shipperAmount: null,
      contractAmount: null,
      margin: null,
    });
    expectError(await t.as(csr, 'GET', '/api/booking/v3/pricing/999999'), 404, MESSAGES.notFound);
  });
});

describe('GET /api/bid/booking/:bookingId', () => {
  it('staff and the shipper see every bid of the shipment with the booking’s own marked; the partner only its booking’s', async () => {
    const { shipmentId, bidId, booking } = await newBooking({ vehicleCount: 2 });
    const rival = await t.as(csr, 'POST', '/api/bid', { shipmentId, amount: 95_000, partnerId: other.partnerId });
    expect(rival.statusCode).toBe(201);
    for (const who of ['csr', 'shipperA'] as const) {
      const rows = (await t.as(token[who]!, 'GET', `/api/bid/booking/${booking.id}`)).json().data as {
        id: number;
        isBookingBid: boolean;
      }[];
      expect(rows.map((r) => [r.id, r.isBookingBid]).sort()).toEqual(
        [
          [bidId, true],
          [rival.json().data.id, false],
        ].sort(),
      );
    }
    const own = (await t.as(token.partner!, 'GET', `/api/bid/booking/${booking.id}`)).json().data as {
      id: number;
      isBookingBid: boolean;
    }[];
    expect(own.map((r) => [r.id, r.isBookingBid])).toEqual([[bidId, true]]);
    expectError(await t.as(other.token, 'GET', `/api/bid/booking/${booking.id}`), 404, MESSAGES.notFound);
  });
});

describe('lookups for the assignment dialog', () => {
  it('a partner finds only its own drivers and vehicles; staff any partner’s; shippers none (403)', async () => {
    const names = (res: { json(): { data: { content: { fullName: string }[] } } }) =>
      res.json().data.content.map((r) => r.fullName);
    const content = (res: { json(): { data: { content: unknown[] } } }) => res.json().data.content;
    expect(names(await t.as(token.partner!, 'GET', '/api/drivers'))).toEqual([
      'Ghulam Abbas',
      'Muhammad Aslam',
      'Naveed Iqbal',
      'Shahid Mehmood',
      'Zafar Hussain',
    ]);
    expect(names(await t.as(token.partner!, 'GET', `/api/drivers?partnerId=${other.partnerId}`))).toHaveLength(5);
    expect(names(await t.as(other.token, 'GET', '/api/drivers'))).toEqual(['Other Driver']);
    expect(names(await t.as(csr, 'GET', `/api/drivers?partnerId=${other.partnerId}`))).toEqual(['Other Driver']);
    expect(names(await t.as(csr, 'GET', '/api/drivers?q=aslam'))).toEqual(['Muhammad Aslam']);
    const flatbeds = content(
      await t.as(token.partner!, 'GET', `/api/vehicles?vehicleTypeId=${VEHICLE_TYPE.FLATBED}`),
    ) as { partnerId: number; vehicleTypeName: string }[];
    expect(flatbeds).toHaveLength(2);
    expect(flatbeds.every((v) => v.partnerId === partnerId && v.vehicleTypeName === 'Flatbed')).toBe(true);
    expect(content(await t.as(other.token, 'GET', '/api/vehicles'))).toHaveLength(1);
    expect(content(await t.as(token.partner!, 'GET', '/api/vehicles?q=%25'))).toEqual([]);
    const partners = (await t.as(csr, 'GET', '/api/user/partner?q=second')).json().data as { id: number }[];
    expect(partners.map((p) => p.id)).toEqual([other.partnerId]);
    for (const who of ['shipperA', 'driver'] as const) {
      for (const url of ['/api/drivers', '/api/vehicles', '/api/user/partner'])
        expectError(await t.as(token[who]!, 'GET', url), 403, MESSAGES.forbidden);
    }
    expectError(await t.as(token.partner!, 'GET', '/api/user/partner'), 403, MESSAGES.forbidden);
  });
});
