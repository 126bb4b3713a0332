import { expect, gridRows, signIn, test } from './fixtures';

const ACCESS_TOKEN_TTL_MS = Number(process.env.E2E_ACCESS_TOKEN_TTL_SECONDS ?? 20) * 1000;

test('two tabs of one browser keep working across several token expiries while their refreshes race', async ({
  page,
  context,
}) => {
  test.setTimeout(ACCESS_TOKEN_TTL_MS * 3 + 60_000);
  await page.goto('/shipments');
  await signIn(page, 'csr');
  await expect(gridRows(page).first()).toBeVisible();
  const other = await context.newPage();
  await other.goto('/bookings');
  await expect(gridRows(other).first()).toBeVisible();

  for (let expiry = 1; expiry <= 2; expiry += 1) {
    // Past the access token's life: both tabs' next calls are refused and both refresh at once.
    await page.waitForTimeout(ACCESS_TOKEN_TTL_MS + 1_000);
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
