import { apiToken, expect, expectAccessible, openSignedIn, test } from './fixtures';

/** Ctrl+K: find anything by a part of what the caller says, and open it without the mouse. */
test('a CSR finds a booking by typing part of its reference into Ctrl+K and opens it with Enter', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'csr');
  const listed = await request.get('/api/booking?pageSize=1', { headers: { authorization: `Bearer ${token}` } });
  expect(listed.ok()).toBe(true);
  const [booking] = (await listed.json()).data.content as { id: number; code: string }[];

  await openSignedIn(page, 'csr', '/shipments');
  await expect(page.getByRole('button', { name: 'Search (Ctrl+K)' })).toBeVisible();
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const box = dialog.getByRole('combobox', { name: 'Reference, name, phone, e-mail, CNIC or plate' });
  await expect(box).toBeFocused();
  // "K-000…" as said on the phone: a part of the reference, not its start.
  await box.pressSequentially(booking.code.slice(1));
  // Grouped by list, the best hit first: that is what Enter opens.
  const bookings = dialog.getByRole('group', { name: 'Bookings' });
  await expect(bookings.getByRole('option', { name: booking.code, exact: true })).toBeVisible();
  await expect(dialog.getByRole('option').first()).toHaveText(booking.code);
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}/show$`));
  await expect(page.getByRole('heading', { name: new RegExp(`^${booking.code}`) })).toBeVisible();
});

test('a search that finds nothing says so; Escape closes it', async ({ page }) => {
  await openSignedIn(page, 'csr', '/shipments');
  await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox').fill('zzqqxxnothing');
  await expect(dialog.getByText('Nothing matches “zzqqxxnothing”.')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
