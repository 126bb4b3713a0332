import { expect, expectAccessible, test, openSignedIn } from './fixtures';

test('a CSR adds a fuel pump from the city picker, puts a tyre offer on it, and reads saved locations off the offline map', async ({
  page,
}) => {
  await openSignedIn(page, 'csr', '/fuel-pumps/create');
  await page.getByLabel('Pump name').fill('PSO Sukkur Bypass');
  await page.getByLabel('Brand').fill('PSO');
  await page.getByRole('combobox', { name: 'City' }).fill('Su');
  await expect(page.getByText('Type at least 3 characters').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'City' }).fill('Sukk');
  await page.getByRole('option', { name: /^Sukkur/ }).click();
  await expect(page.getByRole('spinbutton', { name: 'Latitude' })).not.toHaveValue('');
  await page.getByLabel('Address').fill('N-5 National Highway, Sukkur Bypass');
  await page.getByLabel('Fuel discount (%)').fill('100.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Discount must be between 0 and 100 percent')).toBeVisible();
  await page.getByLabel('Fuel discount (%)').fill('2.5');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'PSO Sukkur Bypass' }).first()).toBeVisible();
  await expect(page.getByText(/The map is off: no Google Maps key is configured/)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/tyres/create');
  await page.getByLabel('Tyre brand').fill('General Tyre');
  await page.getByLabel('Tyre size').fill('11R22.5');
  await page.getByLabel(/^Price/).fill('98000');
  await page.getByLabel('Discount (%)').fill('7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name at least one fuel pump or shop that honours the offer')).toBeVisible();
  await page.getByRole('combobox', { name: 'Fuel pumps' }).fill('Sukkur');
  await page.getByRole('option', { name: /PSO Sukkur Bypass/ }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: 'PSO Sukkur Bypass' })).toBeVisible();

  await page.goto('/locations');
  const map = page.getByRole('region', { name: 'Map' });
  await expect(map.getByRole('list', { name: 'Locations and coordinates' })).toBeVisible();
  await expect(map.getByText(/Port Qasim/).first()).toBeVisible();
  await expectAccessible(page);
});
