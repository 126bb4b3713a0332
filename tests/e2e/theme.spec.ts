import { expect, expectAccessible, openSignedIn, signIn, test } from './fixtures';

const isDark = (rgb: string) => {
  const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 100;
};

test('with no saved theme the portal follows the browser colour scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openSignedIn(page, 'csr', '/');
  await expect(page.getByRole('heading', { name: /^Welcome,/ })).toBeVisible();
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(isDark(darkBackground)).toBe(true);
  await expectAccessible(page);

  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Welcome,/ })).toBeVisible();
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(isDark(lightBackground)).toBe(false);
});

test('a CSR saves their own colours from the user menu and gets them back after signing in again, in a fresh browser', async ({
  page,
  browser,
}) => {
  const barColour = (p: typeof page) =>
    p.getByRole('banner').evaluate((el) => getComputedStyle(el.querySelector('header') ?? el).backgroundColor);
  // Signing in again, in the fresh browser below, is what this journey is about; the first one is set-up.
  await openSignedIn(page, 'csr', '/');
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  const clientColour = await barColour(page);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'My colours' }).click();
  const dialog = page.getByRole('dialog', { name: 'My colours' });
  await dialog.getByLabel('Primary colour (hex)').fill('#2e7d32');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your colours are saved')).toBeVisible();
  await expect.poll(() => barColour(page)).toBe('rgb(46, 125, 50)');

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  try {
    await other.goto('/');
    await signIn(other, 'csr');
    await expect(other.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await expect.poll(() => barColour(other)).toBe('rgb(46, 125, 50)');
  } finally {
    await fresh.close();
  }

  // Back to the client's colours (and the next journey on this server finds them).
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'My colours' }).click();
  await page
    .getByRole('dialog', { name: 'My colours' })
    .getByRole('button', { name: "Use the client's colours" })
    .click();
  await expect(page.getByText("The client's colours are back")).toBeVisible();
  await expect.poll(() => barColour(page)).toBe(clientColour);
});

test('a person who asks for less motion gets no animations; everyone else keeps them', async ({ page }) => {
  await openSignedIn(page, 'csr', '/');
  const profile = page.getByRole('button', { name: 'Profile' });
  await expect(profile).toBeVisible();
  const transition = () => profile.evaluate((button) => getComputedStyle(button).transitionDuration.split(', '));
  // The journeys run with prefers-reduced-motion (playwright.config.ts).
  expect((await transition()).every((duration) => duration === '0.001s')).toBe(true);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect((await transition()).some((duration) => duration !== '0.001s')).toBe(true);
});
