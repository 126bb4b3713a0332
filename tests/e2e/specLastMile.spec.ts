import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { bidLimitMessage } from '#domain/schemas/bookings';
import { validShipment } from '../api/shipmentFixtures';
import { apiToken, expect, expectAccessible, gridRows, openSignedIn, test } from './fixtures';
import { fillRouteStep } from './wizardRoute';

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
    await expect(page.getByText('Shipper amount (this vehicle)')).toHaveCount(0);

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

/** Issue 37 #7: templates are renamed and deleted from the wizard. */
test('a shipper renames a template and deletes it from the wizard', async ({ page, request }, testInfo) => {
  const asShipper = { headers: await bearer(request, 'shipperA') };
  const existing = (await (await request.get('/api/shipment-template', asShipper)).json()) as {
    data: { values: object }[];
  };
  const name = `Weekly cement run ${testInfo.retry + 1}`;
  const renamed = `Weekly cement run (Mondays) ${testInfo.retry + 1}`;
  const made = await request.post('/api/shipment-template', {
    ...asShipper,
    data: { name, values: existing.data[0].values },
  });
  expect(made.ok(), await made.text()).toBe(true);

  await openSignedIn(page, 'shipperA', '/shipments/create');
  await page.getByRole('button', { name: 'Manage templates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage templates' });
  await dialog.getByRole('button', { name: `Rename “${name}”` }).click();
  const rename = page.getByRole('dialog', { name: `Rename “${name}”` });
  await rename.getByLabel('Template name').fill(renamed);
  await expectAccessible(page);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(dialog.getByText(renamed, { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: `Delete “${renamed}”?` }).click();
  await page
    .getByRole('dialog', { name: `Delete “${renamed}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(dialog.getByText(renamed, { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('combobox', { name: 'Start from a template' }).click();
  await expect(page.getByRole('option', { name: renamed })).toHaveCount(0);
  await expect(page.getByRole('option').first()).toBeVisible();
});

/** Issue 37 #6: staff see and change the bid limits, and the next bid is held to them. */
test('a CSR changes the spot flatbed bid limit and the next bid obeys it', async ({ page, request }) => {
  await openSignedIn(page, 'csr', '/bid-limits');
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Spot' })
    .filter({ hasText: 'Per vehicle' })
    .filter({ hasText: 'Flatbed' });
  await expect(row).toHaveCount(1);
  await expectAccessible(page);
  await row.click();
  await expect(page).toHaveURL(/\/bid-limits\/\d+$/);
  const limitId = Number(/\/bid-limits\/(\d+)$/.exec(page.url())![1]);
  try {
    await page.getByLabel(/Lowest bid/).fill('40000');
    await page.getByLabel(/Highest bid/).fill('300000');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('gridcell', { name: 'Rs 40,000' })).toBeVisible();

    const asCsr = { headers: await bearer(request, 'csr') };
    const [partner] = (
      (await (await request.get('/api/user/partner?q=Tariq', asCsr)).json()) as { data: { id: number }[] }
    ).data;
    const made = await request.post('/api/shipment/v3', {
      ...asCsr,
      data: validShipment({ companyId: 1 }),
    });
    expect(made.status(), await made.text()).toBe(201);
    const shipmentId = ((await made.json()) as { data: { id: number } }).data.id;
    const bid = (amount: number) =>
      request.post('/api/bid', { ...asCsr, data: { shipmentId, amount, partnerId: partner.id } });
    const refused = await bid(35_000);
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(bidLimitMessage(40_000, 300_000));
    expect((await bid(40_000)).status()).toBe(201);
  } finally {
    const asCsr = { headers: await bearer(request, 'csr') };
    const current = (
      (await (await request.get(`/api/bid-limit/${limitId}`, asCsr)).json()) as { data: { version: number } }
    ).data;
    await request.put(`/api/bid-limit/${limitId}`, {
      ...asCsr,
      data: { minAmount: 30_000, maxAmount: 450_000, version: current.version },
    });
  }
});

/** Issue 37, a dispatcher's rule: a broker posts a shipment for a project it made, in the wizard. */
test('a broker makes a project, then posts a shipment for it from the wizard', async ({ page, request }, testInfo) => {
  const broker = { authorization: `Bearer ${await apiToken(request, 'broker')}` };
  const name = `Adda Client ${Date.now().toString(36)}-${testInfo.retry}`;
  const made = await request.post('/api/company/v2', {
    data: { name, phoneNumber: `0344${String(Date.now()).slice(-7)}` },
    headers: broker,
  });
  expect(made.status(), await made.text()).toBe(201);
  const project = (await made.json()).data as { id: number };

  await openSignedIn(page, 'broker', '/shipments/create');
  await expect(page.getByRole('heading', { name: /^Step 1 of 6: Route$/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'For one of your projects (optional)' }).click();
  await page.getByRole('option', { name }).click();
  await expectAccessible(page);
  await fillRouteStep(page);
  const next = () => page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Cargo Type', exact: true }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Load weight').fill('20');
  await page.getByLabel('Total shipment weight').fill('20');
  await next();
  await page.getByRole('combobox', { name: 'Vehicle Type', exact: true }).click();
  await page.getByRole('option', { name: 'Flatbed', exact: true }).click();
  await page.getByLabel('Number of vehicles').fill('1');
  await next();
  await page.getByLabel('Shipper Rate (Rs)').fill('120000');
  await next();
  await next();
  await expect(page.getByRole('heading', { name: /^Step 6 of 6: Review$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Create shipment' }).click();
  await expect(page.getByRole('heading', { name: /^SH-/ })).toBeVisible();
  await expectAccessible(page);

  const id = page.url().match(/\/shipments\/(\d+)\/show/)![1];
  const shipment = (await (await request.get(`/api/shipment/${id}`, { headers: broker })).json()).data;
  expect(shipment.projectId).toBe(project.id);
});
