import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';
import { hashPassword } from '../../../server/auth/passwords';
import { companies, drivers, users, vehicles } from '../../../server/db/schema';
import { DEMO_PASSWORD, SECRETS, expectError, testAppPerFile, type DemoKey } from '../testApp';
import { validShipment } from '../shipmentFixtures';

/** SPEC §7 document/bill-t/preview and /print: a booking's builty as an escaped, printable HTML page and as a PDF, scoped like the booking. */
const t = testAppPerFile();

const HOSTILE_INSTRUCTION = '<img src=x onerror=alert(1)> handle with care';
const HOSTILE_CONSIGNEE = '"><script>alert(2)</script>';
const HOSTILE_COMPANY = 'Evil <img src=x onerror=alert(3)> & Sons';

type Who = DemoKey | 'otherPartner';
const token: Partial<Record<Who, string>> = {};
/** A company-A booking with a hostile instruction, driven by the demo driver; one of company B; one of A nobody drives. */
const booking = { ofA: { id: 0, code: '' }, ofB: { id: 0, code: '' }, undriven: { id: 0, code: '' } };
let shipmentCodeOfA = '';
let registration = '';

beforeAll(async () => {
  const { db } = t.database;
  for (const who of ['csr', 'shipperA', 'shipperB', 'broker', 'partner', 'driver'] as const)
    token[who] = (await t.login(who)).token;
  const companyA = (await t.login('shipperA')).user.companyId!;
  const companyB = (await t.login('shipperB')).user.companyId!;
  await db.update(companies).set({ name: HOSTILE_COMPANY }).where(eq(companies.id, companyB));

  const a = await newBooking({
    companyId: companyA,
    specialInstructions: HOSTILE_INSTRUCTION,
    consigneeName: HOSTILE_CONSIGNEE,
    consigneeNumber: '03331234567',
    referenceNumber: 'PO-7781',
  });
  booking.ofA = a.booking;
  shipmentCodeOfA = a.shipmentCode;
  booking.ofB = (
    await newBooking({ companyId: companyB, specialInstructions: 'نازک سامان — fragile → stack ≤ 2' })
  ).booking;
  booking.undriven = (await newBooking({ companyId: companyA })).booking;

  const [aslam] = await db.select().from(drivers).where(eq(drivers.fullName, 'Muhammad Aslam'));
  const [flatbed] = await db.select().from(vehicles).where(eq(vehicles.vehicleTypeId, VEHICLE_TYPE.FLATBED));
  registration = flatbed.registrationNumber;
  const assigned = await t.as(token.csr!, 'POST', `/api/booking/${booking.ofA.id}/assign-driver`, {
    driverId: aslam.id,
    vehicleId: flatbed.id,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);

  // A second partner, who carries none of these bookings.
  await db.insert(users).values({
    userType: USER_TYPE.PARTNER,
    fullName: 'Other Carrier',
    email: 'carrier2@example.com',
    phoneNumber: '03049999999',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { phoneNumber: '03049999999', password: DEMO_PASSWORD, clientSecret: SECRETS.partner, isEmail: false },
  });
  expect(login.statusCode, login.body).toBe(200);
  token.otherPartner = login.json().data.auth.token;
});

async function newBooking(overrides: Record<string, unknown>) {
  const created = await t.as(token.csr!, 'POST', '/api/shipment/v3', validShipment(overrides));
  expect(created.statusCode, created.body).toBe(201);
  const placed = await t.as(token.partner!, 'POST', '/api/bid', {
    shipmentId: created.json().data.id,
    amount: 100_000,
  });
  const accepted = await t.as(token.csr!, 'POST', `/api/bid/${placed.json().data.id}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  return {
    booking: accepted.json().data.bookings[0] as { id: number; code: string },
    shipmentCode: created.json().data.code as string,
  };
}

const preview = (who: Who, id: number | string) => t.as(token[who]!, 'GET', `/api/document/bill-t/preview/${id}`);
const print = (who: Who, id: number | string) => t.as(token[who]!, 'GET', `/api/document/bill-t/print/${id}`);

describe('GET /api/document/bill-t/preview/:bookingId', () => {
  it("shows the booking's facts: codes, shipper, consignee, stops, goods and weight, vehicle, driver, partner, amount, signature boxes", async () => {
    const res = await preview('csr', booking.ofA.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    for (const fact of [
      booking.ofA.code,
      shipmentCodeOfA,
      'Indus Foods (Pvt) Ltd',
      'PO-7781',
      '03331234567',
      'Karachi',
      'Port Qasim, Berth 4',
      'Lahore',
      'Sundar Industrial Estate',
      '30 Tonne',
      registration,
      'Flatbed',
      'Muhammad Aslam',
      'Tariq Transport',
      'Rs 100,000',
    ]) {
      expect(html, fact).toContain(fact);
    }
    expect(html).toContain('Bill-T (Builty)');
    expect(html).toMatch(/class="signature">Shipper</);
    expect(html).toMatch(/class="signature">Driver</);
    expect(html).toContain('@media print');
    expect(html).toContain('<button id="print" type="button">Print</button>');
  });

  it('escapes every stored value: a hostile instruction, consignee or company name comes out as inert text', async () => {
    const a = (await preview('csr', booking.ofA.id)).body;
    expect(a).not.toContain('<img');
    expect(a).toContain('&lt;img src=x onerror=alert(1)&gt; handle with care');
    expect(a).toContain('&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(a).not.toContain('alert(2)</script>');
    const b = (await preview('csr', booking.ofB.id)).body;
    expect(b).not.toContain('<img');
    expect(b).toContain('Evil &lt;img src=x onerror=alert(3)&gt; &amp; Sons');
    // Exactly one script, the print button's: nothing from the data became markup.
    for (const html of [a, b]) expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('sends a strict CSP of its own: nothing loads, only its own inline style and print script (by hash) run', async () => {
    const res = await preview('csr', booking.ofA.id);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain("'self' https://maps");
    const script = /<script>([\s\S]*?)<\/script>/.exec(res.body)![1];
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)![1];
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(csp).toContain(`script-src ${hash(script)}`);
    expect(csp).toContain(`style-src ${hash(style)}`);
    expect(script).toBe("document.getElementById('print').addEventListener('click',function(){window.print();});");
  });

  it('a booking with no driver yet shows N/A for the vehicle and driver', async () => {
    const html = (await preview('csr', booking.undriven.id)).body;
    expect(html).toContain(booking.undriven.code);
    expect(html).toMatch(/Driver<\/th><td>N\/A/);
  });
});

describe('GET /api/document/bill-t/print/:bookingId', () => {
  it('is a PDF, inline, named after the booking, with the booking on its page', async () => {
    const res = await print('csr', booking.ofA.id);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^inline; filename="bill-t-${booking.ofA.code}\\.pdf"`),
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe(`Bill-T ${booking.ofA.code}`);
  });

  it('renders text the standard font cannot draw (Urdu, arrows) without failing', async () => {
    const res = await print('csr', booking.ofB.id);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('who may print a bill-T', () => {
  it("staff any; a shipper its company's; B's shipper and the broker get 404 for A's booking", async () => {
    for (const call of [preview, print]) {
      expect((await call('csr', booking.ofB.id)).statusCode).toBe(200);
      expect((await call('shipperA', booking.ofA.id)).statusCode).toBe(200);
      expect((await call('shipperB', booking.ofB.id)).statusCode).toBe(200);
      expectError(await call('shipperB', booking.ofA.id), 404, MESSAGES.notFound);
      expectError(await call('shipperA', booking.ofB.id), 404, MESSAGES.notFound);
      expectError(await call('broker', booking.ofA.id), 404, MESSAGES.notFound);
    }
  });

  it('a partner only the bookings it carries; a driver only the bookings it drives', async () => {
    for (const call of [preview, print]) {
      expect((await call('partner', booking.ofA.id)).statusCode).toBe(200);
      expectError(await call('otherPartner', booking.ofA.id), 404, MESSAGES.notFound);
      expect((await call('driver', booking.ofA.id)).statusCode).toBe(200);
      expectError(await call('driver', booking.undriven.id), 404, MESSAGES.notFound);
    }
  });

  it('an unknown booking is a 404, a malformed id a 400, no token a 401', async () => {
    expectError(await preview('csr', 999_999), 404, MESSAGES.notFound);
    expectError(await print('csr', 999_999), 404, MESSAGES.notFound);
    expectError(await preview('csr', 'abc'), 400, MESSAGES.notFound);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/document/bill-t/preview/${booking.ofA.id}` })).statusCode,
    ).toBe(401);
  });
});
