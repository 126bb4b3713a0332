import { expect, expectAccessible, openSignedIn, test } from './fixtures';

test('configuration names each entry beside its code and refuses a threshold of "-50" or "abc" with a clear text', async ({
  page,
}) => {
  await openSignedIn(page, 'csr', '/configuration');
  const table = page.getByRole('table', { name: 'Config entries' });
  await expect(
    table.getByRole('link', { name: 'Payment batch confirmation threshold PAYMENT_BATCH_CONFIRM_THRESHOLD' }),
  ).toBeVisible();
  await expect(table.getByRole('link', { name: 'Google Maps GOOGLE_MAP_API' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/configuration/PAYMENT_BATCH_CONFIRM_THRESHOLD');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Payment batch confirmation threshold PAYMENT_BATCH_CONFIRM_THRESHOLD',
  );
  const value = page.getByRole('textbox', { name: 'Threshold (Rs)' });
  const refusal = page.getByText('Payment batch confirmation threshold: one whole amount, 0 or more');
  for (const bad of ['-50', 'abc']) {
    await value.fill(bad);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(refusal).toBeVisible();
  }
  await expectAccessible(page);
  // The API refuses it too, whatever a client sends.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const put = await page.request.put('/api/config', {
    data: { name: 'PAYMENT_BATCH_CONFIRM_THRESHOLD', values: ['abc'], enabled: 'enabled' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(put.status()).toBe(400);
  expect((await put.json()).message).toBe('Payment batch confirmation threshold: one whole amount, 0 or more');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Threshold (Rs)' })).toHaveValue('1000000');
});
