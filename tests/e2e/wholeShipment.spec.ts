import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, expect, expectAccessible, test, typeDate, openSignedIn } from './fixtures';

/** A local date and time some days ahead. */
const inDays = (days: number, hours: number, minutes = 0) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  date.setHours(hours, minutes, 0, 0);
  return date;
};

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepHeading = (page: Page, step: string) =>
  expect(page.getByRole('heading', { name: new RegExp(`^Step \\d of 6: ${step}$`) })).toBeVisible();
const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function pickCity(page: Page, label: string, term: string, option: string) {
  await combobox(page, label).fill(term);
  await page.getByRole('option', { name: option }).click();
}

async function pick(page: Page, label: string, option: string | RegExp) {
  await combobox(page, label).click();
  await page.getByRole('option', { name: option }).click();
}

/** Company and project, as a CSR picks them for a shipper. */
async function pickProject(page: Page, company: string, project: string) {
  await pick(page, 'Company', company);
  await pick(page, 'Project', project);
}

const csrToken = (request: APIRequestContext) => apiToken(request, 'csr');

test('a CSR creates, for a shipper project, a shipment with two drop-offs, two loads, a consignee, a point of contact and container details, and finds all of it on the shipment page', async ({
  page,
}) => {
  await openSignedIn(page, 'csr', '/shipments/create');
  await stepHeading(page, 'Route');
  await pickProject(page, 'Indus Group', 'Indus Foods (Pvt) Ltd');
  await pickCity(page, 'Pick-up city', 'Kar', 'Karachi, Pakistan');
  await page.getByLabel('Pick-up address').fill('Port Qasim, Berth 4');
  await pickCity(page, 'Drop-off city', 'Lah', 'Lahore, Pakistan');
  await page.getByLabel('Drop-off address').fill('Sundar Industrial Estate');
  await page.getByRole('button', { name: 'Add drop-off' }).click();
  await pickCity(page, 'Drop-off 2 city', 'Isl', 'Islamabad, Pakistan');
  await page.getByLabel('Drop-off 2 address').fill('I-9 Industrial Area');
  await typeDate(page, 'Loading time', inDays(1, 9, 30), true);
  await expectAccessible(page);
  await next(page);

  await stepHeading(page, 'Load');
  await page.getByRole('button', { name: /^Add a load at pick-up/ }).click();
  await pick(page, 'Cargo Type (load 1)', 'Rice');
  await page.getByLabel('Load 1 description').fill('Basmati, 50 kg bags');
  await page.getByLabel('Load 1 weight (Tonne)').fill('12');
  await pick(page, 'Cargo Type (load 2)', 'Sugar');
  await page.getByLabel('Load 2 weight (Tonne)').fill('8');
  await page.getByLabel('Total shipment weight (Tonne)').fill('20');
  await expectAccessible(page);
  await next(page);

  await stepHeading(page, 'Vehicle');
  await pick(page, 'Vehicle Type', 'Flatbed');
  await next(page);

  await stepHeading(page, 'Pricing');
  await expect(page.getByRole('radio', { name: 'Contractual' })).toBeVisible();
  await page.getByLabel('Shipper Rate (Rs)').fill('120000');
  await page.getByLabel(/^Target Rate, from/).fill('90000');
  await page.getByLabel(/^Target Rate, up to/).fill('110000');
  await next(page);

  await stepHeading(page, 'Details');
  await page.getByLabel('Consignee name').fill('Imran Qureshi');
  await page.getByLabel('Consignee number').fill('0312345678');
  await page.getByLabel('Point of contact name').fill('Sana Iqbal');
  await page.getByLabel('Point of contact number').fill('03331234567');
  await page.getByLabel('Reference number').fill('PO-E2E-2207');
  await pick(page, 'Labour availability', 'At unloading');
  await page.getByLabel('Proof of delivery hard copy required').check();
  await page.getByLabel(/^Container shipment/).check();
  await page.getByLabel('BL number').fill('BL-55120');
  await page.getByLabel('Number of containers').fill('2');
  await typeDate(page, 'Empty return by', inDays(1, 8), true);
  await next(page);
  // SPEC §5 messages at the fields: a short phone, a return before loading.
  await expect(page.getByText('Phone number is not valid')).toBeVisible();
  await expect(page.getByText('Return time must be greater than loading time')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Consignee number').fill('03123456789');
  await typeDate(page, 'Empty return by', inDays(3, 18), true);
  await next(page);

  await stepHeading(page, 'Review');
  const review = page.getByRole('main');
  await expect(review.getByText('Indus Foods (Pvt) Ltd')).toBeVisible();
  await expect(review.getByText('Islamabad, Pakistan — I-9 Industrial Area')).toBeVisible();
  await expect(review.getByText('Cargo Type: Rice · Basmati, 50 kg bags · 12 Tonne')).toBeVisible();
  await expect(review.getByText('Rs 120,000', { exact: true })).toBeVisible();
  await expect(review.getByText(/^Rs 90,000 to Rs 110,000$/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create shipment' }).click();

  await expect(page.getByRole('heading', { name: /^SH-\d+ · Karachi → Islamabad$/ })).toBeVisible();
  const card = page.locator('.MuiCardContent-root', { has: page.getByRole('heading', { name: /^SH-\d+/ }) });
  const fact = (label: string, within = card) =>
    within.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  const containerCard = page.locator('.MuiCardContent-root', {
    has: page.getByRole('heading', { name: 'Container', exact: true }),
  });
  await expect(fact('Project')).toHaveText('Indus Foods (Pvt) Ltd');
  await expect(fact('Reference number')).toHaveText('PO-E2E-2207');
  await expect(fact('Shipper Rate')).toHaveText('Rs 120,000');
  await expect(fact('Target Rate')).toHaveText('Rs 90,000 to Rs 110,000');
  await expect(fact('Consignee')).toHaveText('Imran Qureshi, 03123456789');
  await expect(fact('Point of contact')).toHaveText('Sana Iqbal, 03331234567');
  await expect(fact('Labour availability')).toHaveText('At unloading');
  await expect(fact('POD hard copy required')).toHaveText('Yes');
  await expect(fact('BL number', containerCard)).toHaveText('BL-55120');
  await expect(fact('Number of containers', containerCard)).toHaveText('2');
  const dropOffs = page.getByRole('region', { name: 'Drop-offs' });
  await expect(dropOffs.getByText('1. Lahore — Sundar Industrial Estate')).toBeVisible();
  await expect(dropOffs.getByText('2. Islamabad — I-9 Industrial Area')).toBeVisible();
  const pickups = page.getByRole('region', { name: 'Pick-ups' });
  await expect(pickups.getByText(/Cargo Type: Rice, Basmati, 50 kg bags, 12 Tonne/)).toBeVisible();
  await expect(pickups.getByText(/Cargo Type: Sugar, 8 Tonne/)).toBeVisible();
  await expect(page.getByText(/goods type \d/)).toHaveCount(0);
  await expectAccessible(page);
});

test('Contractual is offered only for a project that allows it, and a changed PAYMENT_TYPES entry changes the payment choices', async ({
  page,
  request,
}) => {
  // A token of its own each time: the journey outlives the E2E server's 20 s access tokens.
  const setPaymentTypes = async (values: string[]) =>
    request.put('/api/config', {
      data: { name: 'PAYMENT_TYPES', values, enabled: 'enabled' },
      headers: { authorization: `Bearer ${await csrToken(request)}` },
    });
  await openSignedIn(page, 'csr', '/shipments/create');
  await stepHeading(page, 'Route');
  await pickProject(page, 'Karachi Cement Holdings', 'Karachi Cement Company');
  await pickCity(page, 'Pick-up city', 'Kar', 'Karachi, Pakistan');
  await page.getByLabel('Pick-up address').fill('Plot 14, SITE Area');
  await pickCity(page, 'Drop-off city', 'Lah', 'Lahore, Pakistan');
  await page.getByLabel('Drop-off address').fill('Ravi Road');
  await typeDate(page, 'Loading time', inDays(2, 7), true);
  await next(page);
  await pick(page, 'Cargo Type', 'Cement');
  await page.getByLabel('Load weight (Tonne)').fill('20');
  await page.getByLabel('Total shipment weight (Tonne)').fill('20');
  await next(page);
  await pick(page, 'Vehicle Type', 'Flatbed');
  await next(page);

  await stepHeading(page, 'Pricing');
  await expect(page.getByRole('radio', { name: 'Spot' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Contractual' })).toHaveCount(0);
  await expect(
    page.getByText('Contractual is not offered: this project does not allow contractual shipments.'),
  ).toBeVisible();
  await combobox(page, 'Payment type').click();
  await expect(page.getByRole('option')).toHaveText(['Paid', 'To Pay']);
  await page.keyboard.press('Escape');
  await expectAccessible(page);

  try {
    expect((await setPaymentTypes(['Paid', 'To Pay', 'Advance'])).ok()).toBe(true);
    // The step reads the configuration again each time it is shown.
    await page.getByRole('button', { name: 'Back' }).click();
    await stepHeading(page, 'Vehicle');
    await next(page);
    await stepHeading(page, 'Pricing');
    await combobox(page, 'Payment type').click();
    await expect(page.getByRole('option')).toHaveText(['Paid', 'To Pay', 'Advance']);
    await page.getByRole('option', { name: 'Advance' }).click();
    await next(page);
    await stepHeading(page, 'Details');
    await next(page);
    await stepHeading(page, 'Review');
    await page.getByRole('button', { name: 'Create shipment' }).click();
    await expect(page.getByRole('heading', { name: /^SH-\d+ · Karachi → Lahore$/ })).toBeVisible();
    await expect(page.getByText('Payment', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText(
      'Advance',
    );
  } finally {
    expect((await setPaymentTypes(['Paid', 'To Pay'])).ok()).toBe(true);
  }
});
