import { randomUUID } from 'node:crypto';
import { apiToken, expect, expectAccessible, gridRows, openSignedIn, test } from './fixtures';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('a CSR opens a paid payment from its row and by address, with its status, paid-on date and batch, and the Paid filter stays', async ({
  page,
  request,
}) => {
  // A payment of our own, settled: the first pending one, paid through the API as the settle button does.
  const staff = bearer(await apiToken(request, 'csr'));
  const pending = await request.get('/api/bank/v1/payment/all?status=PENDING&pageSize=1', { headers: staff });
  const payment = (await pending.json()).data.content[0] as { id: number; bookingCode: string };
  const batchId = randomUUID();
  const settled = await request.post('/api/bank/v1/payment/batch', {
    data: { batchId, paymentIds: [payment.id] },
    headers: staff,
  });
  expect(settled.status(), await settled.text()).toBe(201);

  // Its own address opens it (not the list): paid, when, and the batch that paid it.
  await openSignedIn(page, 'csr', `/payments/${payment.id}/show`);
  const details = page.getByRole('region', { name: `Payment · ${payment.bookingCode}` });
  await expect(details.getByText('Paid', { exact: true })).toBeVisible();
  await expect(details.getByText('Paid on')).toBeVisible();
  await expect(details.getByRole('link', { name: payment.bookingCode })).toBeVisible();
  await expectAccessible(page);
  await details.getByRole('link', { name: `Batch ${batchId.slice(0, 8)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-batches/${batchId}/show$`));
  await expect(page.getByRole('cell', { name: payment.bookingCode })).toBeVisible();

  // The list offers one "Pending" (no "Pending (default)") and shows status, paid-on and batch columns.
  await page.goto('/payments');
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveText('Pending');
  await expect(gridRows(page).first().getByRole('checkbox')).toBeVisible();
  await status.click();
  await expect(page.getByRole('option')).toHaveText(['Pending', 'Paid', 'Cancelled']);
  await page.getByRole('option', { name: 'Paid' }).click();
  for (const column of ['Status', 'Paid on', 'Batch'])
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  // Paid rows cannot be settled again: no checkbox on any of them.
  const rows = gridRows(page);
  await expect(rows.first().getByRole('gridcell', { name: 'Paid', exact: true })).toBeVisible();
  await expect(rows.getByRole('checkbox')).toHaveCount(0);
  await expectAccessible(page);

  // A row click opens that payment; back on the list by the menu, Paid is still the filter.
  await rows.first().getByRole('gridcell').nth(2).click();
  await expect(page).toHaveURL(/\/payments\/\d+\/show$/);
  await expect(page.getByRole('region', { name: /^Payment · / }).getByText('Paid', { exact: true })).toBeVisible();
  await page.locator('a[role="menuitem"][href="/payments"]').click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Paid');
  await expect(gridRows(page).first().getByRole('gridcell', { name: 'Paid', exact: true })).toBeVisible();
});
