import { expect, expectAccessible, test, typeDate, openSignedIn } from './fixtures';
import type { Page } from '@playwright/test';
import { format as formatDate } from 'date-fns';

/** Tomorrow at 10:00 local time. */
function tomorrowAtTen() {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
  date.setHours(10, 0, 0, 0);
  return date;
}

async function pickCity(page: Page, label: string, term: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(term);
  await page.getByRole('option', { name: option }).click();
  await expect(box).toHaveValue(option);
}

async function pickFirst(page: Page, label: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option').first().click();
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepHeading = (page: Page, step: string) =>
  expect(page.getByRole('heading', { name: new RegExp(`^Step \\d of 6: ${step}$`) })).toBeVisible();

test('a shipper fixes validation errors step by step, creates a shipment and finds it among the current ones', async ({
  page,
}) => {
  await openSignedIn(page, 'shipperA', '/shipments/create');
  await expect(page.getByRole('heading', { name: 'Create shipment', level: 1 })).toBeVisible();
  await stepHeading(page, 'Route');
  await expectAccessible(page);

  // 1. Next on an empty Route step: every required field says so.
  await next(page);
  await expect(page.getByText('Please fill in all required fields').first()).toBeVisible();
  await stepHeading(page, 'Route');
  await expectAccessible(page);

  // 2. The same city twice, and instructions over 1000 characters.
  await pickCity(page, 'Pick-up city', 'Kar', 'Karachi, Pakistan');
  await page.getByLabel('Pick-up address').fill('Plot 12, West Wharf');
  await pickCity(page, 'Drop-off city', 'Kar', 'Karachi, Pakistan');
  await page.getByLabel('Drop-off address').fill('Gate 3, Sundar Industrial Estate');
  await typeDate(page, 'Loading time', tomorrowAtTen(), true);
  await page.getByLabel('Special instructions').fill('x'.repeat(1001));
  await next(page);
  await expect(page.getByText('Pick up and drop off cities must be different')).toBeVisible();
  // The instructions stop at their limit while typing (the API refuses more: tests/api).
  await expect(page.getByLabel('Special instructions')).toHaveValue('x'.repeat(1000));
  await expectAccessible(page);

  await pickCity(page, 'Drop-off city', 'Lah', 'Lahore, Pakistan');
  await expect(page.getByText('Pick up and drop off cities must be different')).toHaveCount(0);
  await page.getByLabel('Special instructions').fill('Handle with care');
  await expect(page.getByText('16 / 1000 characters')).toBeVisible();
  await next(page);

  // 3. Load: a weight outside 1 to 10000.
  await stepHeading(page, 'Load');
  await pickFirst(page, 'Cargo Type');
  await page.getByLabel('Load weight').fill('20');
  await page.getByLabel('Total shipment weight').fill('10001');
  await next(page);
  await expect(page.getByText('Weight must be between 1 and 10000')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Total shipment weight').fill('20');
  await next(page);

  // Back and forth keeps what was typed.
  await stepHeading(page, 'Vehicle');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Total shipment weight')).toHaveValue('20');
  await next(page);

  await stepHeading(page, 'Vehicle');
  await pickFirst(page, 'Vehicle Type');
  await expect(page.getByLabel('Number of vehicles')).toHaveValue('1');
  await expectAccessible(page);
  await next(page);

  await stepHeading(page, 'Pricing');
  await expect(page.getByRole('radio', { name: 'Spot' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Per vehicle' })).toBeChecked();
  await page.getByLabel('Shipper Rate (Rs)').fill('50000');
  await expectAccessible(page);
  await next(page);

  await stepHeading(page, 'Details');
  await next(page);
  await stepHeading(page, 'Review');
  await expect(page.getByText(/Karachi, Pakistan — Plot 12, West Wharf/)).toBeVisible();
  await expect(page.getByText(/Lahore, Pakistan — Gate 3/)).toBeVisible();
  await expect(page.getByText('Handle with care')).toBeVisible();
  // The loading time picked reads back in SPEC §9's format, on the review and in the list.
  const loadingTime = formatDate(tomorrowAtTen(), 'dd/MM/yyyy hh:mm a');
  await expect(page.getByText(loadingTime, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create shipment' }).click();

  const heading = page.getByRole('heading', { name: /^SH-/ });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(/\/shipments\/\d+\/show$/);
  const code = ((await heading.innerText()).match(/SH-\d+/) ?? [''])[0];
  expect(code).toMatch(/^SH-\d+$/);

  await page.goto('/shipments');
  await expect(page.getByRole('tab', { name: 'Current' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: 'Reference number' }).fill(code);
  await expect(page.getByRole('gridcell', { name: code, exact: true })).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(code) }).getByRole('gridcell', { name: loadingTime }),
  ).toBeVisible();
});

test('a shipper starts from a saved template, only picks the loading time, saves a new template and creates the shipment', async ({
  page,
}) => {
  await openSignedIn(page, 'shipperA', '/shipments/create');
  await stepHeading(page, 'Route');
  await page.getByRole('combobox', { name: 'Start from a template' }).click();
  // Company A's templates only (company B has the same names, and they are not offered twice).
  await expect(page.getByRole('option')).toHaveCount(2);
  await page.getByRole('option', { name: 'Karachi → Lahore, 2 flatbeds' }).click();
  await expect(page.getByText('Filled from “Karachi → Lahore, 2 flatbeds”: choose the loading time')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Pick-up city' })).toHaveValue('Karachi, Pakistan');
  await expect(page.getByRole('textbox', { name: 'Pick-up address' })).toHaveValue('Port Qasim, Berth 4');
  await next(page);
  await expect(page.getByText('Please fill in all required fields').first()).toBeVisible();
  await typeDate(page, 'Loading time', tomorrowAtTen(), true);
  for (const step of ['Load', 'Vehicle', 'Pricing', 'Details', 'Review']) {
    await next(page);
    await stepHeading(page, step);
  }
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Save as template' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByRole('dialog').getByText('Give the template a name')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByLabel(/Template name/)
    .fill('Karachi → Lahore, 2 flatbeds');
  await page.getByRole('dialog').getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByRole('dialog').getByText('A template with this name already exists')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByLabel(/Template name/)
    .fill('Port Qasim weekly');
  await page.getByRole('dialog').getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template “Port Qasim weekly” saved')).toBeVisible();

  await page.getByRole('button', { name: 'Create shipment' }).click();
  await expect(page.getByRole('heading', { name: /^SH-\d+ · Karachi → Lahore/ })).toBeVisible();

  await page.goto('/shipments/create');
  await page.getByRole('combobox', { name: 'Start from a template' }).click();
  await expect(page.getByRole('option', { name: 'Port Qasim weekly' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test("a shipper types an address by hand and picks a 20ft flatbed: 100 t on one is refused by the variant's capacity, on four it is created, and the page prints the typed address", async ({
  page,
}, testInfo) => {
  const street = `Plot ${41 + testInfo.retry}, Korangi Creek`;
  await openSignedIn(page, 'shipperA', '/shipments/create');
  await stepHeading(page, 'Route');
  await page.getByLabel('Addresses typed by hand (custom address)').check();
  await pickCity(page, 'Pick-up city', 'Kar', 'Karachi, Pakistan');
  await page.getByLabel('Pick-up address line 1').fill(street);
  await page.getByLabel('Pick-up address line 2').fill('Sector 23');
  await page.getByLabel('Pick-up ZIP code').fill('74900');
  await page.getByLabel('Pick-up latitude').fill('24.8123');
  await page.getByLabel('Pick-up longitude').fill('67.1456');
  await pickCity(page, 'Drop-off city', 'Lah', 'Lahore, Pakistan');
  await next(page);
  // Each stop typed by hand needs its first line.
  await expect(
    page.getByRole('group', { name: 'Drop-off address typed by hand' }).getByText('Please fill in all required fields'),
  ).toBeVisible();
  await page.getByLabel('Drop-off address line 1').fill('Gate 3, Sundar Industrial Estate');
  await typeDate(page, 'Loading time', tomorrowAtTen(), true);
  await expectAccessible(page);
  await next(page);

  await stepHeading(page, 'Load');
  await pickFirst(page, 'Cargo Type');
  await page.getByLabel('Load weight').fill('100');
  await page.getByLabel('Total shipment weight').fill('100');
  await next(page);

  await stepHeading(page, 'Vehicle');
  await page.getByRole('combobox', { name: 'Vehicle Type', exact: true }).click();
  await page.getByRole('option', { name: 'Flatbed', exact: true }).click();
  await page.getByRole('combobox', { name: /variant/i }).click();
  await page.getByRole('option', { name: '20ft Flatbed' }).click();
  // The variant's capacity fills the weights each vehicle may carry.
  await expect(page.getByLabel(/^Min weight per vehicle/)).toHaveValue('10');
  await expect(page.getByLabel(/^Max weight per vehicle/)).toHaveValue('25');
  await next(page);
  await expect(
    page.getByRole('alert').filter({ hasText: "Total shipment weight exceeds the vehicles' max weight" }),
  ).toBeVisible();
  await stepHeading(page, 'Vehicle');
  await expectAccessible(page);
  // A higher typed limit does not lift what the truck carries.
  await page.getByLabel(/^Max weight per vehicle/).fill('100');
  await next(page);
  await expect(
    page.getByRole('alert').filter({ hasText: "Total shipment weight exceeds the vehicles' max weight" }),
  ).toBeVisible();
  await page.getByLabel(/^Max weight per vehicle/).fill('25');
  await page.getByLabel('Number of vehicles').fill('4');
  await next(page);

  await stepHeading(page, 'Pricing');
  await page.getByLabel('Shipper Rate (Rs)').fill('400000');
  await next(page);
  await stepHeading(page, 'Details');
  await next(page);
  await stepHeading(page, 'Review');
  await expect(page.getByText(`Karachi, Pakistan — ${street}, Sector 23`)).toBeVisible();
  await page.getByRole('button', { name: 'Create shipment' }).click();

  await expect(page.getByRole('heading', { name: /^SH-/ })).toBeVisible();
  await expect(page.getByText(`1. Karachi — ${street}, Sector 23`)).toBeVisible();
  await expect(page.getByText(/typed by hand · 24\.8123, 67\.1456 · ZIP 74900/)).toBeVisible();
  await expectAccessible(page);
});
