import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect, expectAccessible, test, openSignedIn } from './fixtures';
import { validShipment } from '../api/shipmentFixtures';

/**
 * Stored XSS: hostile markup saved THROUGH THE API in a company group's and a
 * company's name, a shipment's instructions, reference and addresses, then shown by the portal in
 * Chromium. Each payload would set window.__xss (and open a dialog) if it ever became markup; the
 * served CSP already blocks inline handlers, so the checks also look for the elements themselves.
 */
const RUN = Date.now().toString(36).slice(-5);
const HOSTILE = {
  group: `<img src=x onerror="window.__xss=1;alert(1)"> Group ${RUN}`,
  company: `<script>window.__xss=2;alert(2)</script> Plant ${RUN}`,
  instructions: `Gate 4 <img src=x onerror="window.__xss=3;alert(3)"> then <script>window.__xss=4</script> done`,
  reference: `<svg onload="window.__xss=5">${RUN}`,
  address: `<iframe src="javascript:parent.__xss=6"></iframe> Berth ${RUN}`,
  notificationTitle: `<img src=x onerror="window.__xss=7;alert(7)"> title`,
  notificationBody: `<script>window.__xss=8;alert(8)</script> body`,
  notificationLink: 'javascript:window.__xss=9;alert(9)',
};
const PHONE = `034${String(Date.now()).slice(-8)}`;
const PASSWORD = 'plant1234';

interface Seeded {
  shipmentId: number;
  shipmentCode: string;
}
let seeded: Seeded;

async function apiLogin(
  api: APIRequestContext,
  path: string,
  phoneNumber: string,
  password: string,
  clientSecret: string,
) {
  const res = await api.post(path, { data: { phoneNumber, password, clientSecret, isEmail: false } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { auth: { token: string } } }).data.auth.token;
}

async function apiPost<T>(api: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await api.post(path, { data, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: T }).data;
}

/** Staff make a group and a company (whose login comes with it); that shipper posts a shipment; a partner bids on it. */
test.beforeAll(async ({ playwright, server }) => {
  // Once per worker: its server keeps what this made, and a worker may come back to this file.
  if (seeded) return;
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  const csr = await apiLogin(api, '/api/auth/user/login', ACCOUNTS.csr.username, DEMO_PASSWORD, 'csr-portal-secret');
  const ntn = String(Date.now()).slice(-7);
  const group = await apiPost<{ id: number; name: string }>(api, csr, '/api/company-group', {
    name: HOSTILE.group,
    address: '5 Ferozepur Road',
    cityId: 2,
    provinceId: 1,
    countryId: 1,
    identificationType: 1,
    identificationValue: ntn,
  });
  expect(group.name).toBe(HOSTILE.group);
  const company = await apiPost<{ name: string }>(api, csr, '/api/company/v2', {
    name: HOSTILE.company,
    groupId: group.id,
    phoneNumber: PHONE,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(company.name).toBe(HOSTILE.company);

  const shipper = await apiLogin(api, '/api/auth/user/shipper/login', PHONE, PASSWORD, 'shipper-portal-secret');
  const shipment = await apiPost<{ id: number; code: string; specialInstructions: string }>(
    api,
    shipper,
    '/api/shipment/v3',
    validShipment({
      specialInstructions: HOSTILE.instructions,
      referenceNumber: HOSTILE.reference,
      pickupLocations: [{ cityId: 1, address: HOSTILE.address, loads: [{ goodsTypeId: 2, weight: 30 }] }],
    }),
  );
  expect(shipment.specialInstructions).toBe(HOSTILE.instructions);
  // A real notification for the hostile company's user: "New bid on SH-…".
  const partner = await apiLogin(api, '/api/auth/user/login', '03041234567', DEMO_PASSWORD, 'partner-app-secret');
  await apiPost(api, partner, '/api/bid', { shipmentId: shipment.id, amount: 120_000 });
  seeded = { shipmentId: shipment.id, shipmentCode: shipment.code };
  await api.dispose();
});

/** Every dialog a page opens is recorded (and dismissed): a stored payload that ran would open one. */
function watchDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** No payload ran and none became an element: checked on the DOM, so it holds whatever the CSP says. */
async function expectInert(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page.locator('img[src="x"], svg[onload], iframe[src^="javascript:"]')).toHaveCount(0);
  const scripts = await page
    .locator('script')
    .evaluateAll((nodes) => nodes.filter((node) => node.textContent?.includes('__xss')).length);
  expect(scripts).toBe(0);
}

async function signInAsHostileCompany(page: Page) {
  await page.getByRole('button', { name: 'Shipper' }).click();
  await page.getByLabel('Phone number or email').fill(PHONE);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * No API event writes free text into a portal user's notification (bids carry amounts, bookings
 * statuses; rejection reasons go to partners, who use the app): the real list from the API gets one
 * hostile row on top, to prove the bell's rendering and its handling of a javascript: link.
 */
async function addHostileNotification(page: Page) {
  await page.route('**/api/notification/user/all**', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as {
      data: { content: unknown[]; totalElements: number; unreadCount: number };
    };
    const hostile = {
      id: 999_999,
      kind: 'BID_PLACED',
      title: HOSTILE.notificationTitle,
      body: HOSTILE.notificationBody,
      link: HOSTILE.notificationLink,
      read: false,
      readAt: null,
      createdAt: new Date().toISOString(),
    };
    json.data.content.unshift(hostile);
    json.data.totalElements += 1;
    json.data.unreadCount += 1;
    await route.fulfill({ response, json });
  });
}

test('a shipper of a company with a hostile name sees its name, its shipment and its notifications as plain text', async ({
  page,
}) => {
  const dialogs = watchDialogs(page);
  const main = page.locator('#main-content');
  await addHostileNotification(page);
  await page.goto('/');
  await signInAsHostileCompany(page);
  // Dashboard: the greeting carries the user's and the company's name (both the company's here).
  await expect(page.getByRole('heading', { name: `Welcome, ${HOSTILE.company}` })).toBeVisible();
  await expect(main.getByText(HOSTILE.company, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile' })).toHaveText(HOSTILE.company);
  await expectInert(page, dialogs);

  // The bell: the real "New bid" notification and the hostile one, as text.
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByText(`New bid on ${seeded.shipmentCode}`)).toBeVisible();
  await expect(drawer.getByText(HOSTILE.notificationTitle, { exact: true })).toBeVisible();
  await expect(drawer.getByText(HOSTILE.notificationBody, { exact: true })).toBeVisible();
  await expectInert(page, dialogs);
  await expectAccessible(page);
  // Opening the hostile row follows its link inside the portal's router: no script, no leaving the origin.
  const origin = new URL(page.url()).origin;
  await drawer.getByRole('button', { name: new RegExp(`^${escapeRegExp(HOSTILE.notificationTitle)}`) }).click();
  await expect(drawer).toBeHidden();
  expect(new URL(page.url()).origin).toBe(origin);
  await expectInert(page, dialogs);

  // List: the shipment is there; searching by the hostile reference puts it in the URL and the filter box.
  await page.goto('/shipments');
  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByRole('textbox', { name: 'Reference number' }).fill(HOSTILE.reference);
  await expect(page.getByRole('gridcell', { name: seeded.shipmentCode, exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reference number' })).toHaveValue(HOSTILE.reference);
  // The debounced filter lands in the address last: leaving before it does would bring the list back.
  await expect(page).toHaveURL(/referenceNo/);
  await expectInert(page, dialogs);

  // Show: company, reference, instructions and the pick-up address, literally.
  // The list re-renders once the filter's debounce fires: a click in between can be lost, so click again
  // while the row is still there (on a busy machine the page may take longer than one try to open).
  await expect(async () => {
    const row = page.getByRole('gridcell', { name: seeded.shipmentCode, exact: true });
    if (await row.isVisible()) await row.click({ timeout: 2000 });
    await expect(page.getByRole('heading', { name: new RegExp(`^${seeded.shipmentCode}`) })).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(main.getByText(HOSTILE.instructions, { exact: true })).toBeVisible();
  await expect(main.getByText(HOSTILE.reference, { exact: true })).toBeVisible();
  await expect(main.getByText(HOSTILE.company, { exact: true })).toBeVisible();
  await expect(main.getByText(HOSTILE.address).first()).toBeVisible();
  await expectInert(page, dialogs);
  await expectAccessible(page);
});

test('staff see the hostile group and company names literally in their lists and pages', async ({ page }) => {
  const dialogs = watchDialogs(page);
  const main = page.locator('#main-content');
  await openSignedIn(page, 'csr', '/company-groups');
  await expect(main.getByText(HOSTILE.group, { exact: true })).toBeVisible();
  await expectInert(page, dialogs);
  await expectAccessible(page);

  await page.goto('/company-projects');
  await expect(main.getByText(HOSTILE.company, { exact: true })).toBeVisible();
  await expectInert(page, dialogs);

  await page.goto(`/shipments/${seeded.shipmentId}/show`);
  await expect(main.getByText(HOSTILE.instructions, { exact: true })).toBeVisible();
  await expect(main.getByText(HOSTILE.company, { exact: true })).toBeVisible();
  await expectInert(page, dialogs);
  await expectAccessible(page);
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
