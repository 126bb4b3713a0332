import type { Page } from '@playwright/test';
import { apiToken, expect, expectAccessible, gridRows, openSignedIn, test } from './fixtures';

/** Cells whose text the grid cuts (wider or taller than the cell shows), and columns past the grid's right edge. */
const cutCells = (page: Page) =>
  page.evaluate(() => {
    const cut = [...document.querySelectorAll('#main-content [role="gridcell"]')]
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1 || cell.scrollHeight > cell.clientHeight + 1)
      .map((cell) => cell.textContent);
    const edge = document.querySelector('#main-content .MuiDataGrid-virtualScroller')!.getBoundingClientRect().right;
    for (const header of document.querySelectorAll('#main-content [role="columnheader"]'))
      if (header.getBoundingClientRect().right > edge + 1) cut.push(`${header.textContent} column past the edge`);
    return cut;
  });

test("a CSR's lists: a Company column, names not cut, and a page size kept for them on any browser", async ({
  page,
  browser,
  request,
  server,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, 'csr', '/shipments');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('columnheader', { name: 'Company' })).toBeVisible();
  await expect(gridRows(page)).toHaveCount(5);
  await expect(gridRows(page).first().getByRole('gridcell').nth(2)).not.toBeEmpty();
  expect(await cutCells(page)).toEqual([]);
  await expectAccessible(page);

  await page.goto('/bookings');
  await expect(gridRows(page)).toHaveCount(4);
  await expect(grid.getByRole('gridcell', { name: 'Tariq Transport' }).first()).toBeVisible();
  expect(await cutCells(page)).toEqual([]);
  try {
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect(gridRows(page)).toHaveCount(10);
    await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();

    // Another browser: the same CSR finds the bookings 10 a page, on a phone too, where the choice fits the screen.
    const other = await browser.newContext({ baseURL: server.baseURL, reducedMotion: 'reduce' });
    const phone = await other.newPage();
    await phone.setViewportSize({ width: 360, height: 800 });
    await openSignedIn(phone, 'csr', '/bookings');
    const cards = phone.locator('#main-content .MuiListItemButton-root');
    await expect(cards).toHaveCount(10);
    const pageSize = phone.getByRole('combobox', { name: /Rows per page/ });
    await expect(pageSize).toHaveText('10');
    const box = (await pageSize.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(phone);
    await other.close();
  } finally {
    // The choice is the CSR's on this worker's server: other journeys expect SPEC's 4 a page.
    await request.put('/api/preferences', {
      data: { grids: { bookings: null } },
      headers: { authorization: `Bearer ${await apiToken(request, 'csr')}` },
    });
  }
});
