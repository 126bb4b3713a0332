import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { apiToken, expect, expectAccessible, openSignedIn, test, typeDate } from './fixtures';

/** The demo seed's lane with a history: Lahore → Karachi, Flatbed (server/db/seed-data/laneRates.ts). */
const LANE = 'pickupCityId=2&dropOffCityId=1&vehicleTypeId=2';
const rs = (amount: number) => `Rs ${new Intl.NumberFormat('en').format(Math.round(amount))}`;

interface Figures {
  count: number;
  p25: number;
  median: number;
  p75: number;
}

/** The lane's figures as the API gives the caller now: what the screen must show. */
async function laneFigures(page: Page, who: 'shipperA' | 'csr') {
  const token = await apiToken(page.request, who);
  const response = await page.request.get(`/api/lane-rates?${LANE}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as { basis: string; shipperRate: Figures; carrierAmount?: Figures };
}

async function pickCity(page: Page, label: string, term: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(term);
  await page.getByRole('option', { name: option }).click();
  await expect(box).toHaveValue(option);
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepHeading = (page: Page, step: string) =>
  expect(page.getByRole('heading', { name: new RegExp(`^Step \\d of 6: ${step}$`) })).toBeVisible();

test('a shipper posting Lahore → Karachi on a flatbed is suggested a rate with its range and uses it', async ({
  page,
}) => {
  const figures = await laneFigures(page, 'shipperA');
  expect(figures.basis).toBe('lane');
  expect(figures.shipperRate.count).toBeGreaterThanOrEqual(5);
  // The shipper side is never told what carriers are paid.
  expect(figures).not.toHaveProperty('carrierAmount');

  await openSignedIn(page, 'shipperA', '/shipments/create');
  await stepHeading(page, 'Route');
  await pickCity(page, 'Pick-up city', 'Lah', 'Lahore, Pakistan');
  await page.getByLabel('Pick-up address').fill('Kot Lakhpat, Plot 9');
  await pickCity(page, 'Drop-off city', 'Kar', 'Karachi, Pakistan');
  await page.getByLabel('Drop-off address').fill('SITE Area, Gate 4');
  const loading = new Date(Date.now() + 3 * 24 * 3_600_000);
  loading.setHours(10, 0, 0, 0);
  await typeDate(page, 'Loading time', loading, true);
  await expectAccessible(page);
  await next(page);

  await stepHeading(page, 'Load');
  await page.getByRole('combobox', { name: 'Cargo Type', exact: true }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Load weight').fill('18');
  await page.getByLabel('Total shipment weight').fill('18');
  await next(page);

  await stepHeading(page, 'Vehicle');
  await page.getByRole('combobox', { name: 'Vehicle Type', exact: true }).click();
  await page.getByRole('option', { name: /Flatbed/ }).click();
  await expectAccessible(page);
  await next(page);

  await stepHeading(page, 'Pricing');
  const suggestion = page.getByTestId('lane-rate-suggestion');
  await expect(
    suggestion.getByText(`Suggested shipper rate: ${rs(figures.shipperRate.median)} per vehicle`),
  ).toBeVisible();
  await expect(
    suggestion.getByText(
      `Most of these trips were priced between ${rs(figures.shipperRate.p25)} and ${rs(figures.shipperRate.p75)}.`,
    ),
  ).toBeVisible();
  await expect(
    suggestion.getByText(
      `Based on ${figures.shipperRate.count} trips on Lahore → Karachi, Flatbed in the last 90 days.`,
    ),
  ).toBeVisible();
  await expect(suggestion.getByText(/not a promise/)).toBeVisible();
  await expectAccessible(page);
  const rate = page.getByLabel('Shipper Rate (Rs)');
  await expect(rate).toHaveValue('');
  await suggestion.getByRole('button', { name: 'Use suggested rate' }).click();
  await expect(rate).toHaveValue(String(Math.round(figures.shipperRate.median)));
  await next(page);
  await stepHeading(page, 'Details');
});

test('a CSR opens the lane report, reads its chart and table, downloads the CSV and opens the bookings behind a figure', async ({
  page,
}) => {
  const figures = await laneFigures(page, 'csr');
  await openSignedIn(page, 'csr', '/');
  await page.getByRole('menuitem', { name: 'Lane rates' }).click();
  await expect(page).toHaveURL(/\/lane-rates$/);
  await expect(page.getByRole('heading', { name: 'Lane rates', level: 1 })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Weekly median per vehicle, the last 90 days' })).toBeVisible();
  await expectAccessible(page);

  // Narrowed to the demo lane: one row, its figures as the API reads them.
  await pickCity(page, 'Pick-up city', 'Lah', 'Lahore, Pakistan');
  await pickCity(page, 'Drop-off city', 'Kar', 'Karachi, Pakistan');
  await page.getByRole('combobox', { name: 'Vehicle type' }).click();
  await page.getByRole('option', { name: 'Flatbed' }).click();
  const table = page.getByRole('table', { name: 'Lanes, busiest first' });
  const row = table.getByRole('row').filter({ hasText: 'Lahore → Karachi' });
  await expect(row).toHaveCount(1);
  const shipperFigure = `${rs(figures.shipperRate.median)} (${rs(figures.shipperRate.p25)} – ${rs(figures.shipperRate.p75)})`;
  await expect(row.getByRole('link', { name: /shipper rates/ })).toHaveText(shipperFigure);
  const carrier = figures.carrierAmount!;
  await expect(row.getByRole('link', { name: /carrier amounts/ })).toHaveText(
    `${rs(carrier.median)} (${rs(carrier.p25)} – ${rs(carrier.p75)})`,
  );
  await expect(page.getByRole('figure', { name: 'Weekly median per vehicle, the last 90 days' })).toBeVisible();
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^lane-rates-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toMatch(/^Pick-up city,Drop-off city,Vehicle type,Trips,Shipper rate count/);
  expect(csv).toHaveLength(2);
  expect(csv[1]).toMatch(
    new RegExp(
      `^Lahore,Karachi,Flatbed,${carrier.count},${figures.shipperRate.count},${figures.shipperRate.p25},${figures.shipperRate.median},${figures.shipperRate.p75},`,
    ),
  );

  // The shipper-rate figure opens exactly the bookings it was read from.
  await row.getByRole('link', { name: /shipper rates/ }).click();
  await expect(page).toHaveURL(/\/bookings\?.*laneSide.*shipperRate/);
  await expect(page.getByTestId('lane-filter')).toContainText(
    'The bookings behind a lane rate: Lahore → Karachi, Flatbed, shipper rates',
  );
  await expect(page.getByText(new RegExp(`of ${figures.shipperRate.count}$`)).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Show all bookings' }).click();
  await expect(page.getByTestId('lane-filter')).toHaveCount(0);
});
