import { expect, expireAccessToken, gridRows, test, openSignedIn } from './fixtures';

test('two tabs of one browser keep working across several token expiries while their refreshes race', async ({
  page,
  context,
}) => {
  await openSignedIn(page, 'csr', '/shipments');
  await expect(gridRows(page).first()).toBeVisible();
  const other = await context.newPage();
  await other.goto('/bookings');
  await expect(gridRows(other).first()).toBeVisible();

  for (let expiry = 1; expiry <= 2; expiry += 1) {
    // The access token both tabs share stops being accepted, as at its expiry (without waiting the
    // server's 20 s for it): both tabs' next calls are refused and both refresh at once.
    await expireAccessToken(page);
    await Promise.all([page.reload(), other.reload()]);
    await expect(gridRows(page).first(), `after expiry ${expiry}`).toBeVisible();
    await expect(gridRows(other).first(), `after expiry ${expiry}`).toBeVisible();
    await expect(page).toHaveURL(/\/shipments/);
    await expect(other).toHaveURL(/\/bookings/);
  }

  // Signing out in one tab signs out the other.
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(other).toHaveURL(/\/auth\/login/);
});
