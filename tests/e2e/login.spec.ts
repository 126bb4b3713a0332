import { ACCOUNTS, expect, expectAccessible, signIn, test } from './fixtures';

test('a CSR signs in through the login page and sees the dashboard with their name', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);

  await signIn(page, 'csr');
  await expect(page.getByRole('heading', { name: `Welcome, ${ACCOUNTS.csr.name}` })).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await expectAccessible(page);
});

test('a wrong password shows the SPEC message and stays on the login page', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, 'csr', 'wrong-password1');
  await expect(page.getByRole('alert')).toHaveText('Unable to login, please provide a valid username and password');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('empty fields are refused before any call with the SPEC message', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Username and/or password is required');
});

test('a shipper signs in with an email on the shipper login', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, 'shipperA');
  await expect(page.getByRole('heading', { name: `Welcome, ${ACCOUNTS.shipperA.name}` })).toBeVisible();
});
