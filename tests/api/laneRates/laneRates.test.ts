import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BID_CATEGORY_TYPE, SHIPMENT_TYPE } from '#domain/bidding';
import { BOOKING_STATUS } from '#domain/bookings';
import {
  LANE_MIN_TRIPS,
  LANE_WINDOW_DAYS,
  laneBookingFilter,
  laneFigures,
  type LanePlace,
  type LaneSide,
} from '#domain/laneRates';
import { MESSAGES } from '#domain/messages';
import type { LaneRatesRecord, LaneReportRecord } from '#domain/records/laneRates';
import { PAYMENT_TYPE } from '#domain/shipments';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';
import { bookings, cities, shipments, states } from '../../../server/db/schema';
import { expectError, testAppPerFile } from '../testApp';
import { keysOf, numbersOf } from '../answerParts';

/**
 * Lane rates over hand-built histories: the lanes run between cities and states of the test's own
 * (ids 9xx), so no seeded trip is among them, and every figure below is worked out by hand.
 */
const t = testAppPerFile();

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** Two states of our own and their cities: North (9001, 9002) → South (9003, 9004). */
const NORTH = 901;
const SOUTH = 902;
const N1 = 9001;
const N2 = 9002;
const S1 = 9003;
const S2 = 9004;
const FLATBED = VEHICLE_TYPE.FLATBED;
const HALFBODY = VEHICLE_TYPE.HALFBODY;

const tokens = { csr: '', shipperA: '', partner: '', driver: '' };
let companyId = 0;
let partnerId = 0;

interface Trip {
  from: number;
  to: number;
  vehicleTypeId?: number;
  amount: number;
  shipperRate?: number | null;
  status?: number;
  createdAt?: Date;
  perTonne?: boolean;
}

/** One shipment and its one booking, as accepting a bid would leave them. */
async function trip({
  from,
  to,
  vehicleTypeId = FLATBED,
  amount,
  shipperRate = null,
  status = BOOKING_STATUS.CREATED,
  createdAt = daysAgo(10),
  perTonne = false,
}: Trip) {
  const { db } = t.database;
  const [shipment] = await db
    .insert(shipments)
    .values({
      companyId,
      shipmentCategoryTypeId: SHIPMENT_TYPE.SPOT,
      bidCategoryTypeId: perTonne ? BID_CATEGORY_TYPE.PER_TONNE : BID_CATEGORY_TYPE.PER_VEHICLE,
      vehicleTypeId,
      weight: 20,
      shipperRate,
      paymentReceivingTypeId: PAYMENT_TYPE.PAID,
      loadingTime: new Date(createdAt.getTime() + 2 * DAY),
      pickupCityId: from,
      dropOffCityId: to,
      status: 'CREATED',
      createdAt,
    })
    .returning({ id: shipments.id });
  const [booking] = await db
    .insert(bookings)
    .values({ shipmentId: shipment.id, partnerId, amount, status, createdAt })
    .returning({ id: bookings.id });
  return booking.id;
}

/** The lane N1 → S1, flatbed: 7 trips priced per vehicle, one per tonne, and what must not count. */
const LANE_ONE = [
  { amount: 100_000, shipperRate: 140_000 },
  { amount: 120_000, shipperRate: 160_000 },
  { amount: 90_000, shipperRate: 150_000 },
  { amount: 152_000, shipperRate: 155_000 },
  { amount: 110_000, shipperRate: 145_000 },
  { amount: 130_000, shipperRate: 170_000 },
  { amount: 95_000, shipperRate: 135_000 },
];
const PER_TONNE_TRIP = { amount: 105_000, shipperRate: 5_000 };
/** Amounts that must never be counted: a cancelled trip, one from before the window, one of another vehicle type. */
const NOT_COUNTED = { cancelled: 999_001, tooOld: 999_002, otherVehicle: 999_003 };
/** The lane N2 → S1, flatbed: four trips, too few on their own. */
const LANE_TWO = [
  { amount: 80_000, shipperRate: 120_000 },
  { amount: 85_000, shipperRate: 126_000 },
  { amount: 200_000, shipperRate: 210_000 },
  { amount: 75_000, shipperRate: 115_000 },
];

const counted = { laneOneCarrier: [] as number[], laneOneShipper: [] as number[], laneTwo: [] as number[] };

beforeAll(async () => {
  const { db } = t.database;
  for (const who of ['csr', 'shipperA', 'partner', 'driver'] as const) tokens[who] = (await t.login(who)).token;
  companyId = (await t.login('shipperA')).user.companyId!;
  partnerId = (await t.login('partner')).user.id;
  await db.insert(states).values([
    { id: NORTH, countryId: 1, name: 'Test North' },
    { id: SOUTH, countryId: 1, name: 'Test South' },
  ]);
  await db.insert(cities).values([
    { id: N1, stateId: NORTH, countryId: 1, name: 'Northton', latitude: 33, longitude: 73 },
    { id: N2, stateId: NORTH, countryId: 1, name: 'Upperville', latitude: 33.5, longitude: 73.5 },
    { id: S1, stateId: SOUTH, countryId: 1, name: 'Southport', latitude: 25, longitude: 67 },
    { id: S2, stateId: SOUTH, countryId: 1, name: 'Lowerbay', latitude: 25.5, longitude: 67.5 },
  ]);
  for (const [i, figures] of LANE_ONE.entries()) {
    const id = await trip({ from: N1, to: S1, ...figures, createdAt: daysAgo(3 + i * 11) });
    counted.laneOneCarrier.push(id);
    counted.laneOneShipper.push(id);
  }
  // Delivered trips count as much as those under way; a per-tonne one gives the carrier side only.
  counted.laneOneCarrier.push(
    await trip({ from: N1, to: S1, ...PER_TONNE_TRIP, perTonne: true, status: BOOKING_STATUS.DELIVERED }),
  );
  await trip({ from: N1, to: S1, amount: NOT_COUNTED.cancelled, shipperRate: 1, status: BOOKING_STATUS.CANCELLED });
  await trip({
    from: N1,
    to: S1,
    amount: NOT_COUNTED.tooOld,
    shipperRate: 2,
    createdAt: daysAgo(LANE_WINDOW_DAYS + 1),
  });
  await trip({ from: N1, to: S1, amount: NOT_COUNTED.otherVehicle, shipperRate: 3, vehicleTypeId: HALFBODY });
  for (const figures of LANE_TWO) counted.laneTwo.push(await trip({ from: N2, to: S1, ...figures }));
  // Halfbodies North → South: two trips on N1 → S2 and the one on N1 → S1 above, three in the region.
  await trip({ from: N1, to: S2, amount: 60_000, shipperRate: 70_000, vehicleTypeId: HALFBODY });
  await trip({ from: N1, to: S2, amount: 65_000, shipperRate: 72_000, vehicleTypeId: HALFBODY });
});

const rates = async (token: string, pickupCityId: number, dropOffCityId: number, vehicleTypeId: number) => {
  const res = await t.as(
    token,
    'GET',
    `/api/lane-rates?pickupCityId=${pickupCityId}&dropOffCityId=${dropOffCityId}&vehicleTypeId=${vehicleTypeId}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as LaneRatesRecord;
};

describe('a lane with enough trips', () => {
  it('answers exact percentiles of each side over the window: cancelled, older and other-vehicle trips left out', async () => {
    const answer = await rates(tokens.csr, N1, S1, FLATBED);
    expect(answer).toMatchObject({
      lane: {
        pickupCityId: N1,
        pickupCityName: 'Northton',
        dropOffCityId: S1,
        dropOffCityName: 'Southport',
        vehicleTypeId: FLATBED,
        vehicleTypeName: 'Flatbed',
      },
      basis: 'lane',
      region: {
        pickupStateId: NORTH,
        pickupStateName: 'Test North',
        dropOffStateId: SOUTH,
        dropOffStateName: 'Test South',
      },
      trips: { lane: 8, region: null },
      windowDays: 90,
      minTrips: 5,
    });
    // By hand (linear interpolation at p × (n − 1)): carrier 90 95 100 105 110 120 130 152 (thousands),
    // shipper 135 140 145 150 155 160 170 (the per-tonne trip gives the shipper side nothing).
    expect(answer.carrierAmount).toEqual({ count: 8, p25: 98_750, median: 107_500, p75: 122_500 });
    expect(answer.shipperRate).toEqual({ count: 7, p25: 142_500, median: 150_000, p75: 157_500 });
    // The domain's definition gives the same.
    expect(answer.carrierAmount).toEqual(laneFigures([...LANE_ONE.map((f) => f.amount), PER_TONNE_TRIP.amount]));
    expect(answer.shipperRate).toEqual(laneFigures(LANE_ONE.map((f) => f.shipperRate)));
    expect(numbersOf(answer)).not.toEqual(expect.arrayContaining([NOT_COUNTED.cancelled]));
    expect(Date.parse(answer.asOf) - Date.parse(answer.windowStart)).toBe(LANE_WINDOW_DAYS * DAY);
    expect(Math.abs(Date.parse(answer.asOf) - Date.now())).toBeLessThan(60_000);
  });

  it('counts a booking made a moment ago at the next call: nothing kept to refresh', async () => {
    const before = await rates(tokens.csr, N2, S2, FLATBED);
    expect(before.trips.lane).toBe(0);
    const made: number[] = [];
    for (const amount of [50_000, 60_000, 70_000, 80_000, 90_000])
      made.push(await trip({ from: N2, to: S2, amount, shipperRate: amount + 5_000, createdAt: daysAgo(1) }));
    const after = await rates(tokens.csr, N2, S2, FLATBED);
    expect(after).toMatchObject({ basis: 'lane', trips: { lane: 5, region: null } });
    expect(after.carrierAmount).toEqual({ count: 5, p25: 60_000, median: 70_000, p75: 80_000 });
    // Cancelling one takes it out at once: four left, so the region speaks for the lane.
    await t.database.db.update(bookings).set({ status: BOOKING_STATUS.CANCELLED }).where(eq(bookings.id, made[0]));
    const cancelled = await rates(tokens.csr, N2, S2, FLATBED);
    expect(cancelled).toMatchObject({ basis: 'region', trips: { lane: 4 } });
    await t.database.db
      .update(bookings)
      .set({ status: BOOKING_STATUS.CANCELLED })
      .where(inArray(bookings.id, made.slice(1)));
  });
});

describe('too few trips', () => {
  it('a lane of four trips falls back to its region (North → South, flatbed) and says so', async () => {
    const answer = await rates(tokens.csr, N2, S1, FLATBED);
    expect(answer.basis).toBe('region');
    expect(answer.trips).toEqual({ lane: LANE_TWO.length, region: 8 + LANE_TWO.length });
    const carrier = [...LANE_ONE, PER_TONNE_TRIP, ...LANE_TWO].map((f) => f.amount);
    const shipper = [...LANE_ONE, ...LANE_TWO].map((f) => f.shipperRate);
    expect(answer.carrierAmount).toEqual(laneFigures(carrier));
    expect(answer.shipperRate).toEqual(laneFigures(shipper));
    // 75 80 85 90 95 100 105 110 120 130 152 200 (thousands): p25 at 2.75, median at 5.5, p75 at 8.25.
    expect(answer.carrierAmount).toEqual({ count: 12, p25: 88_750, median: 102_500, p75: 122_500 });
  });

  it('when the region is thin too, no figure is given, only the counts found', async () => {
    const answer = await rates(tokens.csr, N1, S2, HALFBODY);
    expect(answer.basis).toBe('none');
    expect(answer.trips).toEqual({ lane: 2, region: 3 });
    expect(answer.trips.region!).toBeLessThan(LANE_MIN_TRIPS);
    expect(answer.shipperRate).toEqual({ count: 3, p25: null, median: null, p75: null });
    expect(answer.carrierAmount).toEqual({ count: 3, p25: null, median: null, p75: null });
  });

  it('a lane nobody has driven answers none with zero counts', async () => {
    const answer = await rates(tokens.csr, S1, N1, FLATBED);
    expect(answer).toMatchObject({ basis: 'none', trips: { lane: 0, region: 0 } });
  });
});

describe('who sees which side', () => {
  const carrierFigures = [98_750, 107_500, 122_500, ...LANE_ONE.map((f) => f.amount), PER_TONNE_TRIP.amount];
  const shipperFigures = [142_500, 150_000, 157_500, ...LANE_ONE.map((f) => f.shipperRate)];

  it('a shipper gets the shipper rates only: no carrier amount anywhere in the answer', async () => {
    for (const [from, to, vehicle] of [
      [N1, S1, FLATBED],
      [N2, S1, FLATBED],
      [N1, S2, HALFBODY],
    ]) {
      const res = await t.as(
        tokens.shipperA,
        'GET',
        `/api/lane-rates?pickupCityId=${from}&dropOffCityId=${to}&vehicleTypeId=${vehicle}`,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(keysOf(body).has('carrierAmount')).toBe(false);
      expect(keysOf(body).has('amount')).toBe(false);
      expect(body.data.shipperRate).toBeDefined();
      expect(res.body).not.toMatch(/carrier/i);
      for (const figure of carrierFigures) expect(numbersOf(body)).not.toContain(figure);
    }
  });

  it('a partner gets the carrier amounts only, staff both; a driver is refused', async () => {
    const partner = await rates(tokens.partner, N1, S1, FLATBED);
    expect(keysOf(partner).has('shipperRate')).toBe(false);
    expect(partner.carrierAmount).toEqual({ count: 8, p25: 98_750, median: 107_500, p75: 122_500 });
    for (const figure of shipperFigures) expect(numbersOf(partner)).not.toContain(figure);
    const staff = await rates(tokens.csr, N1, S1, FLATBED);
    expect(staff.shipperRate).toBeDefined();
    expect(staff.carrierAmount).toBeDefined();
    const driver = await t.as(
      tokens.driver,
      'GET',
      `/api/lane-rates?pickupCityId=${N1}&dropOffCityId=${S1}&vehicleTypeId=2`,
    );
    expect(driver.statusCode).toBe(403);
  });
});

describe('bad queries', () => {
  it.each([
    ['no vehicle type', `pickupCityId=${N1}&dropOffCityId=${S1}`],
    ['nothing', ''],
    ['a city that is not a number', `pickupCityId=abc&dropOffCityId=${S1}&vehicleTypeId=2`],
  ])('%s: 400 with the lane text', async (_, query) => {
    expectError(await t.as(tokens.csr, 'GET', `/api/lane-rates?${query}`), 400, MESSAGES.laneRequired);
  });

  it('ids that are no whole positive number are said as such; an unknown city is not found', async () => {
    expectError(
      await t.as(tokens.csr, 'GET', `/api/lane-rates?pickupCityId=-1&dropOffCityId=${S1}&vehicleTypeId=2`),
      400,
      MESSAGES.mustBePositive,
    );
    expectError(
      await t.as(tokens.csr, 'GET', `/api/lane-rates?pickupCityId=1.5&dropOffCityId=${S1}&vehicleTypeId=2`),
      400,
      MESSAGES.wholeNumber,
    );
    expectError(
      await t.as(tokens.csr, 'GET', `/api/lane-rates?pickupCityId=987654&dropOffCityId=${S1}&vehicleTypeId=2`),
      404,
      MESSAGES.notFound,
    );
    expectError(await t.as(tokens.csr, 'GET', `/api/booking?laneSide=everything`), 400, MESSAGES.invalidOption);
  });
});

describe('each figure opens the bookings behind it', () => {
  const listed = async (place: LanePlace, side: LaneSide, answer: LaneRatesRecord) => {
    const filter = laneBookingFilter(place, side, answer);
    const query = new URLSearchParams(
      Object.entries({ ...filter, pageSize: '100' }).map(([key, value]) => [key, String(value)]),
    );
    const res = await t.as(tokens.csr, 'GET', `/api/booking?${query.toString()}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as { content: { id: number }[]; totalElements: number };
    expect(page.totalElements).toBe(page.content.length);
    return page.content.map((b) => b.id).sort((a, b) => a - b);
  };
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  it('the lane: exactly the counted bookings of each side', async () => {
    const answer = await rates(tokens.csr, N1, S1, FLATBED);
    const lane = { pickupCityId: N1, dropOffCityId: S1, vehicleTypeId: FLATBED };
    expect(await listed(lane, 'carrierAmount', answer)).toEqual(sorted(counted.laneOneCarrier));
    expect(await listed(lane, 'shipperRate', answer)).toEqual(sorted(counted.laneOneShipper));
    expect((await listed(lane, 'carrierAmount', answer)).length).toBe(answer.carrierAmount!.count);
    expect((await listed(lane, 'shipperRate', answer)).length).toBe(answer.shipperRate!.count);
  });

  it('the region: exactly the trips from the pick-up state to the drop-off state', async () => {
    const answer = await rates(tokens.csr, N2, S1, FLATBED);
    const region = { pickupStateId: NORTH, dropOffStateId: SOUTH, vehicleTypeId: FLATBED };
    expect(await listed(region, 'carrierAmount', answer)).toEqual(
      sorted([...counted.laneOneCarrier, ...counted.laneTwo]),
    );
    expect((await listed(region, 'shipperRate', answer)).length).toBe(answer.shipperRate!.count);
  });
});

describe('the lane report', () => {
  it('lists the lanes of the window busiest first, with exact figures, and the weeks of the window', async () => {
    const res = await t.as(tokens.csr, 'GET', `/api/lane-rates/report?pickupCityId=${N1}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data as LaneReportRecord;
    expect(report.lanes.map((l) => [l.dropOffCityId, l.vehicleTypeId, l.trips])).toEqual([
      [S1, FLATBED, 8],
      [S2, HALFBODY, 2],
      [S1, HALFBODY, 1],
    ]);
    expect(report.totalLanes).toBe(3);
    expect(report.lanes[0]).toMatchObject({
      pickupCityName: 'Northton',
      dropOffCityName: 'Southport',
      vehicleTypeName: 'Flatbed',
      carrierAmount: { count: 8, p25: 98_750, median: 107_500, p75: 122_500 },
      shipperRate: { count: 7, p25: 142_500, median: 150_000, p75: 157_500 },
    });
    // Thirteen weeks (the last one short), holding every trip once; the trips 3 + 11i days ago fall in known weeks.
    expect(report.weeks).toHaveLength(13);
    expect(report.weeks.reduce((sum, w) => sum + w.trips, 0)).toBe(11);
    const weekOf = (date: Date) => report.weeks.find((w) => Date.parse(w.start) <= +date && +date <= Date.parse(w.end));
    expect(weekOf(daysAgo(3))!.trips).toBeGreaterThanOrEqual(1);
    const oldest = report.weeks.find((w) => w.trips > 0)!;
    expect(Date.parse(oldest.start)).toBeLessThanOrEqual(+daysAgo(3 + 6 * 11));
  });

  it('pages the lanes; a page past the last still says how many there are', async () => {
    const first = (await t.as(tokens.csr, 'GET', `/api/lane-rates/report?pickupCityId=${N1}&pageSize=2`)).json()
      .data as LaneReportRecord;
    expect(first.lanes).toHaveLength(2);
    expect(first.totalLanes).toBe(3);
    const past = (await t.as(tokens.csr, 'GET', `/api/lane-rates/report?pickupCityId=${N1}&pageSize=2&page=5`)).json()
      .data as LaneReportRecord;
    expect(past).toMatchObject({ lanes: [], totalLanes: 3, page: 5, pageSize: 2 });
  });

  it('downloads as CSV, one lane a row', async () => {
    const res = await t.as(tokens.csr, 'GET', `/api/lane-rates/report.csv?pickupCityId=${N1}&vehicleTypeId=${FLATBED}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="?lane-rates-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Pick-up city,Drop-off city,Vehicle type,Trips,Shipper rate count,Shipper rate p25,Shipper rate median,Shipper rate p75,Carrier amount count,Carrier amount p25,Carrier amount median,Carrier amount p75,Window start,As of',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Northton,Southport,Flatbed,8,7,142500,150000,157500,8,98750,107500,122500,/);
  });

  it('is for staff only', async () => {
    expect((await t.as(tokens.shipperA, 'GET', '/api/lane-rates/report')).statusCode).toBe(403);
    expect((await t.as(tokens.partner, 'GET', '/api/lane-rates/report.csv')).statusCode).toBe(403);
  });
});

describe('the demo data', () => {
  it('gives Lahore → Karachi, Flatbed enough trips for a suggestion with a real range', async () => {
    const answer = await rates(tokens.shipperA, 2, 1, FLATBED);
    expect(answer.basis).toBe('lane');
    expect(answer.trips.lane).toBeGreaterThanOrEqual(LANE_MIN_TRIPS);
    const { count, p25, median, p75 } = answer.shipperRate!;
    expect(count).toBeGreaterThanOrEqual(LANE_MIN_TRIPS);
    expect(p25!).toBeLessThan(median!);
    expect(median!).toBeLessThan(p75!);
  });
});
