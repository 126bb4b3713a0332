import { apiToken, expect, expectAccessible, test, openSignedIn } from './fixtures';
import type { Page } from '@playwright/test';

/** A retry makes its own role and user: the first attempt may have made them before it ran out of time. */
const viewerFor = (attempt: number) => ({
  role: `Shipment viewer${attempt ? ` ${attempt + 1}` : ''}`,
  name: `Hina Viewer${attempt ? ` ${attempt + 1}` : ''}`,
  phone: `0322123456${7 - attempt}`,
  email: `hina.viewer${attempt || ''}@example.com`,
  password: 'view1234',
});

async function signInAs(page: Page, phone: string, password: string) {
  await page.getByRole('button', { name: 'Internal staff' }).click();
  await page.getByLabel('Phone number or email').fill(phone);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a CSR makes a role that may only list shipments and a user holding it; that user sees shipments only, is denied elsewhere, and is refused once blocked', async ({
  page,
  browser,
}, testInfo) => {
  const VIEWER = viewerFor(testInfo.retry);
  await openSignedIn(page, 'csr', '/roles/create');
  await page.getByLabel(/Role name/).fill(VIEWER.role);
  await page.getByRole('checkbox', { name: 'Shipments: list' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('gridcell', { name: VIEWER.role, exact: true })).toBeVisible();

  await page.goto('/users/create');
  await page.getByLabel(/Full name/).fill(VIEWER.name);
  await page.getByLabel(/Phone number/).fill(VIEWER.phone);
  await page.getByLabel(/Email/).fill('not-an-email');
  await page.getByLabel('Role').click();
  await page.getByRole('option', { name: VIEWER.role, exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(VIEWER.password);
  await page.getByLabel('Confirm password').fill(VIEWER.password);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Email is not valid')).toBeVisible();
  await page.getByLabel(/Email/).fill(VIEWER.email);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('gridcell', { name: VIEWER.name, exact: true })).toBeVisible();

  // The new user, in a browser of their own.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await viewer.goto('/shipments');
  await signInAs(viewer, VIEWER.phone, VIEWER.password);
  await expect(viewer.getByRole('tab', { name: 'Current' })).toBeVisible();
  await expect(viewer.getByRole('menuitem', { name: 'Shipments' })).toBeVisible();
  for (const hidden of ['Bookings', 'Users', 'Roles'])
    await expect(viewer.getByRole('menuitem', { name: hidden })).toHaveCount(0);
  await viewer.goto('/bookings');
  await expect(viewer.getByRole('heading', { name: 'Access denied', level: 1 })).toBeVisible();
  await expectAccessible(viewer);
  // Their portal follows the change feed: it hears of the block below.
  await expect(viewer.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  // The CSR blocks them with a reason: their open page is signed out at once, their very next call refused.
  await page.getByRole('textbox', { name: 'Name, phone or email' }).fill('Hina');
  const row = page.getByRole('row').filter({ hasText: VIEWER.name });
  await row.getByRole('button', { name: 'Block' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Left the company' }).click();
  await dialog.getByRole('button', { name: 'Block user' }).click();
  await expect(page.getByText(`${VIEWER.name} blocked`)).toBeVisible();
  await expect(row.getByText('Blocked')).toBeVisible();

  await expect(viewer).toHaveURL(/\/auth\/login/);
  await signInAs(viewer, VIEWER.phone, VIEWER.password);
  // A blocked account is refused as a wrong password is: a distinct answer would confirm the password.
  await expect(viewer.getByText('Unable to login, please provide a valid username and password')).toBeVisible();
  await viewerContext.close();
});

/** Issue 36: a colleague holding only the users area, and another holding only what they may give. */
const usersDeskFor = (attempt: number) => ({
  role: `Users desk ${attempt + 1}`,
  name: `Uma Users ${attempt + 1}`,
  phone: `0323123456${7 - attempt}`,
  colleague: `Cora Colleague ${attempt + 1}`,
  colleaguePhone: `0324123456${7 - attempt}`,
  password: 'desk1234',
});

test('a staff user with users-only rights cannot choose its own role, and is offered only roles within its rights for another user', async ({
  page,
}, testInfo) => {
  const DESK = usersDeskFor(testInfo.retry);
  const csr = await apiToken(page.request, 'csr');
  const asCsr = { headers: { authorization: `Bearer ${csr}` } };
  const role = await page.request.post('/api/roles/v2', {
    ...asCsr,
    data: { name: DESK.role, permissions: ['users:*'] },
  });
  expect(role.ok(), await role.text()).toBe(true);
  const roleId = ((await role.json()) as { data: { id: number } }).data.id;
  const makeUser = async (fullName: string, phoneNumber: string) => {
    const made = await page.request.post('/api/user', {
      ...asCsr,
      data: {
        fullName,
        phoneNumber,
        email: `${phoneNumber}@example.com`,
        roleId,
        password: DESK.password,
        confirmPassword: DESK.password,
      },
    });
    expect(made.ok(), await made.text()).toBe(true);
    return ((await made.json()) as { data: { id: number } }).data.id;
  };
  const umaId = await makeUser(DESK.name, DESK.phone);
  const coraId = await makeUser(DESK.colleague, DESK.colleaguePhone);

  await page.goto(`/users/${umaId}`);
  await signInAs(page, DESK.phone, DESK.password);
  const roleInput = page.getByRole('combobox', { name: 'Role' });
  await expect(roleInput).toHaveText(DESK.role);
  await expect(page.getByText('You cannot change your own role')).toBeVisible();
  await expect(roleInput).toBeDisabled();
  await expectAccessible(page);
  // What it may change of itself still saves, with the role it holds.
  await page.getByRole('textbox', { name: /Full name/ }).fill(`${DESK.name} (desk)`);
  await page.getByRole('button', { name: 'Save' }).click();
  // Back on the list, found by name: other journeys' users may push it off the first page.
  await page.getByRole('textbox', { name: 'Name, phone or email' }).fill(`${DESK.name} (desk)`);
  await expect(page.getByRole('gridcell', { name: `${DESK.name} (desk)`, exact: true })).toBeVisible();

  await page.goto(`/users/${coraId}`);
  await expect(page.getByRole('textbox', { name: /Full name/ })).toHaveValue(DESK.colleague);
  await page.getByRole('combobox', { name: 'Role' }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.filter({ hasText: DESK.role })).toHaveCount(1);
  for (const beyond of ['Administrator', 'Operations', 'Finance'])
    await expect(options.filter({ hasText: beyond })).toHaveCount(0);
  await expect(page.getByText('Only roles whose permissions you hold yourself are offered')).toBeVisible();
  await expectAccessible(page);

  // In the list, the Administrator is out of reach (nothing to block or reset), the colleague is not.
  await page.keyboard.press('Escape');
  await page.goto('/users');
  const search = page.getByRole('textbox', { name: 'Name, phone or email' });
  await search.fill(DESK.colleague);
  const colleagueRow = page.getByRole('row').filter({ hasText: DESK.colleague });
  await expect(colleagueRow.getByRole('button', { name: 'Block' })).toBeVisible();
  await search.fill('Ayesha Khan');
  const adminRow = page.getByRole('row').filter({ hasText: 'Ayesha Khan' });
  await expect(adminRow.getByRole('gridcell', { name: 'Administrator' })).toBeVisible();
  await expect(adminRow.getByRole('button', { name: 'Block' })).toHaveCount(0);
  await expect(adminRow.getByRole('button', { name: /More actions/ })).toHaveCount(0);
  await expectAccessible(page);
});
