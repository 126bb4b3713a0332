import { endOfDay, startOfDay } from 'date-fns';
import type { APIRequestContext } from '@playwright/test';
import { apiToken, expect, expectAccessible, gridRows, test, typeDate, openSignedIn } from './fixtures';
import { validShipment } from '../api/shipmentFixtures';

const csrToken = (request: APIRequestContext) => apiToken(request, 'csr');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('the Favourite tab pages the favourites 10 at a time', async ({ page, request }) => {
  const token = await csrToken(request);
  const list = await request.get('/api/shipment?filter=all&pageSize=11', { headers: bearer(token) });
  const ids = ((await list.json()).data.content as { id: number }[]).map((row) => row.id);
  expect(ids).toHaveLength(11);
  for (const id of ids)
    expect(
      (await request.post(`/api/shipment/${id}/favourite`, { data: { favourite: true }, headers: bearer(token) })).ok(),
    ).toBe(true);
  try {
    await openSignedIn(page, 'csr', '/shipments');
    await page.getByRole('tab', { name: 'Favourite' }).click();
    await expect(page.getByText('1–10 of 11')).toBeVisible();
    await expect(gridRows(page)).toHaveCount(10);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByText('11–11 of 11')).toBeVisible();
    await expect(gridRows(page)).toHaveCount(1);
    await expectAccessible(page);
    // Back on Current, five a page again (SPEC §9).
    await page.getByRole('tab', { name: 'Current' }).click();
    await expect(gridRows(page)).toHaveCount(5);
  } finally {
    // A fresh token: the journey may outlive the E2E server's 20 s access tokens.
    const again = await csrToken(request);
    for (const id of ids)
      await request.post(`/api/shipment/${id}/favourite`, { data: { favourite: false }, headers: bearer(again) });
  }
});

test('a one-day "Loading from" and "Loading until" filter finds the shipments loading that day', async ({
  page,
  request,
}) => {
  const token = await csrToken(request);
  const day = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000);
  const at = (dayOffset: number, hour: number) =>
    new Date(day.getFullYear(), day.getMonth(), day.getDate() + dayOffset, hour, 30).toISOString();
  const reference = `DAY-${Date.now().toString(36).toUpperCase()}`;
  // The first and last half hour of the day, and the first of the next day.
  for (const [offset, hour, suffix] of [
    [0, 0, 'A'],
    [0, 23, 'B'],
    [1, 0, 'C'],
  ] as const) {
    const res = await request.post('/api/shipment/v3', {
      data: validShipment({ companyId: 1, loadingTime: at(offset, hour), referenceNumber: `${reference}-${suffix}` }),
      headers: bearer(token),
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await openSignedIn(page, 'csr', '/shipments');
  await page.getByRole('textbox', { name: 'Reference number' }).fill(reference);
  await expect(page.getByText('1–3 of 3')).toBeVisible();
  const filterOf = (url: string) => JSON.parse(new URL(url).searchParams.get('filter') ?? '{}');
  for (const [label, source, value] of [
    ['Loading from', 'fromDate', startOfDay(day).toISOString()],
    ['Loading until', 'toDate', endOfDay(day).toISOString()],
  ]) {
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: label }).click();
    await typeDate(page, label, day);
    // The list takes a filter after a pause in typing, and a half-typed year is already a date (year
    // 2, then 20…). A filter added while the last update is pending is dropped again by it (it
    // carries the filters shown when it was made), so wait for the whole day to reach the list.
    await expect.poll(() => filterOf(page.url())[source]).toBe(value);
  }
  await expect(page.getByText('1–2 of 2')).toBeVisible();
  await expect(gridRows(page)).toHaveCount(2);
  await expectAccessible(page);
});

test("an admin sees the Operations role's whole-resource rights and changes them", async ({ page }) => {
  await openSignedIn(page, 'csr', '/roles');
  await page.getByRole('gridcell', { name: 'Operations', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Shipments: all' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Shipments: delete' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Reports: list' })).not.toBeChecked();
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: 'Locations: all' }).uncheck();
  await page.getByRole('checkbox', { name: 'Locations: list' }).check();
  await page.getByRole('checkbox', { name: 'Reports: list' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('gridcell', { name: 'Operations', exact: true })).toBeVisible();

  await page.getByRole('gridcell', { name: 'Operations', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Reports: list' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Locations: all' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Locations: list' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Locations: delete' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Shipments: all' })).toBeChecked();
});

test('an invoice bills what the shipper owes, not what the carrier bid', async ({ page, request }) => {
  const token = await csrToken(request);
  const bookings = (
    await (await request.get('/api/booking?page=0&pageSize=100&status=4', { headers: bearer(token) })).json()
  ).data.content as {
    code: string;
    amount: number;
    shipperAmount: number | null;
    companyName?: string;
    invoiced?: boolean;
  }[];
  await openSignedIn(page, 'csr', '/invoices/create');
  await page.getByRole('combobox', { name: 'Company' }).fill('Indus');
  await page.getByRole('option', { name: 'Indus Foods (Pvt) Ltd' }).click();
  const offered = page.getByRole('table', { name: 'Delivered bookings waiting for an invoice' });
  const first = offered.getByRole('checkbox', { name: /^Select BK-/ }).first();
  const code = (await first.getAttribute('aria-label'))!.replace('Select ', '');
  const booking = bookings.find((row) => row.code === code);
  expect(booking, `booking ${code} among the delivered ones`).toBeDefined();
  expect(booking!.shipperAmount).not.toBeNull();
  expect(booking!.shipperAmount).not.toBe(booking!.amount);
  await first.check();
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page.getByRole('heading', { name: /^Invoice INV-\d+ · Indus Foods/ })).toBeVisible();
  const line = page.getByRole('table', { name: 'Invoice lines' }).getByRole('row', { name: new RegExp(code) });
  const money = (amount: number) => `Rs ${amount.toLocaleString('en-US')}`;
  await expect(line).toContainText(money(booking!.shipperAmount!));
  await expect(line).not.toContainText(money(booking!.amount));
  await expectAccessible(page);
});
