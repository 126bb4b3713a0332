import { apiToken, expect, expectAccessible, test, openSignedIn } from './fixtures';
import type { APIRequestContext, Browser, Page } from '@playwright/test';

/**
 * Two CSR agents edit one driver at once (every record carries `version`; a save naming an older one
 * answers 409). The second to save gets the conflict dialog (src/components/conflict/EditConflictDialog.tsx)
 * and either overwrites with their changes on top of the other's, or reloads the other's version.
 */

interface Driver {
  id: number;
  fullName: string;
  licenseNumber: string;
  version: number;
}

/** A fresh staff token for every set-up or check: the E2E access token lives 20 s only. */
const staffToken = (request: APIRequestContext) => apiToken(request, 'csr');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let serial = 0;
/** A driver of the demo partner (Tariq Transport), with a phone number and CNIC no other driver has. */
async function createDriver(request: APIRequestContext): Promise<Driver> {
  const token = await staffToken(request);
  const partners = await request.get('/api/user/partner?q=Tariq', { headers: bearer(token) });
  expect(partners.ok()).toBe(true);
  const [partner] = (await partners.json()).data as { id: number }[];
  expect(partner, 'the demo partner').toBeTruthy();
  serial += 1;
  const unique = `${Date.now() % 1e7}`.padStart(7, '0') + `${serial % 100}`.padStart(2, '0');
  const res = await request.post('/api/drivers', {
    headers: bearer(token),
    data: {
      fullName: `Conflict Driver ${unique}`,
      phoneNumber: `03${unique}`,
      cnic: `3520${unique}`,
      licenseNumber: `LHR-DL-${unique}`,
      licenseExpiry: '2030-06-30',
      partnerId: partner.id,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as Driver;
}

async function driverNow(request: APIRequestContext, id: number): Promise<Driver> {
  const res = await request.get(`/api/drivers/${id}`, { headers: bearer(await staffToken(request)) });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as Driver;
}

/** A CSR agent of their own: a browser context (own storage, own session) signed in on the driver's edit page. */
async function agentEditing(browser: Browser, baseURL: string, driver: Driver): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await openSignedIn(page, 'csr', `/drivers/${driver.id}`);
  await expect(page).toHaveURL(new RegExp(`/drivers/${driver.id}$`));
  await expect(page.getByLabel('Full name')).toHaveValue(driver.fullName);
  await expect(page.getByLabel('Licence number')).toHaveValue(driver.licenseNumber);
  return page;
}

/** The show page a driver's edit redirects to, with its facts. */
async function expectShowPage(page: Page, id: number, fullName: string, licenseNumber: string) {
  await expect(page).toHaveURL(new RegExp(`/drivers/${id}/show$`));
  const facts = page.getByRole('region', { name: fullName });
  await expect(facts).toBeVisible();
  await expect(facts.getByText(licenseNumber, { exact: true })).toBeVisible();
}

/** Agent A changes the licence number and saves first; agent B, whose form still shows the old values, changes the name and saves: refused. */
async function racingSaves(agentA: Page, agentB: Page, driver: Driver, theirLicence: string, yourName: string) {
  await agentA.getByLabel('Licence number').fill(theirLicence);
  await agentA.getByRole('button', { name: 'Save' }).click();
  await expectShowPage(agentA, driver.id, driver.fullName, theirLicence);

  await expect(agentB.getByLabel('Licence number')).toHaveValue(driver.licenseNumber);
  await agentB.getByLabel('Full name').fill(yourName);
  await agentB.getByRole('button', { name: 'Save' }).click();
  const dialog = agentB.getByRole('dialog', { name: 'Someone else saved this record' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const created: number[] = [];
test.afterEach(async ({ request }) => {
  while (created.length) {
    const id = created.pop()!;
    const res = await request.delete(`/api/drivers/${id}`, { headers: bearer(await staffToken(request)) });
    expect([200, 404], `deleting driver ${id}`).toContain(res.status());
  }
});

test.describe('two CSR agents edit one driver', () => {
  test('the second to save sees both changes and overwrites: the driver keeps both', async ({
    browser,
    baseURL,
    request,
  }) => {
    const driver = await createDriver(request);
    created.push(driver.id);
    const theirLicence = `${driver.licenseNumber}-A`;
    const yourName = `${driver.fullName} B`;
    const [agentA, agentB] = await Promise.all([
      agentEditing(browser, baseURL!, driver),
      agentEditing(browser, baseURL!, driver),
    ]);
    try {
      const dialog = await racingSaves(agentA, agentB, driver, theirLicence, yourName);

      // Only the two fields that differ are listed: B's name, A's licence, and who changed each.
      const table = dialog.getByRole('table', { name: 'Your changes and theirs' });
      await expect(table.getByRole('columnheader')).toHaveText(['Field', 'Yours', 'Theirs (saved)', 'Who changed it']);
      const rowOf = (field: string | RegExp) =>
        table.getByRole('row').filter({ has: agentB.getByRole('rowheader', { name: field, exact: true }) });
      await expect(table.getByRole('rowheader')).toHaveCount(2);
      await expect(rowOf('Full name').getByRole('cell')).toHaveText([yourName, driver.fullName, 'You changed this']);
      // The dialog names each field as the form does ("Licence number", not the source's "License number").
      await expect(rowOf('Licence number').getByRole('cell')).toHaveText([
        driver.licenseNumber,
        theirLicence,
        'They changed this',
      ]);
      await expectAccessible(agentB);

      await dialog.getByRole('button', { name: 'Overwrite' }).click();
      await expect(dialog).toBeHidden();
      await expectShowPage(agentB, driver.id, yourName, theirLicence);

      const saved = await driverNow(request, driver.id);
      expect(saved.fullName).toBe(yourName);
      expect(saved.licenseNumber).toBe(theirLicence);
      expect(saved.version).toBe(driver.version + 2);
    } finally {
      await Promise.all([agentA.context().close(), agentB.context().close()]);
    }
  });

  test('the second to save reloads their version: the form shows the saved record and saves without a conflict', async ({
    browser,
    baseURL,
    request,
  }) => {
    const driver = await createDriver(request);
    created.push(driver.id);
    const theirLicence = `${driver.licenseNumber}-A`;
    const yourName = `${driver.fullName} B`;
    const [agentA, agentB] = await Promise.all([
      agentEditing(browser, baseURL!, driver),
      agentEditing(browser, baseURL!, driver),
    ]);
    try {
      const dialog = await racingSaves(agentA, agentB, driver, theirLicence, yourName);
      await expect(dialog.getByRole('table', { name: 'Your changes and theirs' })).toBeVisible();

      await dialog.getByRole('button', { name: 'Reload their version' }).click();
      await expect(dialog).toBeHidden();
      await expect(agentB.getByText('Their version is loaded: make your changes again and save')).toBeVisible();
      // The form holds the record as saved: A's licence, the original name (B's typed name is gone).
      await expect(agentB).toHaveURL(new RegExp(`/drivers/${driver.id}$`));
      await expect(agentB.getByLabel('Licence number')).toHaveValue(theirLicence);
      await expect(agentB.getByLabel('Full name')).toHaveValue(driver.fullName);

      // B makes the change again on top of the saved version: no conflict this time.
      await agentB.getByLabel('Full name').fill(yourName);
      await agentB.getByRole('button', { name: 'Save' }).click();
      await expectShowPage(agentB, driver.id, yourName, theirLicence);
      await expect(agentB.getByRole('dialog', { name: 'Someone else saved this record' })).toHaveCount(0);

      const saved = await driverNow(request, driver.id);
      expect(saved.fullName).toBe(yourName);
      expect(saved.licenseNumber).toBe(theirLicence);
      expect(saved.version).toBe(driver.version + 2);
    } finally {
      await Promise.all([agentA.context().close(), agentB.context().close()]);
    }
  });
});
