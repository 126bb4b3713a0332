import { apiSignIn, expect, expectAccessible, gridRows, openSignedIn, test, type OwnAccount } from './fixtures';

/** A second staff user holding the demo CSR's role, made through the API (the phone is this attempt's own). */
async function colleagueOfCsr(request: Parameters<typeof apiSignIn>[0]): Promise<OwnAccount> {
  const csr = await apiSignIn(request, 'csr');
  const headers = { authorization: `Bearer ${csr.auth.token}` };
  const me = await (await request.get(`/api/user/${(csr.user as { id: number }).id}`, { headers })).json();
  const phone = `0312${String(Date.now()).slice(-7)}`;
  const made = await request.post('/api/user', {
    headers,
    data: {
      fullName: 'Hamza Colleague',
      phoneNumber: phone,
      email: `e2e.${phone}@example.com`,
      roleId: me.data.roleId,
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  return { username: phone, kind: 'Internal staff', password: (await made.json()).data.generatedPassword };
}

test('a view saved and shared by one CSR appears for another of the same role, opens the list as saved, and follows its owner’s rename', async ({
  page,
  browser,
}) => {
  const colleague = await colleagueOfCsr(page.request);
  const name = `Created loads ${Date.now() % 100000}`;

  await openSignedIn(page, 'csr', '/shipments');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Created' }).click();
  await expect(page).toHaveURL(/CREATED/);
  await page.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this view of the list' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Share with a role' }).click();
  await page.getByRole('option', { name: 'Administrator' }).click();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save view' }).click();
  const ownChip = page.getByRole('button', { name: `${name}, shared with Administrator` });
  await expect(ownChip).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  // The colleague, in a browser of their own, finds it and opens the list as it was saved.
  const other = await (
    await browser.newContext({ baseURL: new URL(page.url()).origin, reducedMotion: 'reduce' })
  ).newPage();
  await openSignedIn(other, colleague, '/shipments');
  await expect(gridRows(other).first()).toBeVisible();
  const shared = other.getByRole('button', { name: `${name}, shared with Administrator` });
  await expect(shared).toHaveAttribute('aria-pressed', 'false');
  // It is in their menu too, among their views of every list.
  await expect(other.getByRole('menuitem', { name: `${name} · Shipments` })).toBeVisible();
  await shared.click();
  await expect(other).toHaveURL(/CREATED/);
  await expect(other.getByRole('combobox', { name: 'Status' })).toHaveText('Created');
  await expect(shared).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(other);

  // The owner renames it; the colleague's chip follows without a reload (the change feed).
  await page.getByRole('button', { name: `Options for the view ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Rename or share…' }).click();
  const edit = page.getByRole('dialog', { name: `Rename or share "${name}"` });
  await edit.getByRole('textbox', { name: 'Name' }).fill(`${name} today`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByRole('button', { name: `${name} today, shared with Administrator` })).toBeVisible();
  await other.context().close();
});
