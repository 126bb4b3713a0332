import type { Page } from '@playwright/test';
import { expect, expectAccessible, openSignedIn, test } from './fixtures';

/**
 * The portal in the reader's language and colours: the grid's own words and the units in Urdu, typed
 * names kept in their own direction, Urdu in its Nastaliq typeface (downloaded for Urdu only), French
 * times on a 24-hour clock, and a dark screen still dark after a reload.
 */

/** This browser only (the profile keeps its own language): the portal reads the choice at start. */
async function openIn(page: Page, locale: string, path: string) {
  await openSignedIn(page, 'csr', '/api/health');
  await page.evaluate((l) => localStorage.setItem('locale', l), locale);
  await page.goto(path);
}

const rows = (page: Page) => page.locator('#main-content [role="grid"] [role="row"][data-id]');

test('a CSR reads the shipments in Urdu: the pager, the units and the stops read right to left, in Nastaliq', async ({
  page,
}) => {
  await openIn(page, 'ur', '/shipments');
  await expect(rows(page).first()).toBeVisible();
  const pager = page.locator('.MuiTablePagination-displayedRows').first();
  await expect(pager).toContainText('میں سے');
  await expect(pager).not.toContainText(' of ');
  expect(
    await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some((font) => font.family.includes('Noto Nastaliq Urdu') && font.status === 'loaded');
    }),
  ).toBe(true);
  await expectAccessible(page);

  await rows(page).first().click();
  // The stop typed in Latin letters keeps its order: "1. Quetta — …", not "Quetta .1".
  await expect(page.locator('bdi', { hasText: /^1\. \S/ }).first()).toBeVisible();
  await expect(page.getByText(/\d ٹن/).first()).toBeVisible();
  await expect(page.getByText(/\bTonne\b/)).toHaveCount(0);
  await expectAccessible(page);
});

test("a CSR in French reads times on a 24-hour clock and the API's notifications in French, downloads no Urdu typeface, and keeps the dark theme after a reload", async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (/nastaliq/i.test(request.url())) fontRequests.push(request.url());
  });
  await openIn(page, 'fr', '/shipments');
  await expect(rows(page).first()).toBeVisible();
  const times = await rows(page).first().getByRole('gridcell').allInnerTexts();
  expect(times.some((cell) => /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(cell.trim()))).toBe(true);
  expect(times.join(' ')).not.toMatch(/\b(AM|PM)\b/);

  // The API keeps its notifications in English; the portal says them in the reader's language.
  await page.getByRole('button', { name: /^Notifications, non lues/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByText('Lot de paiement réglé', { exact: true })).toBeVisible();
  await expect(drawer.getByText(/^Réservation BK-\d+ : Annulée$/).first()).toBeVisible();
  await expect(drawer.getByText('Payment batch settled')).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: /clair\/sombre|light\/dark/i }).click();
  await expect.poll(background).not.toBe(light);
  const dark = await background();
  await expectAccessible(page);
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  expect(await background()).toBe(dark);
  expect(fontRequests).toEqual([]);
});
