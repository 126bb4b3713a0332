import { expect, expectAccessible, test, openSignedIn } from './fixtures';
import type { APIRequestContext } from '@playwright/test';

const POTOHAR = {
  phoneNumber: '03041234569',
  password: 'demo1234',
  clientSecret: 'partner-app-secret',
  isEmail: false,
};

async function notificationsOf(request: APIRequestContext) {
  const login = await request.post('/api/auth/user/login', { data: POTOHAR });
  expect(login.ok()).toBe(true);
  const token = (await login.json()).data.auth.token as string;
  const res = await request.get('/api/notification/user/all', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as { unreadCount: number; content: { kind: string; title: string; body: string }[] };
}

test('a CSR rejects one partner document with a reason and approves the other, and the partner is told', async ({
  page,
  request,
}) => {
  const before = await notificationsOf(request);
  await openSignedIn(page, 'csr', '/verification');
  const queue = page.getByRole('table', { name: 'Pending verification cases' });
  // Oldest first: the partner waiting three days heads the queue.
  await expect(queue.getByRole('row').nth(1)).toContainText('Potohar Carriers');
  await expect(queue.getByRole('row').nth(1)).toContainText(/waiting 3 days/);
  await expectAccessible(page);
  await queue.getByRole('link', { name: 'Potohar Carriers' }).click();

  await page.getByRole('button', { name: 'Reject Company Card' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject document' }).click();
  await expect(dialog.getByText('Give a reason for the rejection')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The card has expired: upload the renewed one');
  await dialog.getByRole('button', { name: 'Reject document' }).click();
  await page.getByRole('button', { name: 'Approve CNIC' }).click();
  await expect(page.getByRole('region', { name: 'CNIC' }).getByText(/Approved/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Company Card' }).getByText(/Rejected/)).toBeVisible();
  await expectAccessible(page);

  const after = await notificationsOf(request);
  expect(after.unreadCount).toBeGreaterThan(before.unreadCount);
  expect(after.content[0]).toMatchObject({ kind: 'VERIFICATION_DECISION' });
  expect(`${after.content[0].title} ${after.content[0].body}`).toContain('Company Card');
});

test("a CSR changes the THEME's primary colour and the app bar changes at once", async ({ page }) => {
  await openSignedIn(page, 'csr', '/configuration/THEME');
  const bar = page.locator('header').first();
  const before = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByLabel('Primary colour (hex)').fill('#12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Theme colours must be hex colours such as #1565c0').first()).toBeVisible();
  await page.getByLabel('Primary colour (hex)').fill('#6a1b9a');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(bar).toHaveCSS('background-color', 'rgb(106, 27, 154)');
  expect(before).not.toBe('rgb(106, 27, 154)');
  // Put it back for the journeys that follow.
  await page.getByLabel('Primary colour (hex)').fill('#1565c0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(bar).toHaveCSS('background-color', 'rgb(21, 101, 192)');
});
