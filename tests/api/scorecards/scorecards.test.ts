import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BID_STATUS, BOOKING_STATUS } from '#domain/bookings';
import { DOCUMENT_TYPE } from '#domain/documentTypes';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';
import { CASE_STATUS } from '#domain/verification';
import {
  AVERAGE_SPEED_KMH,
  DELIVERY_GRACE_HOURS,
  MIN_TRIPS_FOR_SCORE,
  PICKUP_GRACE_HOURS,
  POD_DUE_DAYS,
  SCORE_WEIGHTS,
  deliveryDueBy,
  type ScoreFigure,
  type ScoreWindow,
} from '#domain/scorecards';
import type { PartnerScorecardRecord, ScorecardWindowRecord } from '#domain/records/scorecards';
import type { ShipmentBid } from '#domain/records/shipments';
import type { BookingRecord } from '#domain/records/bookings';
import { greatCircleKm } from '#domain/geo';
import { hashPassword } from '../../../server/auth/passwords';
import { CITIES } from '../../../server/db/seed-data/geography';
import {
  bids,
  bookings,
  documents,
  drivers,
  partnerScorecards,
  shipments,
  users,
  vehicles,
  verificationCases,
} from '../../../server/db/schema';
import { DEMO_PASSWORD, expectError, testAppPerFile, type DemoKey } from '../testApp';
import { HOUR, validShipment } from '../shipmentFixtures';
import { multipart } from '../multipart';

/**
 * Carrier scorecards (src/domain/scorecards.ts) over histories written here row by row, with times
 * relative to now: the exact figures of each definition in both windows, the inputs the answer lists,
 * the booking list's `scoreFigure` filter holding exactly the bookings each number counts, bids sorted
 * by score, who may read a scorecard, and the pick-up time the trip's first move to transit sets.
 */
const t = testAppPerFile();

const DAY = 24 * HOUR;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const KARACHI = 1;
const LAHORE = 2;
const FAISALABAD = 5;
const token: Partial<Record<DemoKey, string>> = {};
let companyId: number;
let now: number;
const at = (offset: number) => new Date(now + offset);

async function partner(name: string, phone: string, verification?: string) {
  const [row] = await t.database.db
    .insert(users)
    .values({
      userType: USER_TYPE.PARTNER,
      fullName: name,
      phoneNumber: phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning({ id: users.id });
  if (verification) await t.database.db.insert(verificationCases).values({ partnerId: row.id, status: verification });
  return row.id;
}

async function shipment(loading: Date, from = KARACHI, to = LAHORE, status = 'DELIVERED') {
  const [row] = await t.database.db
    .insert(shipments)
    .values({
      companyId,
      status,
      shipmentCategoryTypeId: 1,
      bidCategoryTypeId: 1,
      vehicleTypeId: VEHICLE_TYPE.FLATBED,
      weight: 20,
      paymentReceivingTypeId: 1,
      loadingTime: loading,
      pickupCityId: from,
      dropOffCityId: to,
      bidWindowOpen: status === 'CREATED',
    })
    .returning({ id: shipments.id });
  return row.id;
}

interface Trip {
  partnerId: number;
  loading: Date;
  from?: number;
  to?: number;
  status: number;
  booked: Date;
  pickedUp?: Date;
  delivered?: Date;
  pods?: Date[];
  bidStatus?: string;
}

/** A bid, its booking and the booking's proofs of delivery, as the history says. */
async function trip(history: Trip) {
  const { db } = t.database;
  const shipmentId = await shipment(history.loading, history.from, history.to);
  const [bid] = await db
    .insert(bids)
    .values({
      shipmentId,
      partnerId: history.partnerId,
      amount: 100_000,
      bidCategoryTypeId: 1,
      status:
        history.bidStatus ?? (history.status === BOOKING_STATUS.DELIVERED ? BID_STATUS.FULFILLED : BID_STATUS.ACCEPTED),
      createdAt: new Date(history.booked.getTime() - HOUR),
    })
    .returning({ id: bids.id });
  const [booking] = await db
    .insert(bookings)
    .values({
      shipmentId,
      bidId: bid.id,
      partnerId: history.partnerId,
      amount: 100_000,
      status: history.status,
      createdAt: history.booked,
      pickedUpAt: history.pickedUp ?? null,
      deliveredAt: history.delivered ?? null,
    })
    .returning({ id: bookings.id });
  for (const uploaded of history.pods ?? []) await pod(booking.id, uploaded);
  return booking.id;
}

const pod = (bookingId: number, uploaded: Date) =>
  t.database.db.insert(documents).values({
    bookingId,
    documentTypeId: DOCUMENT_TYPE.PROOF_OF_DELIVERY,
    fileName: 'pod.pdf',
    contentType: 'application/pdf',
    sizeBytes: PDF.length,
    content: PDF,
    createdAt: uploaded,
  });

const city = (id: number) => CITIES.find((c) => c.id === id)!;
/** Karachi → Lahore is 1,033 km: 25.8 h at 40 km/h, so a delivery is on time up to 29.8 h after loading. */
const KARACHI_LAHORE_DUE_HOURS =
  (deliveryDueBy(new Date(0), greatCircleKm(city(KARACHI), city(LAHORE))).getTime() - 0) / HOUR;

/** Ravi Freight's bookings by what happened to them. */
const ravi = { id: 0 } as Record<string, number> & { id: number };
const shah = { id: 0 };
const margalla = { id: 0 };

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'broker', 'partner', 'driver'] as const)
    token[who] = (await t.login(who)).token;
  companyId = (await t.login('shipperA')).user.companyId!;
  now = Date.now();
  ravi.id = await partner('Ravi Freight', '03047770001');
  shah.id = await partner('Shah Haulage', '03047770002', CASE_STATUS.APPROVED);
  margalla.id = await partner('Margalla Movers', '03047770003', CASE_STATUS.APPROVED);
  const p = ravi.id;
  // In the last 90 days.
  let l = at(-10 * DAY);
  ravi.onTime = await trip({
    partnerId: p,
    loading: l,
    status: 4,
    booked: at(-12 * DAY),
    pickedUp: new Date(l.getTime() + HOUR),
    delivered: new Date(l.getTime() + 20 * HOUR),
    pods: [new Date(l.getTime() + 44 * HOUR)],
  });
  l = at(-20 * DAY);
  ravi.late = await trip({
    partnerId: p,
    loading: l,
    status: 4,
    booked: at(-22 * DAY),
    pickedUp: new Date(l.getTime() + 3 * HOUR),
    delivered: new Date(l.getTime() + 35 * HOUR),
    pods: [new Date(l.getTime() + 35 * HOUR + 5 * DAY)],
  });
  l = at(-30 * DAY);
  // Picked up exactly at the grace's end (on time); Lahore → Faisalabad (116 km) delivered in 6 h; no POD since.
  ravi.short = await trip({
    partnerId: p,
    loading: l,
    from: LAHORE,
    to: FAISALABAD,
    status: 4,
    booked: at(-32 * DAY),
    pickedUp: new Date(l.getTime() + PICKUP_GRACE_HOURS * HOUR),
    delivered: new Date(l.getTime() + 6 * HOUR),
  });
  l = at(-1 * DAY);
  // Delivered 14 hours ago without its POD yet: not due, counted neither way.
  ravi.fresh = await trip({
    partnerId: p,
    loading: l,
    status: 4,
    booked: at(-3 * DAY),
    pickedUp: new Date(l.getTime() + HOUR),
    delivered: new Date(l.getTime() + 10 * HOUR),
  });
  ravi.cancelled = await trip({ partnerId: p, loading: at(2 * DAY), status: 13, booked: at(-5 * DAY) });
  ravi.backedOut = await trip({
    partnerId: p,
    loading: at(3 * DAY),
    status: 13,
    booked: at(-6 * DAY),
    bidStatus: BID_STATUS.BACKOUT,
  });
  l = at(-12 * HOUR);
  ravi.onTheRoad = await trip({
    partnerId: p,
    loading: l,
    status: 3,
    booked: at(-2 * DAY),
    pickedUp: new Date(l.getTime() + 5 * HOUR),
  });
  // A bid withdrawn before it was accepted: no booking, counted nowhere.
  await t.database.db.insert(bids).values({
    shipmentId: await shipment(at(4 * DAY), KARACHI, LAHORE, 'CREATED'),
    partnerId: p,
    amount: 90_000,
    bidCategoryTypeId: 1,
    status: BID_STATUS.BACKOUT,
  });
  // Before the 90 days: all time only.
  l = at(-200 * DAY);
  ravi.old = await trip({
    partnerId: p,
    loading: l,
    status: 4,
    booked: at(-202 * DAY),
    pickedUp: new Date(l.getTime() + HOUR),
    delivered: new Date(l.getTime() + 24 * HOUR),
    pods: [new Date(l.getTime() + 30 * HOUR)],
  });
  ravi.oldCancelled = await trip({ partnerId: p, loading: at(-148 * DAY), status: 13, booked: at(-150 * DAY) });

  // Shah: two trips, perfect, verified: too few for a score.
  for (const days of [5, 6]) {
    l = at(-days * DAY);
    await trip({
      partnerId: shah.id,
      loading: l,
      status: 4,
      booked: at(-(days + 1) * DAY),
      pickedUp: l,
      delivered: new Date(l.getTime() + 20 * HOUR),
      pods: [new Date(l.getTime() + 21 * HOUR)],
    });
  }
  // Margalla: three perfect trips, verified: 100.
  for (const days of [7, 8, 9]) {
    l = at(-days * DAY);
    await trip({
      partnerId: margalla.id,
      loading: l,
      status: 4,
      booked: at(-(days + 1) * DAY),
      pickedUp: l,
      delivered: new Date(l.getTime() + 20 * HOUR),
      pods: [new Date(l.getTime() + 21 * HOUR)],
    });
  }
});

const get = async <T>(who: DemoKey, url: string): Promise<T> => {
  const res = await t.as(token[who]!, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};
const scorecard = (id: number, who: DemoKey = 'csr') =>
  get<PartnerScorecardRecord>(who, `/api/partners/${id}/scorecard`);
const windowOf = (card: PartnerScorecardRecord, window: ScoreWindow) => card.windows.find((w) => w.window === window)!;
const figures = (w: ScorecardWindowRecord) => ({
  trips: w.trips,
  onTimePickup: [w.onTimePickup.numerator, w.onTimePickup.denominator],
  onTimeDelivery: [w.onTimeDelivery.numerator, w.onTimeDelivery.denominator],
  podCompliance: [w.podCompliance.numerator, w.podCompliance.denominator],
  backouts: [w.backouts.numerator, w.backouts.denominator],
  cancellations: [w.cancellations.numerator, w.cancellations.denominator],
  score: w.score.value,
});

/** The ids the booking list holds for a scorecard number, every page of them. */
async function listed(partnerId: number, figure: ScoreFigure, window: ScoreWindow, asOf?: string) {
  const query = new URLSearchParams({
    partnerId: String(partnerId),
    scoreFigure: figure,
    scoreWindow: window,
    pageSize: '100',
    ...(asOf ? { scoreAsOf: asOf } : {}),
  });
  const page = await get<{ content: BookingRecord[]; totalElements: number }>('csr', `/api/booking?${query}`);
  expect(page.totalElements).toBe(page.content.length);
  return page.content.map((b) => b.id).sort((a, b) => a - b);
}
const ids = (...keys: string[]) => keys.map((key) => ravi[key]).sort((a, b) => a - b);

describe('GET /api/partners/:id/scorecard', () => {
  it('counts each definition exactly, over the last 90 days and over all time', async () => {
    const card = await scorecard(ravi.id);
    expect(card).toMatchObject({ partnerId: ravi.id, partnerName: 'Ravi Freight', verification: 'NONE' });
    expect(figures(windowOf(card, '90d'))).toEqual({
      trips: 4,
      onTimePickup: [3, 5],
      onTimeDelivery: [3, 4],
      podCompliance: [1, 3],
      backouts: [1, 7],
      cancellations: [1, 7],
      // 25×3/5 + 25×3/4 + 15×1/3 + 15×6/7 + 10×6/7 + 10×0 = 60.18
      score: 60,
    });
    expect(figures(windowOf(card, 'all'))).toEqual({
      trips: 5,
      onTimePickup: [4, 6],
      onTimeDelivery: [4, 5],
      podCompliance: [2, 4],
      backouts: [1, 9],
      cancellations: [2, 9],
      // 25×4/6 + 25×4/5 + 15×2/4 + 15×8/9 + 10×7/9 = 65.28
      score: 65,
    });
    expect(card.score).toBe(60);
  });

  it("lists each figure's inputs: its numbers, the rule's constants, the score's parts and the bookings behind each", async () => {
    const card = await scorecard(ravi.id);
    const recent = windowOf(card, '90d');
    expect(new Date(recent.since!).getTime()).toBe(new Date(card.asOf).getTime() - 90 * DAY);
    expect(windowOf(card, 'all').since).toBeNull();
    expect(recent.onTimePickup).toEqual({
      numerator: 3,
      denominator: 5,
      rate: 0.6,
      numeratorFigure: 'onTimePickup',
      denominatorFigure: 'pickedUp',
      missedFigure: 'latePickup',
      graceHours: PICKUP_GRACE_HOURS,
    });
    expect(recent.onTimeDelivery).toMatchObject({
      rate: 0.75,
      graceHours: DELIVERY_GRACE_HOURS,
      averageSpeedKmh: AVERAGE_SPEED_KMH,
      missedFigure: 'lateDelivery',
    });
    expect(recent.podCompliance).toMatchObject({ dueDays: POD_DUE_DAYS, denominatorFigure: 'podDue' });
    expect(recent.backouts).toMatchObject({ numeratorFigure: 'backedOut', denominatorFigure: 'booked' });
    expect(recent.score).toEqual({
      value: 60,
      minTrips: MIN_TRIPS_FOR_SCORE,
      parts: [
        { part: 'onTimePickup', weight: SCORE_WEIGHTS.onTimePickup, value: 0.6 },
        { part: 'onTimeDelivery', weight: SCORE_WEIGHTS.onTimeDelivery, value: 0.75 },
        { part: 'podCompliance', weight: SCORE_WEIGHTS.podCompliance, value: expect.closeTo(1 / 3, 12) },
        { part: 'noBackouts', weight: SCORE_WEIGHTS.noBackouts, value: expect.closeTo(6 / 7, 12) },
        { part: 'noCancellations', weight: SCORE_WEIGHTS.noCancellations, value: expect.closeTo(6 / 7, 12) },
        { part: 'verified', weight: SCORE_WEIGHTS.verified, value: 0 },
      ],
    });
  });

  it('gives no score below the fewest trips, and 100 to a verified partner on time every time', async () => {
    const few = await scorecard(shah.id);
    expect(figures(windowOf(few, '90d'))).toMatchObject({ trips: 2, onTimePickup: [2, 2], score: null });
    expect(few).toMatchObject({ verification: 'APPROVED', score: null });
    expect((await scorecard(margalla.id)).score).toBe(100);
  });

  it('works the expected delivery out from the loading time and the straight-line distance, as the doc comment says', async () => {
    // Karachi → Lahore: on time at 29 h, late at 31 h after loading.
    const edge = await partner('Edge Carriers', '03047770004');
    for (const hours of [KARACHI_LAHORE_DUE_HOURS - 0.75, KARACHI_LAHORE_DUE_HOURS + 1.25]) {
      const l = at(-4 * DAY);
      await trip({
        partnerId: edge,
        loading: l,
        status: 4,
        booked: at(-5 * DAY),
        pickedUp: l,
        delivered: new Date(l.getTime() + hours * HOUR),
      });
    }
    expect(windowOf(await scorecard(edge), '90d').onTimeDelivery).toMatchObject({ numerator: 1, denominator: 2 });
  });

  it("staff read any partner's; a partner its own only; the shipper side and drivers none", async () => {
    const demoPartner = (await t.login('partner')).user.id;
    expect((await scorecard(demoPartner, 'partner')).partnerId).toBe(demoPartner);
    expectError(await t.as(token.partner!, 'GET', `/api/partners/${ravi.id}/scorecard`), 404, MESSAGES.notFound);
    for (const who of ['shipperA', 'broker', 'driver'] as const)
      expect((await t.as(token[who]!, 'GET', `/api/partners/${demoPartner}/scorecard`)).statusCode, who).toBe(403);
    // Not a partner, or no one.
    const shipperId = (await t.login('shipperA')).user.id;
    expect((await t.as(token.csr!, 'GET', `/api/partners/${shipperId}/scorecard`)).statusCode).toBe(404);
    expect((await t.as(token.csr!, 'GET', '/api/partners/999999/scorecard')).statusCode).toBe(404);
    expect((await t.as(token.csr!, 'GET', '/api/partners/abc/scorecard')).statusCode).toBe(400);
  });

  it('counts again as soon as what it counts changes: a proof of delivery filed, a bid backed out of', async () => {
    const before = windowOf(await scorecard(ravi.id), '90d');
    await pod(ravi.fresh, new Date());
    await t.database.db
      .update(bids)
      .set({ status: BID_STATUS.BACKOUT })
      .where(
        eq(bids.id, (await t.database.db.select().from(bookings).where(eq(bookings.id, ravi.cancelled)))[0].bidId!),
      );
    const after = windowOf(await scorecard(ravi.id), '90d');
    expect([after.podCompliance.numerator, after.podCompliance.denominator]).toEqual([
      before.podCompliance.numerator + 1,
      before.podCompliance.denominator + 1,
    ]);
    expect([after.backouts.numerator, after.cancellations.numerator]).toEqual([2, 0]);
    // Put back as the other tests read it.
    await t.database.db.delete(documents).where(eq(documents.bookingId, ravi.fresh));
    await t.database.db
      .update(bids)
      .set({ status: BID_STATUS.ACCEPTED })
      .where(
        eq(bids.id, (await t.database.db.select().from(bookings).where(eq(bookings.id, ravi.cancelled)))[0].bidId!),
      );
    expect(figures(windowOf(await scorecard(ravi.id), '90d')).score).toBe(60);
  });

  it('keeps the counts for the bid lists, and counts again what was kept over an hour ago', async () => {
    await scorecard(margalla.id);
    const [kept] = await t.database.db
      .select()
      .from(partnerScorecards)
      .where(eq(partnerScorecards.partnerId, margalla.id));
    expect(kept.counts['90d'].trips).toBe(3);
    const stale = { ...kept.counts, '90d': { ...kept.counts['90d'], trips: 0 } };
    await t.database.db
      .update(partnerScorecards)
      .set({ counts: stale, asOf: new Date(Date.now() - 2 * HOUR) })
      .where(eq(partnerScorecards.partnerId, margalla.id));
    expect(windowOf(await scorecard(margalla.id), '90d').trips).toBe(3);
  });
});

describe("the booking list's scorecard filter", () => {
  it('lists exactly the bookings behind each number, in both windows', async () => {
    const expected: Record<ScoreWindow, Partial<Record<ScoreFigure, number[]>>> = {
      '90d': {
        trips: ids('onTime', 'late', 'short', 'fresh'),
        pickedUp: ids('onTime', 'late', 'short', 'fresh', 'onTheRoad'),
        onTimePickup: ids('onTime', 'short', 'fresh'),
        latePickup: ids('late', 'onTheRoad'),
        onTimeDelivery: ids('onTime', 'short', 'fresh'),
        lateDelivery: ids('late'),
        podDue: ids('onTime', 'late', 'short'),
        podOnTime: ids('onTime'),
        podLate: ids('late', 'short'),
        booked: ids('onTime', 'late', 'short', 'fresh', 'cancelled', 'backedOut', 'onTheRoad'),
        backedOut: ids('backedOut'),
        cancelled: ids('cancelled'),
      },
      all: {
        trips: ids('onTime', 'late', 'short', 'fresh', 'old'),
        latePickup: ids('late', 'onTheRoad'),
        podOnTime: ids('onTime', 'old'),
        cancelled: ids('cancelled', 'oldCancelled'),
        booked: ids('onTime', 'late', 'short', 'fresh', 'cancelled', 'backedOut', 'onTheRoad', 'old', 'oldCancelled'),
      },
    };
    for (const window of ['90d', 'all'] as const)
      for (const [figure, bookingIds] of Object.entries(expected[window]))
        expect(await listed(ravi.id, figure as ScoreFigure, window), `${figure} ${window}`).toEqual(bookingIds);
  });

  it("holds as many bookings as each of the scorecard's numbers counts, read as of its asOf", async () => {
    const card = await scorecard(ravi.id);
    for (const w of card.windows) {
      expect(await listed(ravi.id, 'trips', w.window, card.asOf)).toHaveLength(w.trips);
      for (const rate of [w.onTimePickup, w.onTimeDelivery, w.podCompliance, w.backouts, w.cancellations]) {
        expect(await listed(ravi.id, rate.numeratorFigure, w.window, card.asOf)).toHaveLength(rate.numerator);
        expect(await listed(ravi.id, rate.denominatorFigure, w.window, card.asOf)).toHaveLength(rate.denominator);
        if (rate.missedFigure)
          expect(await listed(ravi.id, rate.missedFigure, w.window, card.asOf)).toHaveLength(
            rate.denominator - rate.numerator,
          );
      }
    }
  });

  it('refuses a set or window it does not know', async () => {
    for (const query of ['scoreFigure=onTime', 'scoreFigure=trips&scoreWindow=30d', 'scoreFigure=trips&scoreAsOf=x'])
      expect((await t.as(token.csr!, 'GET', `/api/booking?${query}`)).statusCode, query).toBe(400);
  });
});

describe('bids with their partners’ scores', () => {
  let shipmentId: number;
  beforeAll(async () => {
    shipmentId = await shipment(at(5 * DAY), KARACHI, LAHORE, 'CREATED');
    // Placed in turn: Margalla (100), Shah (none), Ravi (60); newest first is Ravi, Shah, Margalla.
    for (const [i, partnerId] of [margalla.id, shah.id, ravi.id].entries())
      await t.database.db.insert(bids).values({
        shipmentId,
        partnerId,
        amount: 95_000 + i * 1000,
        bidCategoryTypeId: 1,
        createdAt: at(-3 * HOUR + i * HOUR),
      });
  });
  const partnersOf = (rows: ShipmentBid[]) => rows.map((b) => b.partnerId);

  it('staff see each bid with its partner score and on-time figures, newest first by default', async () => {
    const rows = await get<ShipmentBid[]>('csr', `/api/shipment/${shipmentId}/bids/v3`);
    expect(partnersOf(rows)).toEqual([ravi.id, shah.id, margalla.id]);
    expect(rows[0].partnerScore).toMatchObject({
      score: 60,
      trips: 4,
      onTimePickup: { numerator: 3, denominator: 5, rate: 0.6 },
      onTimeDelivery: { numerator: 3, denominator: 4, rate: 0.75 },
      verification: 'NONE',
    });
    expect(rows[1].partnerScore).toMatchObject({ score: null, trips: 2, verification: 'APPROVED' });
  });

  it('sort=score puts the best first and partners without a score last, either way round', async () => {
    expect(partnersOf(await get<ShipmentBid[]>('csr', `/api/shipment/${shipmentId}/bids/v3?sort=score`))).toEqual([
      margalla.id,
      ravi.id,
      shah.id,
    ]);
    expect(
      partnersOf(await get<ShipmentBid[]>('csr', `/api/shipment/${shipmentId}/bids/v3?sort=score&order=ASC`)),
    ).toEqual([ravi.id, margalla.id, shah.id]);
    expect((await t.as(token.csr!, 'GET', `/api/shipment/${shipmentId}/bids/v3?sort=amount`)).statusCode).toBe(400);
  });

  it("the shipper is never told partners' scores", async () => {
    const rows = await get<ShipmentBid[]>('shipperA', `/api/shipment/${shipmentId}/bids/v3?sort=score`);
    expect(rows).toHaveLength(3);
    expect(rows.every((b) => !('partnerScore' in b))).toBe(true);
  });

  it("the booking's bids tab sorts by score too", async () => {
    const accepted = await t.as(token.csr!, 'POST', `/api/bid/${await firstBidOf(shah.id)}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const bookingId = accepted.json().data.bookings[0].id as number;
    const rows = await get<ShipmentBid[]>('csr', `/api/bid/booking/${bookingId}?sort=score`);
    expect(partnersOf(rows)).toEqual([margalla.id, ravi.id, shah.id]);
    expect(rows[2].partnerScore?.trips).toBe(2);
  });

  const firstBidOf = async (partnerId: number) =>
    (await t.database.db.select().from(bids).where(eq(bids.shipmentId, shipmentId))).find(
      (b) => b.partnerId === partnerId,
    )!.id;
});

describe("a booking's pick-up time", () => {
  it('is set by its first move to in transit and kept by the moves after it', async () => {
    const csr = token.csr!;
    const partnerId = (await t.login('partner')).user.id;
    const created = await t.as(
      csr,
      'POST',
      '/api/shipment/v3',
      validShipment({ companyId, vehicleCount: 1, weight: 20 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const placed = await t.as(token.partner!, 'POST', '/api/bid', {
      shipmentId: created.json().data.id,
      amount: 100_000,
    });
    const accepted = await t.as(csr, 'POST', `/api/bid/${placed.json().data.id}/accept`, {});
    const bookingId = accepted.json().data.bookings[0].id as number;
    const { db } = t.database;
    const [driver] = await db.select().from(drivers).where(eq(drivers.partnerId, partnerId));
    const [flatbed] = (await db.select().from(vehicles).where(eq(vehicles.partnerId, partnerId))).filter(
      (v) => v.vehicleTypeId === VEHICLE_TYPE.FLATBED && v.status === 'VERIFIED',
    );
    const verifiedDriver =
      (await db.select().from(drivers).where(eq(drivers.partnerId, partnerId))).find((d) => d.status === 'VERIFIED') ??
      driver;
    const step = async (url: string, body: object = {}) => {
      const res = await t.as(csr, 'POST', url, body);
      expect(res.statusCode, res.body).toBe(200);
    };
    const pickedUp = async () => (await db.select().from(bookings).where(eq(bookings.id, bookingId)))[0].pickedUpAt;
    const pickupsBefore = windowOf(await scorecard(partnerId), '90d').onTimePickup.denominator;

    await step(`/api/booking/${bookingId}/assign-driver`, { driverId: verifiedDriver.id, vehicleId: flatbed.id });
    await step(`/api/booking/${bookingId}/status/${BOOKING_STATUS.DISPATCH_STARTED}`);
    expect(await pickedUp()).toBeNull();
    const moving = Date.now();
    await step(`/api/booking/${bookingId}/status/${BOOKING_STATUS.TRANSIT}`);
    const first = await pickedUp();
    expect(first!.getTime()).toBeGreaterThanOrEqual(moving - 1000);
    expect(first!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // The kept scorecard was forgotten: the pick-up counts at once.
    expect(windowOf(await scorecard(partnerId), '90d').onTimePickup.denominator).toBe(pickupsBefore + 1);

    const { payload, contentType } = multipart([
      { name: 'bookingId', value: String(bookingId) },
      { name: 'documentTypeId', value: '2' },
      { name: 'file', fileName: 'pod.pdf', contentType: 'application/pdf', content: PDF },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/bookingDocument/upload',
      payload,
      headers: { authorization: `Bearer ${csr}`, 'content-type': contentType },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    await step(`/api/booking/${bookingId}/status/${BOOKING_STATUS.DELIVERED}`);
    expect((await pickedUp())!.getTime()).toBe(first!.getTime());
  });
});
