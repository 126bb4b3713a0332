import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import type { DocumentRecord } from '#domain/records/documents';
import type { InvoiceableBooking } from '#domain/records/invoices';
import { expectError, testAppPerFile } from '../testApp';
import { billingFixtures } from '../billingFixtures';

/** A booking's charge documents carry an amount, and the charges a company's configuration bills become invoice lines. */
const t = testAppPerFile();
const fx = billingFixtures(t);

const DETENTION = 33;
const LABOR = 34;
const POD = 2;

describe('a charge document with an amount', () => {
  it('is billed on the invoice when its type is billable, and not when it is not (nor a charge without an amount)', async () => {
    const companyId = await fx.newCompany();
    await fx.configure(companyId, { billableChargeTypeIds: [DETENTION], taxPercent: 10 });
    const booking = await fx.deliveredBooking(companyId, 100_000);
    const detention = await fx.uploadCharge(booking.id, DETENTION, 2500);
    expect(detention.statusCode, detention.body).toBe(201);
    expect(detention.json().data).toMatchObject({ documentTypeId: DETENTION, chargeAmount: 2500 });
    expect((await fx.uploadCharge(booking.id, LABOR, 700)).statusCode).toBe(201);
    expect((await fx.uploadCharge(booking.id, DETENTION)).statusCode).toBe(201);

    const listed = (await fx.csr('GET', `/api/bookingDocument?bookingId=${booking.id}`)).json()
      .data as DocumentRecord[];
    expect(listed.map((document) => document.chargeAmount)).toEqual([null, 700, 2500]);

    const invoiceable = (await fx.csr('GET', `/api/invoice/invoiceable?companyId=${companyId}`)).json()
      .data as InvoiceableBooking[];
    expect(invoiceable).toEqual([expect.objectContaining({ id: booking.id, amount: 100_000, charges: 2500 })]);

    const invoice = await fx.invoice(companyId, [booking.id]);
    expect(invoice).toMatchObject({ subtotal: 102_500, tax: 10_250, total: 112_750, bookingCount: 1 });
    expect(invoice.lines.map(({ kind, description, amount }) => ({ kind, description, amount }))).toEqual([
      { kind: 'FREIGHT', description: expect.stringMatching(/^Freight /), amount: 100_000 },
      {
        kind: 'CHARGE',
        description: `Detention Charges, ${booking.shipmentCode} / ${booking.code}`,
        amount: 2500,
      },
    ]);
  });

  it('is not billed when the company bills no charges', async () => {
    const companyId = await fx.newCompany();
    const booking = await fx.deliveredBooking(companyId, 80_000);
    expect((await fx.uploadCharge(booking.id, DETENTION, 2500)).statusCode).toBe(201);
    const invoice = await fx.invoice(companyId, [booking.id]);
    expect(invoice.subtotal).toBe(80_000);
    expect(invoice.lines.map((line) => line.kind)).toEqual(['FREIGHT']);
  });

  it('a cancelled invoice frees the booking: the next invoice bills its freight and charge again', async () => {
    const companyId = await fx.newCompany();
    await fx.configure(companyId, { billableChargeTypeIds: [DETENTION] });
    const booking = await fx.deliveredBooking(companyId, 50_000);
    await fx.uploadCharge(booking.id, DETENTION, 1000);
    const first = await fx.invoice(companyId, [booking.id]);
    const cancelled = await fx.csr('POST', `/api/invoice/${first.id}/cancel`, { reason: 'Wrong month' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await fx.invoice(companyId, [booking.id])).subtotal).toBe(51_000);
  });

  it('is refused on a booking already invoiced, where it would never be billed; a receipt without an amount is still taken', async () => {
    const companyId = await fx.newCompany();
    await fx.configure(companyId, { billableChargeTypeIds: [DETENTION] });
    const booking = await fx.deliveredBooking(companyId, 60_000);
    await fx.invoice(companyId, [booking.id]);
    expectError(await fx.uploadCharge(booking.id, DETENTION, 900), 409, MESSAGES.chargeAfterInvoice);
    expect((await fx.uploadCharge(booking.id, DETENTION)).statusCode).toBe(201);
  });

  it('is refused on a document that is not a charge, and unless it is a whole number of Rs from 1 to 1,000,000', async () => {
    const companyId = await fx.newCompany();
    const booking = await fx.deliveredBooking(companyId);
    expectError(await fx.uploadCharge(booking.id, POD, 500), 400, MESSAGES.chargeAmountNotCharge);
    for (const amount of [-5, 0, 12.5, 1_000_001, 'twelve'])
      expectError(await fx.uploadCharge(booking.id, DETENTION, amount), 400, MESSAGES.chargeAmountRange);
    expect((await fx.csr('GET', `/api/bookingDocument?bookingId=${booking.id}`)).json().data).toEqual([]);
  });

  it('only staff set an amount (403), and a carrier never sees one', async () => {
    const companyId = await fx.newCompany();
    const booking = await fx.deliveredBooking(companyId);
    expectError(
      await fx.uploadCharge(booking.id, DETENTION, 900, fx.token.partner),
      403,
      MESSAGES.chargeAmountStaffOnly,
    );
    expect((await fx.uploadCharge(booking.id, DETENTION, undefined, fx.token.partner)).statusCode).toBe(201);
    expect((await fx.uploadCharge(booking.id, DETENTION, 900)).statusCode).toBe(201);
    const asPartner = (await t.as(fx.token.partner, 'GET', `/api/bookingDocument?bookingId=${booking.id}`)).json()
      .data as DocumentRecord[];
    expect(asPartner).toHaveLength(2);
    for (const document of asPartner) expect(document).not.toHaveProperty('chargeAmount');
  });
});
