import { expect, expectAccessible, test, openSignedIn } from './fixtures';

const CSR_LOGIN = {
  phoneNumber: '03001234567',
  password: 'demo1234',
  clientSecret: 'csr-portal-secret',
  isEmail: false,
};
const LIMIT = 'CLOCK_VERIFICATION_HOURS';

test('the dashboard shows a late verification, and its link opens the queue filtered to it', async ({
  page,
  request,
}) => {
  // An admin sets the verification limit to 24 hours: Potohar Carriers (waiting 3 days since the seed)
  // is late, Tariq Transport (20 hours) is not yet.
  const login = await request.post('/api/auth/user/login', { data: CSR_LOGIN });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).data.auth.token as string}` };
  const put = await request.put('/api/config', { headers, data: { name: LIMIT, values: ['24'], enabled: 'enabled' } });
  expect(put.ok()).toBe(true);
  try {
    await openSignedIn(page, 'csr', '/');
    const clocks = page.getByRole('region', { name: 'Due and late' });
    const late = clocks.getByRole('link', {
      name: /^Verifications waiting too long: [1-9]\d*, .*waiting over 24 hours$/,
    });
    await expect(late).toBeVisible();
    await expectAccessible(page);

    await late.click();
    await expect(page).toHaveURL(/\/verification\?filter=/);
    const queue = page.getByRole('table', { name: 'Pending verification cases' });
    await expect(queue.getByRole('link', { name: 'Potohar Carriers' })).toBeVisible();
    await expect(queue.getByRole('link', { name: 'Tariq Transport' })).toHaveCount(0);
    const chip = page.getByRole('button', { name: /^Verifications waiting too long: / });
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);

    // The same clock, pressed again from the keyboard, lifts the filter: every pending case is back.
    await chip.focus();
    await page.keyboard.press('Enter');
    await expect(queue.getByRole('link', { name: 'Tariq Transport' })).toBeVisible();
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
  } finally {
    await request.delete(`/api/config/${LIMIT}`, { headers });
  }
});

test("a list's clock strip filters it to the rows the clock counts, and lifts the filter again", async ({ page }) => {
  await openSignedIn(page, 'csr', '/bookings');
  const strip = page.getByRole('group', { name: 'Due and late' });
  const chip = strip.getByRole('button', { name: /^Trips not moving: \d+/ });
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  const count = Number(((await chip.getAttribute('aria-label')) ?? '').match(/: (\d+)/)![1]);
  await expectAccessible(page);

  await chip.click();
  await expect(page).toHaveURL(/clock.+tripStalled/);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  if (count > 0) await expect(page.getByText(new RegExp(`of ${count}$`)).first()).toBeVisible();
  else await expect(page.getByText(/found using the current filters/)).toBeVisible();
  // Rows or none: an empty grid's Clear filters is drawn under the grid, not inside role=grid.
  await expectAccessible(page);

  await strip.getByRole('button', { name: 'Show all' }).click();
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await expect(page).not.toHaveURL(/tripStalled/);
});
