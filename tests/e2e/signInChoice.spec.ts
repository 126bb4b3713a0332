import { ACCOUNTS, DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures';

test('a shipper on the "Internal staff" sign-in is told to use the shipper one, which is then remembered', async ({
  page,
}) => {
  await page.goto('/auth/login');
  const staff = page.getByRole('button', { name: 'Internal staff' });
  const shipper = page.getByRole('button', { name: 'Shipper', exact: true });
  await staff.click();
  await page.getByLabel('Phone number or email').fill(ACCOUNTS.shipperB.username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Not the password's fault: the page names the sign-in this account uses and selects it.
  await expect(page.getByRole('alert')).toHaveText(
    'This account signs in as Shipper: that sign-in is selected now, please sign in again.',
  );
  await expect(shipper).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  // A real bad password still gets SPEC's text.
  await page.getByLabel('Password').fill('wrong-password1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Unable to login, please provide a valid username and password');

  // The choice is kept for the next visit.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Shipper', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Phone number or email').fill(ACCOUNTS.shipperB.username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${ACCOUNTS.shipperB.name}` })).toBeVisible();
});
