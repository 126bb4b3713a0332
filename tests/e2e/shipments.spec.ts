import { expect, expectAccessible, gridRows, test, openSignedIn } from './fixtures';
import type { Page } from '@playwright/test';

/** Demo shipments cycle through the six statuses by id: SH-000001, -07, -13, -19… are Created. */
async function openShipment(page: Page, code: string) {
  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByRole('textbox', { name: 'Reference number' }).fill(code);
  // The filter applies after a pause in typing: a row clicked before it would be left for the filtered list.
  await expect(gridRows(page)).toHaveCount(1);
  await page.getByRole('gridcell', { name: code, exact: true }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${code}`) })).toBeVisible();
}

async function openShipmentsAs(page: Page, who: 'csr' | 'shipperA') {
  await openSignedIn(page, who, '/shipments');
  await expect(page).toHaveURL(/\/shipments/);
  await expect(page.getByRole('tab', { name: 'Current' })).toHaveAttribute('aria-selected', 'true');
}

test('a shipper lists current shipments, stars one and finds it under Favourite', async ({ page }) => {
  await openShipmentsAs(page, 'shipperA');
  const rows = gridRows(page);
  await expect(rows.first()).toBeVisible();
  await expectAccessible(page);
  // Some demo shipments are favourites already: star one that is not.
  const star = page.getByRole('button', { name: /^Add SH-\d+ to favourites$/ }).first();
  const reference = /SH-\d+/.exec((await star.getAttribute('aria-label')) ?? '')![0];
  await star.click();
  await expect(page.getByRole('button', { name: `Remove ${reference} from favourites` })).toBeVisible();

  await page.getByRole('tab', { name: 'Favourite' }).click();
  await expect(page.getByRole('gridcell', { name: reference, exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page.getByRole('gridcell', { name: /Delivered|Cancelled|Partially fulfilled/ }).first()).toBeVisible();

  await page.getByRole('link', { name: 'New shipment' }).click();
  await expect(page).toHaveURL(/\/shipments\/create$/);
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
});

test('a CSR closes and reopens bidding, tags, sets the contract amount and moves a shipment on; then cancels another with a reason', async ({
  page,
}) => {
  await openShipmentsAs(page, 'csr');
  await openShipment(page, 'SH-000007');
  await expect(page.getByRole('button', { name: 'Move to Dispatch started' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Close bidding' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close bidding' }).click();
  await expect(page.getByText('Bidding window closed')).toBeVisible();
  await page.getByRole('button', { name: 'Open bidding' }).click();
  await expect(page.getByText('Bidding window opened')).toBeVisible();

  await page.getByRole('button', { name: 'Tag', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Tagged by adda' }).click();
  await expect(page.getByText('Tagged by adda')).toBeVisible();

  await page.getByRole('button', { name: 'Set contract amount' }).click();
  await page.getByRole('dialog').getByRole('spinbutton').fill('0');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog').getByText('Enter a valid contract amount')).toBeVisible();
  await page.getByRole('dialog').getByRole('spinbutton').fill('104500');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rs 104,500').first()).toBeVisible();

  await page.getByRole('button', { name: 'Move to Dispatch started' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('Dispatch started').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move to In transit' })).toBeVisible();

  await page.goto('/shipments');
  await openShipment(page, 'SH-000013');
  await page.getByRole('button', { name: 'Cancel shipment' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel shipment' }).click();
  await expect(dialog.getByText('Please fill in all required fields').first()).toBeVisible();
  await dialog.getByLabel(/Cancellation type/).click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel(/Reason/).fill('Shipper moved the load to next week');
  await dialog.getByRole('button', { name: 'Cancel shipment' }).click();
  await expect(page.getByText('Cancelled').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel shipment' })).toHaveCount(0);
  await expectAccessible(page);
});
