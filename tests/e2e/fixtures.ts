import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { startWorkerServer, type E2eServer } from './servers';

export const DEMO_PASSWORD = 'demo1234';
export const ACCOUNTS = {
  csr: { username: '03001234567', kind: 'Internal staff', name: 'Ayesha Khan' },
  shipperA: { username: 'shipper@example.com', kind: 'Shipper', name: 'Bilal Ahmed' },
  shipperB: { username: '03021234567', kind: 'Shipper', name: 'Sana Malik' },
  broker: { username: '03031234567', kind: 'Shipper', name: 'Imran Qureshi' },
} as const;

export { expectAccessible } from './accessibility';

export async function signIn(page: Page, who: keyof typeof ACCOUNTS, password = DEMO_PASSWORD) {
  const account = ACCOUNTS[who];
  await page.getByRole('button', { name: account.kind }).click();
  await page.getByLabel('Phone number or email').fill(account.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const LOGINS = {
  'Internal staff': { path: '/api/auth/user/login', clientSecret: 'csr-portal-secret' },
  Shipper: { path: '/api/auth/user/shipper/login', clientSecret: 'shipper-portal-secret' },
} as const;

interface SignedIn {
  auth: { token: string; refreshToken: string };
  user: unknown;
  userType: number;
  roles: unknown;
}

/** An account a journey made for itself (a colleague with a role of its own). */
export interface OwnAccount {
  username: string;
  kind: keyof typeof LOGINS;
  password: string;
}
type Who = keyof typeof ACCOUNTS | OwnAccount;

/** A demo account's (or a journey's own account's) sign-in through the API, as the portal's login page makes it. */
export async function apiSignIn(request: APIRequestContext, who: Who): Promise<SignedIn> {
  const account = typeof who === 'string' ? { ...ACCOUNTS[who], password: DEMO_PASSWORD } : who;
  const login = LOGINS[account.kind];
  const response = await request.post(login.path, {
    data: {
      phoneNumber: account.username,
      password: account.password,
      clientSecret: login.clientSecret,
      isEmail: account.username.includes('@'),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: SignedIn }).data;
}

/** A fresh access token of a demo account, for a journey's set-up and checks through the API (they live 20 s here). */
export const apiToken = async (request: APIRequestContext, who: keyof typeof ACCOUNTS) =>
  (await apiSignIn(request, who)).auth.token;

/**
 * Signs in through the API and opens `path` signed in, for journeys where the login page is not what
 * they test (login.spec.ts and session.spec.ts sign in through the page). The portal finds in the
 * browser's storage what its own sign-in would have put there (src/providers/authProvider.ts).
 */
export async function openSignedIn(page: Page, who: Who, path: string) {
  const data = await apiSignIn(page.request, who);
  // Any page of the origin gives access to its storage; the health check is the lightest.
  await page.goto('/api/health');
  await page.evaluate((signedIn) => {
    localStorage.setItem('token', signedIn.auth.token);
    localStorage.setItem('refreshToken', signedIn.auth.refreshToken);
    localStorage.setItem('user', JSON.stringify(signedIn.user));
    localStorage.setItem('userType', String(signedIn.userType));
    localStorage.setItem('roles', JSON.stringify(signedIn.roles));
    const user = signedIn.user as { locale?: string; preferences?: { theme?: object } };
    const theme = user.preferences?.theme;
    if (theme && Object.keys(theme).length) localStorage.setItem('theme', JSON.stringify(theme));
    else localStorage.removeItem('theme');
    // The login page also switches to the language kept in the profile (src/custom/auth/LoginPage.tsx).
    if (user.locale) localStorage.setItem('locale', user.locale);
  }, data);
  await page.goto(path);
}

/**
 * Makes the API refuse the access token the browser holds, as it does once the token has expired:
 * its signature no longer matches, so the next call answers 401 and the portal must refresh.
 * (Journeys longer than the E2E server's 20 s token life also meet real expiries.)
 */
export async function expireAccessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const token = localStorage.getItem('token');
    if (!token) throw new Error('No access token to expire: not signed in');
    const refused = `${token.slice(0, -6)}${token.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA'}`;
    localStorage.setItem('token', refused);
    return refused;
  });
}

export const test = base.extend<object, { server: E2eServer }>({
  // One server per worker (servers.ts), on a fresh copy of the seeded database.
  server: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const template = process.env.E2E_TEMPLATE_DIR;
      if (!template) throw new Error('E2E_TEMPLATE_DIR is unset: run through playwright.config.ts (globalSetup.ts)');
      const server = await startWorkerServer(template);
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, provide) => provide(server.baseURL),
});
export { expect };

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Types a date (and, with `withTime`, its time) into an MUI X picker the way a person does: into its
 * day section, then on through month, year, hours, minutes and AM/PM (SPEC §9 dd/MM/yyyy hh:mm a).
 */
export async function typeDate(page: Page, label: string, date: Date, withTime = false) {
  await page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton', { name: 'Day' }).click();
  let keys = `${two(date.getDate())}${two(date.getMonth() + 1)}${date.getFullYear()}`;
  if (withTime)
    keys += `${two(date.getHours() % 12 || 12)}${two(date.getMinutes())}${date.getHours() < 12 ? 'A' : 'P'}`;
  await page.keyboard.type(keys);
}

/** The record rows of the page's list grid(s) (MUI X DataGrid rows carry their record id; the header row does not). */
export const gridRows = (page: Page) => page.locator('#main-content [role="grid"] [role="row"][data-id]');

/**
 * Opens a menu and chooses `item`. A list whose answer lands under the cursor re-renders its rows,
 * and a menu opened by a click in that moment can close with it: the opener is clicked again until
 * the item shows, rather than waiting on a menu that is gone.
 */
export async function chooseFromMenu(page: Page, opener: Locator, item: string) {
  const choice = page.getByRole('menuitem', { name: item });
  await expect(async () => {
    if (!(await choice.isVisible())) await opener.click();
    await expect(choice).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await choice.click();
}
