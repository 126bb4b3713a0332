import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { app as urduApp } from '../../src/i18n/ur/app';
import { shipmentsTexts as urduShipments } from '../../src/i18n/ur/shipments';
import { ra as urduRa } from '../../src/i18n/ur/ra';
import { app as frenchApp } from '../../src/i18n/fr/app';
import { shipmentsTexts as frenchShipments } from '../../src/i18n/fr/shipments';

/**
 * The portal in the user's language: Urdu (right to left) chosen on the login page, French from the
 * user menu; the choice is kept in the user's profile and follows them to a fresh browser.
 */

// The operations officer (seeded, used by no other journey): a language left behind by a failure cannot
// change what another journey sees.
const OPS = { phoneNumber: '03001234568', password: 'demo1234', clientSecret: 'csr-portal-secret', isEmail: false };
const ENGLISH = {
  internalStaff: 'Internal staff',
  username: 'Phone number or email',
  password: 'Password',
  signIn: 'Sign in',
};

/** Puts the officer's profile back to English, so a rerun on this server starts in English. */
async function resetLanguage(request: APIRequestContext) {
  const res = await request.post('/api/auth/user/login', { data: OPS });
  const { auth, user } = (await res.json()).data as { auth: { token: string }; user: { id: number } };
  const saved = await request.post(`/api/config/v2/${user.id}`, {
    data: { locale: 'en' },
    headers: { authorization: `Bearer ${auth.token}` },
  });
  expect(saved.ok()).toBe(true);
}

const direction = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

async function signInAsOps(page: Page, texts: Pick<typeof urduApp.auth, keyof typeof ENGLISH>) {
  await page.getByRole('button', { name: texts.internalStaff }).click();
  await page.getByLabel(texts.username).fill(OPS.phoneNumber);
  await page.getByLabel(texts.password).fill(OPS.password);
  await page.getByRole('button', { name: texts.signIn, exact: true }).click();
}

test('staff work in Urdu, right to left, then in French, which follows them to a fresh browser', async ({
  page,
  browser,
  request,
}) => {
  // Three sign-ins, two language downloads and axe on five pages: longer than one journey's minute.
  test.setTimeout(150_000);
  try {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Choose the language' }).click();
    await page.getByRole('menuitem', { name: 'اردو (Urdu)' }).click();
    await expect(page.getByRole('heading', { name: urduApp.auth.signIn })).toBeVisible();
    expect(await direction(page)).toEqual(['ur', 'rtl']);
    await expectAccessible(page);

    await signInAsOps(page, urduApp.auth);
    await expect(page.getByRole('button', { name: urduRa.auth.user_menu })).toBeVisible();
    await page.goto('/shipments');
    const urduFields = urduShipments.resources.shipments.fields;
    await expect(page.getByRole('columnheader', { name: urduFields.code })).toBeVisible();
    await expect(page.getByRole('tab', { name: urduShipments.app.shipments.tabs.current })).toBeVisible();
    // Work the list in Urdu: another tab, then back.
    await page.getByRole('tab', { name: urduShipments.app.shipments.tabs.all }).click();
    await expect(page.getByRole('tab', { name: urduShipments.app.shipments.tabs.all })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.locator('#main-content [role="grid"] [role="row"][data-id]').first()).toBeVisible();
    expect(await direction(page)).toEqual(['ur', 'rtl']);
    await expectAccessible(page);

    await page.locator('#main-content [role="grid"] [role="row"][data-id]').first().click();
    await expect(page.getByText(urduFields.project, { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: urduRa.auth.user_menu }).click();
    await page.getByRole('menuitem', { name: new RegExp(urduApp.language.label) }).click();
    await page.getByRole('menuitem', { name: 'Français (French)' }).click();
    const frenchFields = frenchShipments.resources.shipments.fields;
    await expect(page.getByText(frenchFields.project, { exact: true })).toBeVisible();
    expect(await direction(page)).toEqual(['fr', 'ltr']);
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByText(frenchFields.project, { exact: true })).toBeVisible();

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    try {
      await other.goto('/auth/login');
      await signInAsOps(other, ENGLISH);
      await expect(other.getByRole('menuitem', { name: frenchApp.menu.groups.marketplace })).toBeVisible();
      await other.goto('/shipments');
      await expect(other.getByRole('columnheader', { name: frenchFields.code })).toBeVisible();
      await expect(other.getByRole('menuitem', { name: frenchApp.menu.groups.marketplace })).toBeVisible();
      expect(await direction(other)).toEqual(['fr', 'ltr']);
      await expectAccessible(other);
    } finally {
      await fresh.close();
    }
  } finally {
    await resetLanguage(request);
  }
});
