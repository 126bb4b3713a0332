import { expect, expectAccessible, test, openSignedIn } from './fixtures';
import type { APIRequestContext } from '@playwright/test';

const PARTNER = {
  phoneNumber: '03041234567',
  password: 'demo1234',
  clientSecret: 'partner-app-secret',
  isEmail: false,
};

async function partnerWallet(request: APIRequestContext) {
  const login = await request.post('/api/auth/user/login', { data: PARTNER });
  expect(login.ok()).toBe(true);
  const { auth, user } = (await login.json()).data as { auth: { token: string }; user: { id: number } };
  const res = await request.get(`/api/wallet/accountHolder/${user.id}/type/2/days/7`, {
    headers: { authorization: `Bearer ${auth.token}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as {
    accountBalance: number;
    transactions: { amount: number; type: string; message: string }[];
  };
}

test("a CSR settles a pending payment of the demo partner and the partner's wallet shows the credit", async ({
  page,
  request,
}) => {
  const before = await partnerWallet(request);
  await openSignedIn(page, 'csr', '/payments');
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Tariq Transport' })
    .filter({ hasText: /Advance|Remainder/ })
    .first();
  const code = (await row.getByRole('link').first().textContent())!.trim();
  await row.getByRole('checkbox', { name: 'Select row' }).check();
  await expect(page.getByText(/^Total Rs/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Settle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settle 1 payment?' });
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText(/^Batch settled: 1 payments?, Rs/)).toBeVisible();

  // The partner's app sees the money arrive: one more credit, naming the booking, and a higher balance.
  const after = await partnerWallet(request);
  const credit = after.transactions[0];
  expect(credit).toMatchObject({ type: 'CREDIT' });
  expect(credit.message).toContain(code);
  expect(after.accountBalance).toBeCloseTo(before.accountBalance + credit.amount, 2);

  // Staff see the same credit on the partner's wallet page.
  await page.goto('/wallet');
  await page.getByRole('combobox', { name: 'Holder type' }).click();
  await page.getByRole('option', { name: 'Partner' }).click();
  await page.getByRole('combobox', { name: 'Account holder' }).fill('Tariq');
  await page.getByRole('option', { name: /Tariq Transport/ }).click();
  await expect(page.getByRole('table', { name: 'Transactions' }).getByText(credit.message)).toBeVisible();
  await expect(page.getByRole('figure', { name: /Balance over the last/ })).toBeVisible();
  await expectAccessible(page);
});

test('a CSR invoices a delivered booking of Indus Foods and opens its bill-T preview', async ({ page }) => {
  await openSignedIn(page, 'csr', '/invoices/create');
  await page.getByRole('combobox', { name: 'Company' }).fill('Indus');
  await page.getByRole('option', { name: 'Indus Foods (Pvt) Ltd' }).click();
  const bookings = page.getByRole('table', { name: 'Delivered bookings waiting for an invoice' });
  const first = bookings.getByRole('checkbox', { name: /^Select BK-/ }).first();
  const code = (await first.getAttribute('aria-label'))!.replace('Select ', '');
  await first.check();
  await expect(page.getByRole('region', { name: 'Invoice totals' }).getByText(/Tax \(16%\)/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page.getByText(/^Invoice INV-\d+ created$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Invoice INV-\d+ · Indus Foods/ })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Invoice lines' });
  await expect(lines.getByRole('link', { name: code })).toBeVisible();
  await expectAccessible(page);

  const preview = page.context().waitForEvent('page');
  await lines.getByRole('button', { name: `Preview bill-T of ${code}` }).click();
  const billT = await preview;
  await expect(billT.getByText(code).first()).toBeVisible();
  await expect(billT.getByText('Indus Foods (Pvt) Ltd').first()).toBeVisible();
  await billT.close();

  // Invoiced once: the booking is no longer offered for another invoice.
  await page.goto('/invoices/create');
  await page.getByRole('combobox', { name: 'Company' }).fill('Indus');
  await page.getByRole('option', { name: 'Indus Foods (Pvt) Ltd' }).click();
  await expect(
    page.getByRole('table', { name: 'Delivered bookings waiting for an invoice' }).getByRole('checkbox').first(),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Select ${code}` })).toHaveCount(0);
});
