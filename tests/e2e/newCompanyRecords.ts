import type { APIRequestContext, Page } from '@playwright/test';
import { validShipment } from '../api/shipmentFixtures';
import { apiToken, expect } from './fixtures';
import { partnerAuthorization } from './freshBooking';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

type Headers = { headers: Record<string, string> };
export const asCsr = async (request: APIRequestContext): Promise<Headers> => ({
  headers: { authorization: `Bearer ${await apiToken(request, 'csr')}` },
});
const asPartner = async (request: APIRequestContext): Promise<Headers> => ({
  headers: await partnerAuthorization(request),
});
/** One API call that must succeed; its `data`. */
export async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  url: string,
  options: object,
): Promise<T> {
  const res = await request[method](url, options);
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** A shipper company of this attempt's own, named `name` and a number, so that no other journey's records join its own. */
export async function newCompany(request: APIRequestContext, name: string) {
  const suffix = String(Date.now()).slice(-9);
  const groups = await call<{ content: { id: number }[] }>(
    request,
    'get',
    '/api/company-group?q=Indus',
    await asCsr(request),
  );
  return call<{ id: number; name: string }>(request, 'post', '/api/company/v2', {
    ...(await asCsr(request)),
    data: {
      name: `${name} ${suffix}`,
      groupId: groups.content[0].id,
      phoneNumber: `03${suffix}`,
      password: 'plant1234',
      confirmPassword: 'plant1234',
    },
  });
}

/** A one-flatbed shipment of `companyId`, posted by staff. */
export const newShipment = async (request: APIRequestContext, companyId: number) =>
  call<{ id: number; code: string }>(request, 'post', '/api/shipment/v3', {
    ...(await asCsr(request)),
    data: validShipment({
      companyId,
      vehicleCount: 1,
      weight: 18,
      shipperRate: 90_000,
      pickupLocations: [{ cityId: 1, address: 'Port Qasim, Berth 4', loads: [{ goodsTypeId: 2, weight: 18 }] }],
    }),
  });

/**
 * A new company (newCompany: no other journey's booking joins its invoice run) with one booking
 * delivered through the API as the apps would: staff post the shipment, the demo partner bids, staff
 * accept, assign the partner's verified driver and flatbed, move it along and file the proof of delivery.
 */
export async function deliveredBookingOfNewCompany(request: APIRequestContext, name: string) {
  const company = await newCompany(request, name);
  const shipment = await newShipment(request, company.id);
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

/** On the billing configuration screen (/billing): the company chosen, invoiced for every booking, to `email`. */
export async function billEveryBookingTo(page: Page, companyName: string, email: string) {
  await page.getByRole('combobox', { name: 'Company' }).fill(companyName);
  await page.getByRole('option', { name: companyName }).click();
  await page.getByRole('combobox', { name: /^Billing cycle/ }).click();
  await page.getByRole('option', { name: 'Every booking' }).click();
  await page.getByRole('textbox', { name: 'Invoice email' }).fill(email);
}
