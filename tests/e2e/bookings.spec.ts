import { expect, expectAccessible, gridRows, test, openSignedIn } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { validShipment } from '../api/shipmentFixtures';

const PARTNER = {
  phoneNumber: '03041234567',
  password: 'demo1234',
  clientSecret: 'partner-app-secret',
  isEmail: false,
};
const CSR = { phoneNumber: '03001234567', password: 'demo1234', clientSecret: 'csr-portal-secret', isEmail: false };

async function tokenOf(request: APIRequestContext, body: typeof PARTNER) {
  const res = await request.post('/api/auth/user/login', { data: body });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.auth.token as string;
}

/** A fresh one-flatbed shipment of company A (made by staff), and the demo partner's bid on it: as the partner app would. */
async function shipmentWithPartnerBid(request: APIRequestContext) {
  const csr = await tokenOf(request, CSR);
  const created = await request.post('/api/shipment/v3', {
    data: validShipment({
      companyId: 1,
      vehicleCount: 1,
      weight: 18,
      pickupLocations: [{ cityId: 1, address: 'Port Qasim, Berth 4', loads: [{ goodsTypeId: 2, weight: 18 }] }],
    }),
    headers: { authorization: `Bearer ${csr}` },
  });
  expect(created.status()).toBe(201);
  const shipment = (await created.json()).data as { id: number; code: string };
  const partner = await tokenOf(request, PARTNER);
  const bid = await request.post('/api/bid', {
    data: { shipmentId: shipment.id, amount: 95000 },
    headers: { authorization: `Bearer ${partner}` },
  });
  expect(bid.status()).toBe(201);
  return shipment;
}

async function moveTo(page: Page, label: string) {
  await page.getByRole('button', { name: `Move to ${label}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('Booking status updated')).toBeVisible();
  // Dismissed (as a person may), so the next move's notice is a new one: not waiting out its 4 s on screen.
  await page.keyboard.press('Escape');
  await expect(page.getByText('Booking status updated')).toBeHidden();
}

test("a CSR accepts a partner's bid, assigns a driver and vehicle, uploads the proof of delivery and delivers the booking", async ({
  page,
  request,
}) => {
  const shipment = await shipmentWithPartnerBid(request);
  await openSignedIn(page, 'csr', `/shipments/${shipment.id}/show`);
  await page.getByRole('tab', { name: 'Bids' }).click();
  const bids = page.getByRole('table', { name: 'Bids' });
  await expect(bids.getByRole('cell', { name: 'Rs 95,000 / vehicle' })).toBeVisible();
  await expectAccessible(page);
  await bids.getByRole('button', { name: /^Accept bid/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept bid' }).click();
  await expect(page.getByText('Bid accepted: booking created')).toBeVisible();

  await page.getByRole('tab', { name: 'Bookings' }).click();
  const bookingLink = page.getByRole('table', { name: 'Bookings' }).getByRole('link', { name: /^BK-\d+$/ });
  const code = await bookingLink.textContent();
  await bookingLink.click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${code}`) })).toBeVisible();
  await expectAccessible(page);

  // Dispatch needs a driver and a vehicle first: it is not offered before, and the page says why.
  await expect(page.getByText('Assign a driver and a vehicle first to move it to “Dispatch started”')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move to Dispatch started' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Assign driver' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Driver' }).click();
  await expect(page.getByRole('option', { name: /Shahid Mehmood .*\(not verified\)/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByRole('option', { name: /^Ghulam Abbas/ }).click();
  await dialog.getByRole('combobox', { name: 'Vehicle' }).click();
  await page
    .getByRole('option', { name: /Flatbed$/ })
    .first()
    .click();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Driver and vehicle assigned')).toBeVisible();
  await expect(page.getByText(/Ghulam Abbas \(0305/)).toBeVisible();

  await moveTo(page, 'Dispatch started');
  await moveTo(page, 'In transit');
  // POD_REQUIRED is on: delivery waits for the proof of delivery.
  await page.getByRole('button', { name: 'Move to Delivered' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('Upload a proof of delivery before delivering')).toBeVisible();

  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.getByRole('combobox', { name: 'Document type' }).click();
  await page.getByRole('option', { name: 'Proof of delivery (required)' }).click();
  await page.locator('input[type=file]').setInputFiles({
    name: `pod-${code}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1_500_000, 0x20)]),
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByText('Document uploaded')).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(
    page.getByRole('table', { name: 'Documents' }).getByRole('cell', { name: 'Proof of delivery' }),
  ).toBeVisible();

  await moveTo(page, 'Delivered');
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Bids' }).click();
  await expect(page.getByRole('table', { name: 'Bids' }).getByText('Fulfilled')).toBeVisible();
});

test('a CSR cancels a booking with code 13 and a reason through the dialog, and follows a trip in transit on the offline map', async ({
  page,
}) => {
  await openSignedIn(page, 'csr', '/bookings');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Created' }).click();
  await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();
  // The unfiltered page shows the same pager text: wait for the filtered rows (CI67 opened a delivered
  // booking that another journey of the worker had made, the newest row before the filter applied).
  await expect(page).toHaveURL(/status/);
  await expect(gridRows(page).first()).toContainText('Created');
  await expectAccessible(page);
  await gridRows(page).first().click();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByText('Select a reason')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Driver did not report' }).click();
  await dialog.getByLabel('Details (optional)').fill('No show at the warehouse by 10:00');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Booking cancelled')).toBeVisible();
  await expect(page.getByText('Driver did not report: No show at the warehouse by 10:00')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

  await page.goto('/bookings/3/show');
  await page.getByRole('tab', { name: 'Trip' }).click();
  await expect(
    page.getByText(
      'The map is off: no Google Maps key is configured (GOOGLE_MAP_API). The tracked positions and their coordinates:',
    ),
  ).toBeVisible();
  const positions = page.getByRole('table', { name: 'Tracked positions' });
  await expect(positions.locator('tbody tr')).toHaveCount(3);
  await expect(positions.getByRole('cell', { name: 'In transit', exact: true }).first()).toBeVisible();
  await expect(page.getByText(/refreshes every 2 minutes/)).toBeVisible();
  await expectAccessible(page);
});
