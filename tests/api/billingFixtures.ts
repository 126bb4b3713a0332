import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { BillingConfigurationInput } from '#domain/schemas/billing';
import type { InvoiceWithLines } from '#domain/records/invoices';
import { bookings } from '../../server/db/schema';
import { validShipment } from './shipmentFixtures';
import { multipart } from './multipart';
import type { TestApp } from './testApp';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/**
 * What the billing suites build on: a company of their own (so no demo booking joins their invoice
 * runs), its delivered bookings, charge documents and billing configuration, all through the API
 * but the delivery, which is set in the database.
 */
export function billingFixtures(t: TestApp) {
  const token = { csr: '', partner: '' };
  let companies = 0;
  beforeAll(async () => {
    token.csr = (await t.login('csr')).token;
    token.partner = (await t.login('partner')).token;
  });
  const csr = (method: string, url: string, payload?: unknown) => t.as(token.csr, method, url, payload);

  /** A new company (a project of the demo Indus group) with its own shipper login. */
  async function newCompany(name = 'Billing Test Co'): Promise<number> {
    companies += 1;
    const group = (await csr('GET', '/api/company-group?q=Indus')).json().data.content[0].id as number;
    const res = await csr('POST', '/api/company/v2', {
      name: `${name} ${companies}`,
      groupId: group,
      phoneNumber: `0345${String(1_000_000 + companies)}`,
      password: 'plant1234',
      confirmPassword: 'plant1234',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  }

  /** A booking of the company whose shipper owes `amount` Rs (null: no shipper rate), just made (Created). */
  async function newBooking(companyId: number, amount: number | null = 100_000) {
    const created = await csr(
      'POST',
      '/api/shipment/v3',
      validShipment({ companyId, ...(amount === null ? {} : { shipperRate: amount }) }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const placed = await t.as(token.partner, 'POST', '/api/bid', {
      shipmentId: created.json().data.id,
      amount: Math.round((amount ?? 100_000) * 0.8),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const accepted = await csr('POST', `/api/bid/${placed.json().data.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const booking = accepted.json().data.bookings[0] as { id: number; code: string };
    return { ...booking, shipmentCode: created.json().data.code as string };
  }

  /** A booking as newBooking makes it, delivered at `deliveredAt` (set in the database). */
  async function deliveredBooking(companyId: number, amount: number | null = 100_000, deliveredAt = new Date()) {
    const booking = await newBooking(companyId, amount);
    await t.database.db.update(bookings).set({ status: 4, deliveredAt }).where(eq(bookings.id, booking.id));
    return booking;
  }

  /** Uploads a document of the type to the booking, with `amount` (Rs) when given. */
  function uploadCharge(bookingId: number, documentTypeId: number, amount?: number | string, as = token.csr) {
    const { payload, contentType } = multipart([
      { name: 'bookingId', value: String(bookingId) },
      { name: 'documentTypeId', value: String(documentTypeId) },
      ...(amount === undefined ? [] : [{ name: 'amount', value: String(amount) }]),
      { name: 'file', fileName: 'receipt.pdf', contentType: 'application/pdf', content: PDF },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/bookingDocument/upload',
      payload,
      headers: { authorization: `Bearer ${as}`, 'content-type': contentType },
    });
  }

  /** Saves the company's billing configuration: monthly, no tax, 30 days, nothing billable, unless told. */
  async function configure(companyId: number, overrides: Partial<BillingConfigurationInput> = {}) {
    const res = await csr('POST', '/api/billing/v1/invoice/create-update-configuration', {
      companyId,
      billingCycle: 'MONTHLY',
      taxPercent: 0,
      dueDays: 30,
      billableChargeTypeIds: [],
      attachBillT: true,
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  async function invoice(companyId: number, bookingIds: number[]): Promise<InvoiceWithLines> {
    const res = await csr('POST', '/api/invoice', { companyId, bookingIds });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }

  return { token, csr, newCompany, newBooking, deliveredBooking, uploadCharge, configure, invoice };
}
