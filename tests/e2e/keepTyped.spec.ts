import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, expect, expectAccessible, openSignedIn, test } from './fixtures';
import { validShipment } from '../api/shipmentFixtures';
import { MESSAGES } from '../../src/domain/messages';

async function newShipment(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request, 'csr')}` };
  const res = await request.post('/api/shipment/v3', { data: validShipment({ companyId: 1 }), headers });
  expect(res.status(), await res.text()).toBe(201);
  return { ...((await res.json()).data as { id: number; code: string; version: number }), headers };
}

/**
 * A click on the page beside the dialog (its backdrop). The dialog's focus trap takes focus back a
 * moment later, so the journey presses Escape in a field of the dialog, as a person would be by then.
 */
const clickBeside = (page: Page) => page.mouse.click(8, 8);

test('the cancel dialog keeps its type and reason through a click beside it, asks before Escape discards them, and stops the reason at 500 characters', async ({
  page,
  request,
}) => {
  const shipment = await newShipment(request);
  await openSignedIn(page, 'csr', `/shipments/${shipment.id}/show`);
  await page.getByRole('button', { name: 'Cancel shipment' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${shipment.code}?` });
  await dialog.getByRole('combobox', { name: 'Cancellation type' }).click();
  await page.getByRole('option', { name: 'Duplicate' }).click();
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await expect(dialog.getByText('0 / 500')).toBeVisible();
  await reason.fill('x'.repeat(600));
  await expect(reason).toHaveValue('x'.repeat(500));
  await expect(dialog.getByText('500 / 500')).toBeVisible();
  await reason.fill('Posted twice by the shipper');

  await clickBeside(page);
  await expect(dialog).toBeVisible();
  await expect(reason).toHaveValue('Posted twice by the shipper');

  await reason.press('Escape');
  const prompt = page.getByRole('dialog', { name: 'Discard what you typed?' });
  await expect(prompt).toBeVisible();
  await expectAccessible(page);
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(prompt).toBeHidden();
  await expect(reason).toHaveValue('Posted twice by the shipper');
  await expect(dialog.getByRole('combobox', { name: 'Cancellation type' })).toHaveText('Duplicate');

  await reason.press('Escape');
  await prompt.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  // Opened again, clean, it closes on Escape without asking.
  await page.getByRole('button', { name: 'Cancel shipment' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('');
  await dialog.getByRole('textbox', { name: 'Reason' }).press('Escape');
  await expect(dialog).toBeHidden();
  await expect(prompt).toBeHidden();

  // The API refuses a reason past the limit with the project's message.
  const refused = await request.post(`/api/shipment/${shipment.id}/cancel`, {
    data: { cancellationType: 3, reason: 'x'.repeat(501), version: shipment.version },
    headers: shipment.headers,
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toContain(MESSAGES.cancelReasonMax);
});

test("the wallet's Add transaction dialog keeps the type, amount and message through a click beside it; the message stops at 200", async ({
  page,
}) => {
  await openSignedIn(page, 'csr', '/wallet');
  await page.getByRole('combobox', { name: 'Holder type' }).click();
  await page.getByRole('option', { name: 'Partner' }).click();
  await page.getByRole('combobox', { name: 'Account holder' }).fill('Tariq');
  await page.getByRole('option', { name: /Tariq Transport/ }).click();
  await page.getByRole('button', { name: 'Add transaction' }).click();
  const dialog = page.getByRole('dialog', { name: /^Add a transaction for/ });
  await dialog.getByRole('radio', { name: 'Debit' }).check();
  await dialog.getByRole('spinbutton', { name: /^Amount/ }).fill('1500');
  const message = dialog.getByRole('textbox', { name: 'Message' });
  await message.fill('y'.repeat(300));
  await expect(message).toHaveValue('y'.repeat(200));
  await expect(dialog.getByText(/200 \/ 200/)).toBeVisible();

  await clickBeside(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Debit' })).toBeChecked();
  await expect(dialog.getByRole('spinbutton', { name: /^Amount/ })).toHaveValue('1500');
  await message.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Discard what you typed?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Keep editing' }).click();
  await expect(message).toHaveValue('y'.repeat(200));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('leaving a changed shipment edit by the menu asks first; the instructions stop at 1000; a 0 vehicle count gets the portal’s message, not the browser’s bubble', async ({
  page,
  request,
}) => {
  const shipment = await newShipment(request);
  await openSignedIn(page, 'csr', `/shipments/${shipment.id}/edit`);
  const instructions = page.getByRole('textbox', { name: 'Special instructions' });
  await instructions.fill('z'.repeat(1500));
  await expect(instructions).toHaveValue('z'.repeat(1000));
  await expect(page.getByText('1000 / 1000')).toBeVisible();

  await page.getByRole('spinbutton', { name: 'Vehicles' }).fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.mustBePositive)).toBeVisible();
  await expectAccessible(page);

  // The menu's Bookings: the form asks, and staying keeps what was typed.
  const asked: string[] = [];
  page.once('dialog', (question) => {
    asked.push(question.message());
    void question.dismiss();
  });
  await page.getByRole('menuitem', { name: 'Bookings' }).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toMatch(/changes weren't saved/i);
  await expect(page).toHaveURL(new RegExp(`/shipments/${shipment.id}/edit$`));
  await expect(instructions).toHaveValue('z'.repeat(1000));

  page.once('dialog', (question) => void question.accept());
  await page.getByRole('menuitem', { name: 'Bookings' }).click();
  await expect(page).toHaveURL(/\/bookings/);

  // The API refuses instructions past 1000 characters with SPEC's message.
  const refused = await request.patch(`/api/shipment/${shipment.id}`, {
    data: { specialInstructions: 'z'.repeat(1001), version: shipment.version },
    headers: shipment.headers,
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toContain(MESSAGES.instructionsMax);
});
