import type { Page, Route } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures';
import { signInTexts as urdu } from '../../src/i18n/ur/signIn';

/**
 * The login page is drawn by the entry chunk alone: every other script (React, react-admin, MUI, the
 * app) is held back until the person submits, and the form still paints, works and speaks their language.
 * Answers what lets the held scripts through.
 */
async function holdAppScripts(page: Page) {
  // The entry: the module script index.html names, and the chunks it preloads as its own imports.
  const html = await (await page.request.get('/auth/login')).text();
  const entryFiles = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', (route) => {
    if (!holding || entryFiles.has(new URL(route.request().url()).pathname)) return route.continue();
    held.push(route);
  });
  return {
    held: () => held.length,
    release: () => {
      holding = false;
      return Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

test('the login form paints and is filled in before any app script runs, then the app opens signed in at the redirect', async ({
  page,
}) => {
  const scripts = await holdAppScripts(page);
  await page.goto('/auth/login?redirect=%2Fshipments');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Internal staff' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  // A page that reloaded would lose this mark.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await page.getByLabel('Phone number or email').fill(ACCOUNTS.csr.username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  // Typing started the app's download, which is still held.
  expect(scripts.held()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await scripts.release();

  await expect(page).toHaveURL(/\/shipments$/);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('in Urdu and dark, the entry-drawn login form reads right to left and passes axe before the app downloads', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('locale', 'ur');
    localStorage.setItem('RaStorePortal.theme', '"dark"');
  });
  const scripts = await holdAppScripts(page);
  await page.goto('/auth/login?notice=password-reset');
  await expect(page.getByRole('heading', { level: 1, name: urdu.auth.signIn })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(urdu.auth.notices.passwordReset);
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'ur',
    'rtl',
  ]);
  const background = await page.evaluate(() => getComputedStyle(document.querySelector('main')!).backgroundColor);
  expect(background).toBe('rgb(49, 49, 49)');
  await expectAccessible(page);

  // The language menu works without the app, and the page turns back to English, left to right.
  await page.getByRole('button', { name: urdu.language.choose }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  await page.getByLabel('Phone number or email').fill(ACCOUNTS.csr.username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  expect(scripts.held()).toBeGreaterThan(0);
  await scripts.release();
});
