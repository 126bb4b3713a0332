import { existsSync, readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/**
 * The server writes every one-time code it sends as a JSON line {to, code, purpose} to
 * OTP_OUTBOX_FILE (server/auth/fileOtpSender.ts); each worker's server has its own (servers.ts).
 * It stands in for the user's SMS or email inbox.
 */
let outbox = () => '';
const SHIPPER_SECRET = 'shipper-portal-secret';

interface Sent {
  to: string;
  code: string;
  purpose: string;
}
const sentTo = (to: string, purpose: string, file = outbox()): Sent[] =>
  file && existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Sent)
        .filter((m) => m.to === to.toLowerCase() && m.purpose === purpose)
    : [];

/** Runs `action`, then waits for the code it made the server send. */
async function codeFrom(to: string, purpose: string, action: () => Promise<unknown>): Promise<string> {
  const before = sentTo(to, purpose).length;
  await action();
  await expect
    .poll(() => sentTo(to, purpose).length, { message: `a ${purpose} code for ${to} in ${outbox()}` })
    .toBeGreaterThan(before);
  return sentTo(to, purpose).at(-1)!.code;
}

/** A phone number no seeded user has (a retry gets another). */
const freshPhone = () => `039${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

interface NewUser {
  phone: string;
  email: string;
  name: string;
  password: string;
}
const newUser = (name: string): NewUser => {
  const phone = freshPhone();
  return { phone, email: `e2e.${phone}@example.com`, name, password: 'first-pass-1' };
};

/** Signs a shipper up through the API (for journeys that start from an existing account). */
async function signUpViaApi(request: APIRequestContext, user: NewUser) {
  const code = await codeFrom(user.phone, 'phone:user', () =>
    request.post(`/api/otp/generate/user/${user.phone}`, { data: { clientSecret: SHIPPER_SECRET } }),
  );
  expect((await request.get(`/api/otp/validate/user/${user.phone}/${code}`)).ok()).toBe(true);
  const created = await request.post('/api/auth/user/user-account', {
    data: {
      fullName: user.name,
      email: user.email,
      phoneNumber: user.phone,
      companyName: `${user.name} Freight`,
      password: user.password,
      confirmPassword: user.password,
      clientSecret: SHIPPER_SECRET,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
}

async function signInAsShipper(page: Page, username: string, password: string) {
  await page.getByRole('button', { name: 'Shipper' }).click();
  await page.getByLabel('Phone number or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.beforeAll(({ server }) => {
  outbox = () => server.otpOutbox;
});

test('a new shipper signs up with a phone code, signs in and is welcomed on the dashboard', async ({ page }) => {
  const user = newUser('Zara Hussain');
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Mobile phone number').fill('0301');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Phone number is not valid')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Mobile phone number').fill(user.phone);
  const code = await codeFrom(user.phone, 'phone:user', () => page.getByRole('button', { name: 'Send code' }).click());
  await expect(page.getByLabel('Verification code')).toBeFocused();
  await expectAccessible(page);
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Verification code').press('Enter');

  await expect(page.getByLabel('Full name')).toBeFocused();
  await page.getByLabel('Full name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Company name').fill('Hussain Traders');
  await expect(page.getByRole('radio', { name: 'Shipper' })).toBeChecked();
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill('something-else1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/auth\/login\?notice=registered/);
  await expect(page.getByRole('status')).toContainText('Your account is ready');
  await expectAccessible(page);
  await signInAsShipper(page, user.phone, user.password);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();
});

test('a shipper who forgot the password gets a code by email, sets a new password and signs in with it', async ({
  page,
  request,
}) => {
  const user = newUser('Omar Farooq');
  await signUpViaApi(request, user);
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Phone number or email').fill(user.email);
  const code = await codeFrom(user.email, 'forgot-password', () =>
    page.getByRole('button', { name: 'Send code' }).click(),
  );
  await page.getByLabel('Verification code').fill(code === '000000' ? '000001' : '000000');
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code is invalid or has expired');
  await expectAccessible(page);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();

  await page.getByLabel('New password', { exact: true }).fill('second-pass-2');
  await page.getByLabel('Confirm new password').fill('second-pass-2');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Change password' }).click();

  await expect(page).toHaveURL(/\/auth\/login\?notice=password-reset/);
  await expect(page.getByRole('status')).toContainText('Your password was changed');
  await signInAsShipper(page, user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText('Unable to login, please provide a valid username and password');
  await page.getByLabel('Password', { exact: true }).fill('second-pass-2');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();
});

test('a user resets the PIN with the forgot-password code; the PINs must match', async ({ page, request }) => {
  const user = newUser('Hina Qureshi');
  await signUpViaApi(request, user);
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Reset PIN' }).click();
  await expect(page.getByRole('heading', { name: 'Reset PIN' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Phone number or email').fill(user.phone);
  const code = await codeFrom(user.phone, 'forgot-password', () =>
    page.getByRole('button', { name: 'Send code' }).click(),
  );
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('New PIN', { exact: true }).fill('2580');
  await page.getByLabel('Confirm new PIN').fill('2581');
  await page.getByRole('button', { name: 'Reset PIN' }).click();
  await expect(page.getByText('PINs must match')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Confirm new PIN').fill('2580');
  await page.getByRole('button', { name: 'Reset PIN' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?notice=pin-reset/);
  await expect(page.getByRole('status')).toHaveText('Your PIN was changed.');
});

test('a signed-in shipper changes the password from the user menu', async ({ page, request }) => {
  const user = newUser('Kamran Shah');
  await signUpViaApi(request, user);
  await page.goto('/auth/login');
  await signInAsShipper(page, user.phone, user.password);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/account\/password$/);
  await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Current password').fill('not-mine-123');
  await page.getByLabel('New password', { exact: true }).fill('third-pass-3');
  await page.getByLabel('Confirm new password').fill('third-pass-3');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The current password is not correct');
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('third-pass-3');

  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');
  await expectAccessible(page);
  const login = await request.post('/api/auth/user/shipper/login', {
    data: { phoneNumber: user.phone, password: 'third-pass-3', clientSecret: SHIPPER_SECRET, isEmail: false },
  });
  expect(login.ok()).toBe(true);
});
