import { expect, expectAccessible, gridRows, chooseFromMenu, test, openSignedIn } from './fixtures';

test('a CSR creates a company group (the licence rule appears for a foreign country) and a project under it', async ({
  page,
}) => {
  await openSignedIn(page, 'csr', '/company-groups/create');
  await expect(page.getByRole('heading', { name: 'New company group', level: 1 })).toBeVisible();
  await page.getByLabel(/Group name/).fill('Abyssinia Logistics');
  await page.getByLabel(/Address/).fill('Bole Road, Kirkos');
  await page.getByLabel(/Identification number/).fill('123456789012');
  await page.getByLabel('Identification type').click();
  await page.getByRole('option', { name: 'CNIC' }).click();

  const city = page.getByRole('combobox', { name: 'City' });
  await city.fill('Addis');
  await page.getByRole('option', { name: /^Addis Ababa/ }).click();
  await expect(page.getByRole('button', { name: 'Import/export licence (required)' })).toBeVisible();
  const operational = page.getByRole('combobox', { name: 'Operational cities' });
  for (const [term, option] of [
    ['Addis', /^Addis Ababa/],
    ['Djib', /^Djibouti/],
  ] as const) {
    await operational.fill(term);
    await page.getByRole('option', { name: option }).click();
  }
  await expect(page.getByRole('list', { name: 'Operational cities' }).getByRole('listitem')).toHaveCount(2);
  await page
    .getByRole('list', { name: 'Operational cities' })
    .getByRole('listitem')
    .filter({ hasText: 'Djibouti' })
    .locator('svg')
    .click();
  await expect(page.getByRole('list', { name: 'Operational cities' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('CNIC must be 13 digits')).toBeVisible();
  await expect(
    page.getByText('The import/export licence is required for a company outside the home country'),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel(/Identification number/).fill('1234567890123');
  await page
    .locator('input[type=file]')
    .nth(2)
    .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\nlicence') });
  await expect(page.getByText('licence.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company group Abyssinia Logistics created')).toBeVisible();
  await page.getByRole('gridcell', { name: 'Abyssinia Logistics' }).click();
  await expect(
    page.getByText('Operational cities', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText(/^Addis Ababa, Ethiopia$/);

  await page.goto('/company-projects/create');
  await page.getByLabel(/Project name/).fill('Abyssinia Addis Hub');
  await page.getByLabel('Company group').click();
  await page.getByRole('option', { name: 'Abyssinia Logistics' }).click();
  await page.getByLabel(/Phone number/).fill('+2519112345678');
  await page.getByLabel(/Password \(the project/).fill('hub12345');
  await page.getByLabel('Confirm password').fill('hub12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Phone number is not valid')).toBeVisible();
  await page.getByLabel(/Phone number/).fill('+251911234567');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Ethiopia' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('gridcell', { name: 'Abyssinia Addis Hub' }).click();
  await expect(page.getByText('Country', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText(
    'Ethiopia',
  );
});

test('a CSR blocks a broker (demand adda) with a reason through the dialog, then unblocks after confirming', async ({
  page,
}) => {
  await openSignedIn(page, 'csr', '/demand-addas');
  const row = page.getByRole('row').filter({ hasText: 'Imran Qureshi' });
  await expect(row.getByText('Shaheen Goods Adda')).toBeVisible();
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Block' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Block user' }).click();
  await expect(dialog.getByText('Select a reason')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Unpaid dues' }).click();
  await dialog.getByLabel('Details (optional)').fill('Three invoices overdue');
  await dialog.getByRole('button', { name: 'Block user' }).click();
  await expect(row.getByText('Blocked')).toBeVisible();
  await row.getByRole('button', { name: 'Unblock' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unblock' }).click();
  await expect(row.getByText('Active')).toBeVisible();
});

test("a CSR invites the demo partner to a company's private loadboard", async ({ page }) => {
  await openSignedIn(page, 'csr', '/users');
  await page.getByRole('combobox', { name: 'User type' }).click();
  await page.getByRole('option', { name: 'Partner' }).click();
  // The filtered list first: a row acted on before its answer is left for the filtered one.
  await expect(page).toHaveURL(/userType/);
  await expect(gridRows(page).filter({ hasText: 'Tariq Transport' })).toBeVisible();
  await expect(gridRows(page).filter({ hasNotText: 'Partner' })).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: 'Tariq Transport' });
  const more = row.getByRole('button', { name: 'More actions for Tariq Transport' });
  await chooseFromMenu(page, more, 'Private pool');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Company' }).fill('Indus');
  await page.getByRole('option', { name: 'Indus Foods (Pvt) Ltd' }).click();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText("Tariq Transport may now bid on Indus Foods (Pvt) Ltd's private loads")).toBeVisible();

  await chooseFromMenu(page, more, 'Reset PIN');
  await page.getByRole('dialog').getByRole('button', { name: 'Reset PIN' }).click();
  const secret = page.getByRole('dialog', { name: 'New PIN for Tariq Transport' });
  await expect(secret.getByText(/^\d{4}$/)).toBeVisible();
  await secret.getByRole('button', { name: 'Done' }).click();
});

test('a CSR follows a foreign group to its licence and project, the project to its users, and a blocked user to why', async ({
  page,
}) => {
  await openSignedIn(page, 'csr', '/company-groups');
  await page.getByRole('gridcell', { name: 'Horn of Africa Freight' }).click();
  await expect(page.getByRole('heading', { name: 'Horn of Africa Freight', level: 2 })).toBeVisible();
  await expect(page.getByText('Rue de Marseille, Plateau du Serpent')).toBeVisible();
  const files = page.getByRole('list', { name: 'Files' });
  await expect(files.getByText('Import/export licence')).toBeVisible();
  const download = page.waitForEvent('download');
  await files.getByRole('button', { name: 'Download Import/export licence' }).click();
  expect((await download).suggestedFilename()).toBe('import-export-licence.pdf');
  await expectAccessible(page);

  await page.getByRole('gridcell', { name: 'Djibouti Port Shuttle' }).click();
  await expect(page.getByRole('heading', { name: 'Djibouti Port Shuttle', level: 2 })).toBeVisible();
  await expect(page.getByText('+25377654321').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'ops@hoafreight.example' }).getByText('Active')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/users');
  await page.getByRole('textbox', { name: 'Name, phone or email' }).fill('Kamran');
  // The search reaches the URL after a debounce; a row clicked before that is left for the searched list.
  await expect(page).toHaveURL(/Kamran/);
  // ...and the grid shows the searched rows only after its refetch (other journeys may add a Kamran).
  await expect(gridRows(page).filter({ hasNotText: 'Kamran' })).toHaveCount(0);
  await page.getByRole('gridcell', { name: 'Kamran Javed', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Kamran Javed', level: 2 })).toBeVisible();
  await expect(page.getByText('Left the company')).toBeVisible();
  await expect(page.getByText('Moved to the Karachi office')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await expectAccessible(page);
});
