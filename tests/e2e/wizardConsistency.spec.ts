import { apiToken, expect, expectAccessible, openSignedIn, test } from './fixtures';
import { fillRouteStep } from './wizardRoute';
import { MESSAGES } from '../../src/domain/messages';

test("the wizard refuses loads that do not weigh the shipment's total, keeps the bid limits in view and warns of a rate outside them, names the target-rate fields as labelled, and stores phones typed either way in SPEC's form", async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'shipperA', '/shipments/create');
  await expect(page.getByRole('heading', { name: /^Step 1 of 6: Route$/ })).toBeVisible();
  await fillRouteStep(page);
  const next = () => page.getByRole('button', { name: 'Next' }).click();

  // Load: 15 t of loads on a 20 t shipment is refused, as 25 t would be.
  await page.getByRole('combobox', { name: 'Cargo Type', exact: true }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Load weight').fill('15');
  await page.getByLabel('Total shipment weight').fill('20');
  await next();
  await expect(page.getByText(MESSAGES.loadsBelowWeight)).toBeVisible();
  await page.getByLabel('Load weight').fill('25');
  await next();
  await expect(page.getByText(MESSAGES.loadsExceedWeight)).toBeVisible();
  await page.getByLabel('Load weight').fill('20');
  await next();

  await page.getByRole('combobox', { name: 'Vehicle Type', exact: true }).click();
  await page.getByRole('option', { name: 'Flatbed', exact: true }).click();
  await page.getByLabel('Number of vehicles').fill('1');
  await next();

  // Pricing: the limits in view; a rate outside them warned about; the range error named as labelled.
  await expect(page.getByText('Carriers may bid Rs 30,000 to Rs 450,000 per vehicle for this vehicle.')).toBeVisible();
  await page.getByLabel('Shipper Rate (Rs)').fill('5000');
  await expect(page.getByRole('alert').filter({ hasText: 'Rs 5,000 is outside the bid limits' })).toBeVisible();
  await page.getByLabel('Target Rate, from (Rs, optional)').fill('200000');
  await page.getByLabel('Target Rate, up to (Rs, optional)').fill('100000');
  await next();
  await expect(page.getByText('Target Rate, from must be less than Target Rate, up to')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Target Rate, from (Rs, optional)').fill('');
  await page.getByLabel('Target Rate, up to (Rs, optional)').fill('');
  await page.getByLabel('Shipper Rate (Rs)').fill('120000');
  await expect(page.getByText('Carriers may bid Rs 30,000 to Rs 450,000 per vehicle for this vehicle.')).toBeVisible();
  await next();

  // Details: phones open the number keypad and take either way of writing a number.
  const consignee = page.getByRole('textbox', { name: 'Consignee number' });
  await expect(consignee).toHaveAttribute('type', 'tel');
  await expect(consignee).toHaveAttribute('inputmode', 'tel');
  await consignee.fill('+92 300 1234567');
  await page.getByRole('textbox', { name: 'Point of contact number' }).fill('0300-1234567');
  await next();
  await expect(page.getByRole('heading', { name: /^Step 6 of 6: Review$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Create shipment' }).click();
  await expect(page.getByRole('heading', { name: /^SH-/ })).toBeVisible();

  const id = page.url().match(/\/shipments\/(\d+)\/show/)![1];
  const headers = { authorization: `Bearer ${await apiToken(request, 'shipperA')}` };
  const shipment = (await (await request.get(`/api/shipment/${id}`, { headers })).json()).data;
  expect(shipment).toMatchObject({ consigneeNumber: '03001234567', pointOfContactNumber: '03001234567' });
});
