import { expect, expectAccessible, signIn, test } from './fixtures';

const isDark = (rgb: string) => {
  const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 100;
};

test('with no saved theme the portal follows the browser colour scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/auth/login');
  await signIn(page, 'csr');
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
