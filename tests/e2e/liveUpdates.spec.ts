import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiToken, expect, expectAccessible, openSignedIn, test, type OwnAccount } from './fixtures';
import { validShipment } from '../api/shipmentFixtures';

/**
 * Two CSR agents on one shipment, each in a browser of their own: what one changes, and a bid a
 * carrier places through the partner API, reaches the other's open page without a reload (the
 * change feed, GET /api/events); the other, editing the same shipment, is warned before saving.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const rs = (amount: number) => `Rs ${new Intl.NumberFormat('en').format(amount)}`;
const PARTNER_LOGIN = {
  phoneNumber: '03041234567',
  password: 'demo1234',
  clientSecret: 'partner-app-secret',
  isEmail: false,
};

/** Each attempt's own colleague of the demo CSR: a staff user with a shipments role, made through the API. */
async function newColleague(request: APIRequestContext): Promise<OwnAccount & { name: string }> {
  const csr = await apiToken(request, 'csr');
  const unique = `${Date.now() % 1e8}`.padStart(8, '0') + `${Math.floor(Math.random() * 10)}`;
  const role = await request.post('/api/roles/v2', {
    headers: bearer(csr),
    data: { name: `Live desk ${unique}`, permissions: ['shipments:*', 'bids:*', 'bookings:*'] },
  });
  expect(role.ok(), await role.text()).toBe(true);
  const password = `Live${unique}x`;
  const name = `Bushra Live ${unique}`;
  const phoneNumber = `03${unique}`;
  const user = await request.post('/api/user', {
    headers: bearer(csr),
    data: {
      fullName: name,
      phoneNumber,
      email: `live${unique}@example.com`,
      roleId: ((await role.json()) as { data: { id: number } }).data.id,
      password,
      confirmPassword: password,
    },
  });
  expect(user.ok(), await user.text()).toBe(true);
  return { username: phoneNumber, kind: 'Internal staff', password, name };
}

/** A fresh spot shipment of company A, open for bids, with a shipper rate to set a contract amount against. */
async function newShipment(request: APIRequestContext) {
  const created = await request.post('/api/shipment/v3', {
    headers: bearer(await apiToken(request, 'csr')),
    data: validShipment({ companyId: 1, shipperRate: 150_000 }),
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data as { id: number; code: string; version: number };
}

/** A browser of its own, signed in and on `path`, following the change feed ("Live" in the app bar). */
async function agentOn(browser: Browser, baseURL: string, who: Parameters<typeof openSignedIn>[1], path: string) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await openSignedIn(page, who, path);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  return page;
}

async function setContractAmount(page: Page, amount: number) {
  await page.getByRole('button', { name: 'Set contract amount' }).click();
  await page.getByRole('dialog').getByRole('spinbutton', { name: 'Contract amount (Rs)' }).fill(String(amount));
  const saved = page.waitForResponse((res) => res.url().includes('/margin') && res.request().method() === 'PATCH');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  expect((await saved).ok()).toBe(true);
  return Date.now();
}

test('what a colleague changes and a carrier bids reaches an open shipment page without a reload', async ({
  browser,
  baseURL,
  request,
}) => {
  const shipment = await newShipment(request);
  const agentB = await agentOn(browser, baseURL!, await newColleague(request), `/shipments/${shipment.id}/show`);
  const agentA = await agentOn(browser, baseURL!, 'csr', `/shipments/${shipment.id}/show`);
  await expect(agentB.getByRole('heading', { name: new RegExp(`^${shipment.code} ·`) })).toBeVisible();
  await expectAccessible(agentB);

  // CSR A sets the contract amount in their browser: B's page shows it within 2 s, nobody reloading.
  const amount = 160_000 + Math.floor(Math.random() * 9_000);
  const savedAt = await setContractAmount(agentA, amount);
  // The facts and the pricing both say it.
  await expect(agentB.getByText(rs(amount), { exact: true }).first()).toBeVisible();
  expect(Date.now() - savedAt, 'B saw the new amount within 2 s of A saving it').toBeLessThanOrEqual(2_000);

  // A carrier bids through the partner API (the partner app): the bid appears in B's open Bids tab.
  await agentB.getByRole('tab', { name: 'Bids' }).click();
  const bids = agentB.getByRole('table', { name: 'Bids' });
  const login = await request.post('/api/auth/user/login', { data: PARTNER_LOGIN });
  const partner = ((await login.json()) as { data: { auth: { token: string } } }).data.auth.token;
  const bidAmount = 90_000 + Math.floor(Math.random() * 900) * 10;
  const bid = await request.post('/api/bid', {
    headers: bearer(partner),
    data: { shipmentId: shipment.id, amount: bidAmount },
  });
  expect(bid.status(), await bid.text()).toBe(201);
  await expect(bids.getByRole('cell', { name: `${rs(bidAmount)} / vehicle` })).toBeVisible();
  await expectAccessible(agentB);
});

test('a CSR editing a shipment on one browser is told, before saving, of a change saved on another, and can compare', async ({
  browser,
  baseURL,
  request,
}) => {
  // The same person on two browsers (a desk and a laptop): the save on one is news on the other.
  const shipment = await newShipment(request);
  const agentB = await agentOn(browser, baseURL!, 'csr', `/shipments/${shipment.id}`);
  const reference = agentB.getByRole('textbox', { name: 'Shipper reference' });
  await expect(reference).toBeVisible();
  await reference.fill(`LIVE-${shipment.id}`);

  // The demo CSR (Ayesha Khan), on their other browser, changes the same shipment meanwhile.
  const agentA = await agentOn(browser, baseURL!, 'csr', `/shipments/${shipment.id}/show`);
  await setContractAmount(agentA, 155_000);

  const warning = agentB.getByRole('alert').filter({ hasText: 'Ayesha Khan changed this record just now' });
  await expect(warning).toBeVisible();
  // What B typed is still there: the form was not reloaded under them.
  await expect(reference).toHaveValue(`LIVE-${shipment.id}`);
  await expectAccessible(agentB);
  await warning.getByRole('button', { name: 'Compare' }).click();
  const dialog = agentB.getByRole('dialog', { name: 'Someone else saved this record' });
  await expect(dialog).toBeVisible();
  await expectAccessible(agentB);
});
