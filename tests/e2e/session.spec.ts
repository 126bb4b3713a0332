import { expect, expireAccessToken, signIn, test } from './fixtures';

test('a signed-out shipper opening a deep link is sent to login with the return path, and comes back after signing in', async ({
  page,
}) => {
  await page.goto('/shipments?filter=current');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fshipments%3Ffilter%3Dcurrent$/);
  await signIn(page, 'shipperA');
  await expect(page).toHaveURL(/\/shipments\?filter=current$/);
});

test('a redirect to another site is ignored after login', async ({ page }) => {
  await page.goto('/auth/login?redirect=https%3A%2F%2Fevil.example%2F');
  await signIn(page, 'csr');
  await expect(page.getByRole('heading', { name: /^Welcome,/ })).toBeVisible();
  expect(new URL(page.url()).host).toBe(new URL(page.url()).host);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});

test('signing out ends the session: the old page needs a login again', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, 'csr');
  await expect(page.getByRole('heading', { name: /^Welcome,/ })).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('an access token refused during use (as at its expiry) is refreshed without the user noticing', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await signIn(page, 'csr');
  await expect(page.getByRole('heading', { name: /^Welcome,/ })).toBeVisible();
  const firstRefreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));

  const refused = await expireAccessToken(page);
  const refresh = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/user/refresh') && response.status() === 200,
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  await refresh;
  await expect(page.getByText('Administrator')).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  // A new pair in place of the refused token (an access token made in the same second as the first
  // can equal it, so the refresh token, which is random, tells that a refresh happened).
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(refused);
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(firstRefreshToken);
});
