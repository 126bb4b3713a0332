import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { apiToken, expect, expectAccessible, gridRows, openSignedIn, test } from './fixtures';

interface Row {
  id: number;
  code: string;
  shipperRate: number | null;
}

const bearer = async (request: APIRequestContext, who: 'csr' | 'shipperA') => ({
  authorization: `Bearer ${await apiToken(request, who)}`,
});

/** Issue 37 #2: SHIPPER_RATE off hides the rate wherever a shipper's eye or export reaches. */
test("with SHIPPER_RATE off a shipper sees no shipper rate: not on the list or its export, the shipment's facts and pricing, nor a booking", async ({
  page,
  request,
}) => {
  const setShipperRate = async (enabled: 'enabled' | 'disabled') =>
    request.put('/api/config', {
      data: { name: 'SHIPPER_RATE', values: [], enabled },
      headers: await bearer(request, 'csr'),
    });
  const asShipper = { headers: await bearer(request, 'shipperA') };
  const shipments = (await (await request.get('/api/shipment?filter=all&pageSize=100', asShipper)).json()) as {
    data: { content: Row[] };
  };
  const shipment = shipments.data.content.find((row) => row.shipperRate !== null)!;
  const bookings = (await (await request.get('/api/booking?pageSize=20', asShipper)).json()) as {
    data: { content: { id: number; code: string }[] };
  };
  const booking = bookings.data.content[0];

  // With it on (the default), the shipment shows its rate: what the rest of the journey must not find.
  await openSignedIn(page, 'shipperA', `/shipments/${shipment.id}/show`);
  await expect(page.getByText('Vehicles booked')).toBeVisible();
  await expect(page.getByText('Shipper Rate', { exact: true }).first()).toBeVisible();

  try {
    expect((await setShipperRate('disabled')).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(shipment.code) })).toBeVisible();
    await expect(page.getByText('Vehicles booked')).toBeVisible();
    await expect(page.getByText(/Shipper Rate|Target Rate/)).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(`/bookings/${booking.id}/show`);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(booking.code) })).toBeVisible();
    await expect(page.getByText('Shipper Rate (this vehicle)')).toHaveCount(0);

    await page.goto('/shipments');
    await expect(gridRows(page).first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Shipper Rate' })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    expect(csv.split('\n')[0]).toContain('Reference');
    expect(csv).not.toContain('Shipper Rate');
    await expectAccessible(page);
  } finally {
    await setShipperRate('enabled');
  }
});

/** Issue 37 #12: favourites are 10 a page from any link, not only from their tab. */
test('a link straight to the favourites asks for them 10 a page', async ({ page }) => {
  const favouritesPage = page.waitForRequest(
    (request) =>
      /\/api\/shipment\/favourite\/all\?/.test(request.url()) &&
      new URL(request.url()).searchParams.get('pageSize') === '10',
  );
  await openSignedIn(
    page,
    'shipperA',
    `/shipments?filter=${encodeURIComponent(JSON.stringify({ filter: 'favourite' }))}`,
  );
  await favouritesPage;
  await expect(page.getByRole('tab', { name: 'Favourite' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);
});
