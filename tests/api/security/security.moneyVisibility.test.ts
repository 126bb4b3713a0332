import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';
import { toMajor } from '#domain/money';
import { splitBookingAmount } from '#domain/schemas/wallet';
import { bookings, drivers, vehicles } from '../../../server/db/schema';
import { HIDDEN_MONEY_FIELDS, type MoneyAudience } from '../../../server/money/visibility';
import { testAppPerFile, type DemoKey } from '../testApp';
import { validShipment } from '../shipmentFixtures';
import { keysOf, numbersOf } from '../answerParts';

/**
 * Who sees which money, on every route that answers amounts, as every user type that reaches it.
 * Staff see everything; the shipper side (shipper, broker) what it pays; carriers (partner, driver)
 * their own amounts. A new route that answers money is one more row of ROUTES.
 */
const t = testAppPerFile();

// Odd figures, so that no seeded amount can be mistaken for them.
const CARRIER_PRICE = 101_013;
const OTHER_CARRIER_PRICE = 97_031;
const SHIPPER_RATE = 123_457;
const CONTRACT_AMOUNT = 150_001;

const AUDIENCE: Record<'csr' | 'shipperB' | 'partner' | 'driver', MoneyAudience> = {
  csr: 'staff',
  shipperB: 'shipper',
  partner: 'carrier',
  driver: 'carrier',
};
type Viewer = keyof typeof AUDIENCE;
const token = {} as Record<DemoKey, string>;
const fx = { shipmentId: 0, bookingId: 0, bidId: 0, otherBidId: 0, invoiceId: 0 };

interface MoneyRoute {
  url: () => string;
  /** Who reaches it; the others are refused, and that is proven elsewhere (access matrix, isolation suites). */
  viewers: Viewer[];
  /** Fields staff must find there (proof that the route does answer money). */
  staffSees: string[];
  /** The body as text instead of JSON (the bill-T page). */
  html?: boolean;
  /** Hidden names that mean another thing here (an invoice line's `amount` is what the shipper is billed). */
  sameNameOtherMeaning?: string[];
}

const ROUTES: Record<string, MoneyRoute> = {
  'GET /api/booking': {
    url: () => `/api/booking?shipmentId=${fx.shipmentId}`,
    viewers: ['csr', 'shipperB', 'partner', 'driver'],
    staffSees: ['amount', 'shipperAmount'],
  },
  'GET /api/booking/shipper': {
    url: () => `/api/booking/shipper?shipmentId=${fx.shipmentId}`,
    viewers: ['shipperB'],
    staffSees: [],
  },
  'GET /api/booking/:id': {
    url: () => `/api/booking/${fx.bookingId}`,
    viewers: ['csr', 'shipperB', 'partner', 'driver'],
    staffSees: ['amount', 'shipperAmount'],
  },
  'GET /api/booking/v3/pricing/:id': {
    url: () => `/api/booking/v3/pricing/${fx.bookingId}`,
    viewers: ['csr', 'shipperB', 'partner', 'driver'],
    staffSees: ['amount', 'bidAmount', 'advanceAmount', 'remainderAmount', 'shipperAmount', 'contractAmount', 'margin'],
  },
  'GET /api/bid/booking/:bookingId': {
    url: () => `/api/bid/booking/${fx.bookingId}`,
    viewers: ['csr', 'shipperB', 'partner', 'driver'],
    staffSees: ['amount'],
  },
  'GET /api/shipment/:id/bookings': {
    url: () => `/api/shipment/${fx.shipmentId}/bookings`,
    viewers: ['csr', 'shipperB'],
    staffSees: ['amount', 'shipperAmount'],
  },
  'GET /api/shipment/:id/bids/v3': {
    url: () => `/api/shipment/${fx.shipmentId}/bids/v3`,
    viewers: ['csr', 'shipperB'],
    staffSees: ['amount'],
  },
  'GET /api/shipment/:id': {
    url: () => `/api/shipment/${fx.shipmentId}`,
    viewers: ['csr', 'shipperB'],
    staffSees: ['shipperRate', 'contractAmount'],
  },
  'GET /api/shipment/shipper': {
    url: () => '/api/shipment/shipper?filter=all&pageSize=100',
    viewers: ['shipperB'],
    staffSees: [],
  },
  'GET /api/shipment/:id/booking/pricing-info': {
    url: () => `/api/shipment/${fx.shipmentId}/booking/pricing-info`,
    viewers: ['csr', 'shipperB'],
    staffSees: [
      'bookedAmount',
      'lowestBid',
      'averageBid',
      'highestBid',
      'shipperRate',
      'contractAmount',
      'margin',
      'bidLimit',
    ],
  },
  'GET /api/bid/partner': { url: () => '/api/bid/partner', viewers: ['partner'], staffSees: [] },
  'GET /api/invoice/:id': {
    url: () => `/api/invoice/${fx.invoiceId}`,
    viewers: ['csr', 'shipperB'],
    staffSees: [],
    sameNameOtherMeaning: ['amount'],
  },
  'GET /api/notification/user/all': {
    url: () => '/api/notification/user/all?pageSize=100',
    viewers: ['shipperB'],
    staffSees: [],
  },
  // The fixture's lane (validShipment: Karachi → Lahore, flatbed): each side only to those who may see it.
  'GET /api/lane-rates': {
    url: () => '/api/lane-rates?pickupCityId=1&dropOffCityId=2&vehicleTypeId=2',
    viewers: ['csr', 'shipperB', 'partner'],
    staffSees: ['shipperRate', 'carrierAmount'],
  },
  'GET /api/document/bill-t/preview/:bookingId': {
    url: () => `/api/document/bill-t/preview/${fx.bookingId}`,
    viewers: ['csr', 'shipperB', 'partner', 'driver'],
    staffSees: [],
    html: true,
  },
};

beforeAll(async () => {
  for (const who of ['csr', 'shipperB', 'partner', 'driver'] as const) token[who] = (await t.login(who)).token;
  const { db } = t.database;
  const partnerId = (await t.login('partner')).user.id;
  const [aslam] = await db.select().from(drivers).where(eq(drivers.fullName, 'Muhammad Aslam'));
  const [flatbed] = await db
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.partnerId, partnerId),
        eq(vehicles.vehicleTypeId, VEHICLE_TYPE.FLATBED),
        eq(vehicles.status, 'VERIFIED'),
      ),
    );
  const companyId = (await t.login('shipperB')).user.companyId!;
  const created = await t.as(
    token.csr,
    'POST',
    '/api/shipment/v3',
    validShipment({ companyId, shipperRate: SHIPPER_RATE, contractAmount: CONTRACT_AMOUNT, vehicleCount: 2 }),
  );
  expect(created.statusCode, created.body).toBe(201);
  fx.shipmentId = created.json().data.id;
  // The demo partner's bid is booked; another partner's (entered by staff) stays open beside it.
  const placed = await t.as(token.partner, 'POST', '/api/bid', { shipmentId: fx.shipmentId, amount: CARRIER_PRICE });
  expect(placed.statusCode, placed.body).toBe(201);
  fx.bidId = placed.json().data.id;
  const other = await t.as(token.csr, 'POST', '/api/bid', {
    shipmentId: fx.shipmentId,
    amount: OTHER_CARRIER_PRICE,
    partnerId: await otherPartnerId(),
  });
  expect(other.statusCode, other.body).toBe(201);
  fx.otherBidId = other.json().data.id;
  const accepted = await t.as(token.shipperB, 'POST', `/api/bid/${fx.bidId}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  expect(keysOf(accepted.json())).not.toContain('amount');
  fx.bookingId = accepted.json().data.bookings[0].id;
  expect(
    (
      await t.as(token.csr, 'POST', `/api/booking/${fx.bookingId}/assign-driver`, {
        driverId: aslam.id,
        vehicleId: flatbed.id,
      })
    ).statusCode,
  ).toBe(200);
  await db.update(bookings).set({ status: 4, deliveredAt: new Date() }).where(eq(bookings.id, fx.bookingId));
  const invoice = await t.as(token.csr, 'POST', '/api/invoice', { companyId, bookingIds: [fx.bookingId] });
  expect(invoice.statusCode, invoice.body).toBe(201);
  fx.invoiceId = invoice.json().data.id;
});

/** A second carrier, so that one partner's bid is another's competitor. */
async function otherPartnerId() {
  const users = (await t.as(token.csr, 'GET', '/api/user?userType=2&pageSize=100')).json().data.content as {
    id: number;
    phoneNumber: string;
  }[];
  return users.find((u) => u.phoneNumber !== '03041234567')!.id;
}

describe('money per viewer on every route that answers amounts', () => {
  const cases = Object.entries(ROUTES).flatMap(([route, spec]) =>
    spec.viewers.map((viewer) => [route, viewer] as const),
  );

  it.each(cases)('%s as %s', async (route, viewer) => {
    const spec = ROUTES[route];
    const res = await t.as(token[viewer], 'GET', spec.url());
    expect(res.statusCode, res.body).toBe(200);
    const audience = AUDIENCE[viewer];
    if (spec.html) {
      const page = res.body.replace(/\s+/g, ' ');
      const shown = (amount: number) => page.includes(new Intl.NumberFormat('en').format(amount));
      expect(shown(CARRIER_PRICE), 'carrier price on the page').toBe(audience !== 'shipper');
      // The shipper pays the contract amount agreed with it (shipperAmountOf).
      expect(shown(CONTRACT_AMOUNT), 'shipper amount on the page').toBe(audience === 'shipper');
      return;
    }
    const body = res.json();
    const keys = keysOf(body);
    for (const hidden of HIDDEN_MONEY_FIELDS[audience].filter((name) => !spec.sameNameOtherMeaning?.includes(name)))
      expect(keys.has(hidden), `${hidden} reaches ${viewer}`).toBe(false);
    if (audience === 'staff')
      for (const field of spec.staffSees) expect(keys.has(field), `${field} is missing for staff`).toBe(true);
    const numbers = numbersOf(body);
    // Whatever the field is called: the carrier's price never reaches the shipper, and no carrier learns another's bid.
    if (audience === 'shipper') expect(numbers).not.toContain(CARRIER_PRICE);
    if (audience !== 'staff') expect(numbers).not.toContain(OTHER_CARRIER_PRICE);
    if (audience === 'carrier') expect(numbers).not.toContain(SHIPPER_RATE);
    if (audience === 'carrier') expect(numbers).not.toContain(CONTRACT_AMOUNT);
  });

  it('the shipper is told what it pays, its contract amount: its booking, pricing and invoice carry that shipper amount', async () => {
    const booking = (await t.as(token.shipperB, 'GET', `/api/booking/${fx.bookingId}`)).json().data;
    expect(booking.shipperAmount).toBe(CONTRACT_AMOUNT);
    const pricing = (await t.as(token.shipperB, 'GET', `/api/booking/v3/pricing/${fx.bookingId}`)).json().data;
    expect(pricing).toMatchObject({ shipperAmount: CONTRACT_AMOUNT });
    // The contract amount itself is a staff field (it is set by staff): the shipper reads only what it pays.
    expect(pricing).not.toHaveProperty('contractAmount');
    const invoice = (await t.as(token.shipperB, 'GET', `/api/invoice/${fx.invoiceId}`)).json().data;
    expect(invoice.subtotal).toBe(CONTRACT_AMOUNT);
  });

  it('the shipper side cannot sort its bookings by the carrier price it may not see (they stay in booking order)', async () => {
    const ids = async (query: string) =>
      (
        (await t.as(token.shipperB, 'GET', `/api/booking/shipper?pageSize=100${query}`)).json().data.content as {
          id: number;
        }[]
      ).map((b) => b.id);
    expect(await ids('&sort=amount&order=ASC')).toEqual(await ids('&sort=createdAt&order=ASC'));
    const staffByAmount = (
      (await t.as(token.csr, 'GET', '/api/booking?pageSize=100&sort=amount&order=ASC')).json().data.content as {
        amount: number;
      }[]
    ).map((b) => b.amount);
    expect(staffByAmount).toEqual([...staffByAmount].sort((a, b) => a - b));
  });

  it('the partner sees its own bid and booking amount, advance and remainder', async () => {
    const pricing = (await t.as(token.partner, 'GET', `/api/booking/v3/pricing/${fx.bookingId}`)).json().data;
    const { advanceMinor, remainderMinor } = splitBookingAmount(CARRIER_PRICE);
    expect(pricing).toMatchObject({
      amount: CARRIER_PRICE,
      bidAmount: CARRIER_PRICE,
      advanceAmount: toMajor(advanceMinor),
      remainderAmount: toMajor(remainderMinor),
    });
    const bids = (await t.as(token.partner, 'GET', `/api/bid/booking/${fx.bookingId}`)).json().data as {
      id: number;
      amount: number;
    }[];
    expect(bids).toEqual([expect.objectContaining({ id: fx.bidId, amount: CARRIER_PRICE })]);
  });
});
