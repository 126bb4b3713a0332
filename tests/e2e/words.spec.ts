import { expect, expectAccessible, openSignedIn, test } from './fixtures';

/**
 * The portal's words: a create page says what it makes ("New role"), a save says what it saved
 * ("Role created"), counts read as people say them ("4 permissions", right after an edit), a trip's
 * status is its name, never its code; a shipper is never shown a configuration entry's name.
 */

test('a CSR makes a role and narrows it: the page, the notices and the permission count say it in words', async ({
  page,
}, testInfo) => {
  const role = `Words desk ${testInfo.retry}-${Date.now() % 100000}`;
  await openSignedIn(page, 'csr', '/roles/create');
  await expect(page.locator('#react-admin-title')).toHaveText('New role');
  await page.getByLabel(/Role name/).fill(role);
  await page.getByRole('checkbox', { name: 'Payments: all' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role created', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: role, exact: true }) });
  // A whole-resource grant is each of its four actions, as the matrix ticks them.
  await expect(row.getByRole('gridcell', { name: '4 permissions', exact: true })).toBeVisible();

  await row.getByRole('gridcell', { name: role, exact: true }).click();
  await expect(page.locator('#react-admin-title')).toHaveText(`Role ${role}`);
  await page.getByRole('checkbox', { name: 'Payments: delete' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role updated', { exact: true })).toBeVisible();
  await expect(row.getByRole('gridcell', { name: '3 permissions', exact: true })).toBeVisible();
  await expectAccessible(page);

  // A booking's trip status by its name (SPEC §4's code is for the API).
  await page.goto('/bookings');
  await page.locator('#main-content [role="grid"] [role="row"][data-id]').first().click();
  const tripStatus = page.getByText('Trip status', { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(tripStatus).toHaveText(/^(Created|Dispatch started|In transit|Delivered|Cancelled)$/);
});

test("a shipper reads the map's note without the configuration entry behind it", async ({ page }) => {
  await openSignedIn(page, 'shipperA', '/shipments');
  await page.locator('#main-content [role="grid"] [role="row"][data-id]').first().click();
  await expect(page.getByText(/^The map is not available\./)).toBeVisible();
  await expect(page.getByText(/GOOGLE_MAP_API/)).toHaveCount(0);
  await expectAccessible(page);
});
