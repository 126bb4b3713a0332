import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';

/** The check every journey runs: it must fail on WCAG A/AA violations, not only pass on the portal's pages. */
test('the accessibility check fails on a page with WCAG A/AA violations and passes once they are fixed', async ({
  page,
}) => {
  await page.setContent(
    '<main><h1>Loads</h1><img src="truck.png"><p style="color:#bbb;background:#fff">Faint text</p><input></main>',
  );
  const failure = await expectAccessible(page).then(
    () => 'no violation found',
    (error: Error) => error.message,
  );
  for (const rule of ['image-alt', 'color-contrast', 'label', 'html-has-lang', 'document-title'])
    expect(failure).toContain(rule);

  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Loads</title></head><body><main><h1>Loads</h1>' +
      '<img src="truck.png" alt="A flatbed truck"><p style="color:#333;background:#fff">Plain text</p>' +
      '<label>Weight <input></label></main></body></html>',
  );
  await expectAccessible(page);
});
