import type { Page } from '@playwright/test';
import { expect, expectAccessible, openSignedIn, test } from './fixtures';

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
/** The columns' names: not the bulk actions' selection column (a "Select all rows" checkbox, no text). */
const headers = (page: Page, name: string) =>
  grid(page, name)
    .getByRole('columnheader')
    .filter({ hasNot: page.getByRole('checkbox') })
    .allTextContents();

async function openColumns(page: Page) {
  await page.getByRole('button', { name: 'Columns' }).click();
  return page.getByRole('dialog', { name: 'Columns of Shipments' });
}

test('a CSR hides and reorders a shipments column; the choice follows them after a reload and into a fresh browser', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, 'csr', '/shipments');
  await expect(grid(page, 'Shipments').getByRole('row').nth(1)).toBeVisible();
  expect(await headers(page, 'Shipments')).toEqual([
    'Favourite',
    'Reference',
    'Company',
    'Route',
    'Vehicle Type',
    'Weight',
    'Shipper Rate',
    'Status',
    'Bid window',
    'Loading time',
  ]);

  const dialog = await openColumns(page);
  await dialog.getByRole('checkbox', { name: 'Bid window' }).uncheck();
  await dialog.getByRole('button', { name: 'Move Status up' }).click();
  await dialog.getByRole('radio', { name: 'Compact' }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const chosen = [
    'Favourite',
    'Reference',
    'Company',
    'Route',
    'Vehicle Type',
    'Weight',
    'Status',
    'Shipper Rate',
    'Loading time',
  ];
  await expect.poll(() => headers(page, 'Shipments')).toEqual(chosen);
  await expectAccessible(page);

  await page.reload();
  await expect(grid(page, 'Shipments').getByRole('row').nth(1)).toBeVisible();
  expect(await headers(page, 'Shipments')).toEqual(chosen);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  try {
    await openSignedIn(other, 'csr', '/shipments');
    await expect(grid(other, 'Shipments').getByRole('row').nth(1)).toBeVisible();
    expect(await headers(other, 'Shipments')).toEqual(chosen);
    await expect(other.locator('.MuiDataGrid-root--densityCompact')).toHaveCount(1);
  } finally {
    await fresh.close();
  }

  // Reset columns: the declared ones again (and the next journey on this server finds them).
  await (await openColumns(page)).getByRole('button', { name: 'Reset columns' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect.poll(() => headers(page, 'Shipments')).toContain('Bid window');
});

test('a CSR sorts and pages the bookings grid by keyboard, and opens a booking with Enter', async ({ page }) => {
  await openSignedIn(page, 'csr', '/bookings');
  const bookings = grid(page, 'Bookings');
  await expect(bookings.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/^1–4 of \d+$/)).toBeVisible();

  // Into the grid's header row, along it with the arrow keys to "Booked", Enter sorts.
  await bookings.getByRole('columnheader', { name: 'Booking' }).focus();
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('ArrowRight');
  await expect(bookings.getByRole('columnheader', { name: /Booked/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=createdAt/);
  await expect(page).toHaveURL(/order=ASC/);
  await expect(bookings.getByRole('columnheader', { name: /Booked/ })).toHaveAttribute('aria-sort', 'ascending');

  // Tab on to the pager's next page, Enter.
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) === 'Go to next page') break;
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^5–8 of \d+$/)).toBeVisible();

  // Down into the rows with the arrow keys; Enter opens the booking. The new page's grid may still be
  // drawing its rows and take the focus back (before or after the cell has it, CI52 and CI56): from
  // the header again until the first row's cell has the focus and Enter on it opens its booking.
  let code = '';
  await expect(async () => {
    await bookings.getByRole('columnheader', { name: 'Booking' }).focus();
    await page.keyboard.press('ArrowDown');
    code = (await page.evaluate(() => document.activeElement?.textContent)) ?? '';
    expect(code).toMatch(/^BK-/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/bookings\/\d+\/show/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(code).first()).toBeVisible();
  await expectAccessible(page);
});

test('on a 390 px phone a shipper pages and filters their shipments as cards, without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const noSidewaysScroll = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await openSignedIn(page, 'shipperA', '/shipments');
  await page.getByRole('tab', { name: 'All' }).click();
  // Each card is a link to the shipment: its reference and route, when and what, and its status.
  const cards = page.locator('#main-content').getByRole('link', { name: /SH-\d+ · / });
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  await noSidewaysScroll();
  await expectAccessible(page);

  const first = await cards.first().textContent();
  // The pager scrolled into view, as a thumb would (nothing floats over it: phoneScreens.spec.ts).
  const next = page.getByRole('button', { name: 'Go to next page' });
  await next.evaluate((button) => button.scrollIntoView({ block: 'center' }));
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards.first()).not.toHaveText(first ?? '');
  await noSidewaysScroll();

  const code = (first ?? '').match(/SH-\d+/)![0];
  await page.getByPlaceholder('Reference number').fill(code);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(code);
  await noSidewaysScroll();
  await cards.first().click();
  await expect(page).toHaveURL(/\/shipments\/\d+\/show/);
  await noSidewaysScroll();
  await expectAccessible(page);
});

test('a search that finds nothing says so, passes axe, and Clear filters brings the rows back', async ({ page }) => {
  await openSignedIn(
    page,
    'csr',
    `/shipments?filter=${encodeURIComponent(JSON.stringify({ referenceNo: 'no-such-shipment-at-all' }))}`,
  );
  await expect(page.getByText(/found using the current filters/)).toBeVisible();
  // The button is drawn under the grid: inside role="grid" it would break the grid's ARIA structure.
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page).not.toHaveURL(/no-such-shipment/);
});
