import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { validShipment } from '../api/shipmentFixtures';
import { apiToken, expect, expectAccessible, openSignedIn, test } from './fixtures';
import { partnerAuthorization } from './freshBooking';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

type Headers = { headers: Record<string, string> };
const asCsr = async (request: APIRequestContext): Promise<Headers> => ({
  headers: { authorization: `Bearer ${await apiToken(request, 'csr')}` },
});
const asPartner = async (request: APIRequestContext): Promise<Headers> => ({
  headers: await partnerAuthorization(request),
});
async function call<T>(request: APIRequestContext, method: 'get' | 'post', url: string, options: object): Promise<T> {
  const res = await request[method](url, options);
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/**
 * A company of this attempt's own (so no other journey's booking joins its invoice run) with one
 * booking delivered through the API as the apps would: staff post the shipment, the demo partner bids,
 * staff accept, assign the partner's verified driver and flatbed, move it along and file the proof of
 * delivery.
 */
async function deliveredBookingOfNewCompany(request: APIRequestContext) {
  const suffix = String(Date.now()).slice(-9);
  const groups = await call<{ content: { id: number }[] }>(
    request,
    'get',
    '/api/company-group?q=Indus',
    await asCsr(request),
  );
  const company = await call<{ id: number; name: string }>(request, 'post', '/api/company/v2', {
    ...(await asCsr(request)),
    data: {
      name: `Billing Acts ${suffix}`,
      groupId: groups.content[0].id,
      phoneNumber: `03${suffix}`,
      password: 'plant1234',
      confirmPassword: 'plant1234',
    },
  });
  const shipment = await call<{ id: number; code: string }>(request, 'post', '/api/shipment/v3', {
    ...(await asCsr(request)),
    data: validShipment({
      companyId: company.id,
      vehicleCount: 1,
      weight: 18,
      shipperRate: 90_000,
      pickupLocations: [{ cityId: 1, address: 'Port Qasim, Berth 4', loads: [{ goodsTypeId: 2, weight: 18 }] }],
    }),
  });
  const partner = await asPartner(request);
  const bid = await call<{ id: number }>(request, 'post', '/api/bid', {
    ...partner,
    data: { shipmentId: shipment.id, amount: 80_000 },
  });
  const accepted = await call<{ bookings: { id: number; code: string }[] }>(
    request,
    'post',
    `/api/bid/${bid.id}/accept`,
    {
      ...(await asCsr(request)),
      data: {},
    },
  );
  const booking = accepted.bookings[0];
  const [driver] = (
    await call<{ content: { id: number }[] }>(request, 'get', '/api/drivers?q=Ghulam&status=VERIFIED', partner)
  ).content;
  const [flatbed] = (
    await call<{ content: { id: number }[] }>(request, 'get', '/api/vehicles?vehicleTypeId=2&status=VERIFIED', partner)
  ).content;
  const csr = await asCsr(request);
  await call(request, 'post', `/api/booking/${booking.id}/assign-driver`, {
    ...csr,
    data: { driverId: driver.id, vehicleId: flatbed.id },
  });
  for (const status of [2, 3])
    await call(request, 'post', `/api/booking/${booking.id}/status/${status}`, { ...csr, data: {} });
  await call(request, 'post', '/api/bookingDocument/upload', {
    ...csr,
    multipart: {
      bookingId: String(booking.id),
      documentTypeId: '2',
      file: { name: 'pod.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  await call(request, 'post', `/api/booking/${booking.id}/status/4`, { ...csr, data: {} });
  return { company, booking, shipmentCode: shipment.code };
}

test("a CSR configures a company's billing, runs invoicing, finds the billable charge on the invoice and sends it to the configured e-mail", async ({
  page,
  request,
  server,
}) => {
  const { company, booking, shipmentCode } = await deliveredBookingOfNewCompany(request);
  const email = `ap${booking.id}@billing-acts.example`;

  await openSignedIn(page, 'csr', '/billing');
  await page.getByRole('combobox', { name: 'Company' }).fill(company.name);
  await page.getByRole('option', { name: company.name }).click();
  await page.getByRole('combobox', { name: /^Billing cycle/ }).click();
  await page.getByRole('option', { name: 'Every booking' }).click();
  await page.getByRole('checkbox', { name: 'Detention Charges' }).check();
  await page.getByRole('textbox', { name: 'Invoice email' }).fill(email);
  await expect(page.getByRole('switch', { name: 'Attach bill-T to invoices' })).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Billing configuration saved')).toBeVisible();

  // The detention receipt, with what it costs: staff give a charge document its amount.
  await page.goto(`/bookings/${booking.id}/show`);
  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.getByRole('combobox', { name: 'Document type' }).click();
  await page.getByRole('option', { name: 'Detention Charges' }).click();
  await page.getByRole('spinbutton', { name: 'Amount (Rs)' }).fill('2500');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'detention.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Document uploaded')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Detention Charges · Rs 2,500' })).toBeVisible();

  await page.goto('/invoices');
  await page.getByRole('button', { name: 'Run invoicing' }).click();
  const run = page.getByRole('dialog', { name: 'Run invoicing' });
  await run.getByRole('combobox', { name: 'Company' }).fill(company.name);
  await page.getByRole('option', { name: company.name }).click();
  await expect(run.getByText('Billing cycle: Every booking')).toBeVisible();
  await expectAccessible(page);
  await run.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(run.getByText('1 invoice issued')).toBeVisible();
  const issued = run.getByRole('link', { name: /^INV-\d+$/ });
  const code = (await issued.textContent())!;
  await issued.click();

  await expect(page.getByRole('heading', { name: `Invoice ${code} · ${company.name}` })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Invoice lines' });
  await expect(lines.getByRole('cell', { name: `Detention Charges, ${shipmentCode} / ${booking.code}` })).toBeVisible();
  await expect(lines.getByRole('cell', { name: 'Rs 2,500', exact: true })).toBeVisible();
  await expect(page.getByText('Not sent yet')).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Send invoice ${code} to ${email}?` });
  await expect(confirm).toHaveAccessibleDescription("The invoice PDF goes with each booking's bill-T.");
  await confirm.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(`Invoice ${code} sent to ${email}`)).toBeVisible();
  await expect(page.getByText(new RegExp(`^\\d{2}/\\d{2}/\\d{4} .+ to ${email.replace(/\./g, '\\.')}$`))).toBeVisible();
  await expectAccessible(page);

  // What the company was sent (the server's MAIL_OUTBOX_FILE): the invoice and the booking's bill-T.
  const outbox = (await readFile(server.mailOutbox, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; attachments: { fileName: string }[] })
    .filter((message) => message.to === email);
  expect(outbox.map((message) => message.attachments.map((attachment) => attachment.fileName))).toEqual([
    [`invoice-${code}.pdf`, `bill-t-${booking.code}.pdf`],
  ]);
});
