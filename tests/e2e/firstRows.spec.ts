import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, gridRows, openSignedIn, test } from './fixtures';

/**
 * A class name only the MUI X DataGrid's own code holds (a language chunk holds the grid's texts, not
 * this), so the grid's script files are found by what they contain, whatever the build names them.
 */
const GRID_MARKER = 'columnHeaderTitleContainer';

function gridScripts() {
  const dir = join(process.env.DIST_DIR ?? 'dist', 'assets');
  return new Set(
    readdirSync(dir).filter(
      (name) => name.endsWith('.js') && readFileSync(join(dir, name), 'utf8').includes(GRID_MARKER),
    ),
  );
}

/** The names of the script files the page asks for from now on. */
function scriptsAskedFor(page: Page) {
  const names: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) names.push(path.split('/').pop()!);
  });
  return names;
}

const cards = (page: Page) => page.locator('#main-content ul a[href]');

test("on a phone the lists are cards and the grid's code is never fetched; a wider screen loads it and shows the grid", async ({
  page,
}) => {
  const grid = gridScripts();
  expect(grid.size, `a script holding "${GRID_MARKER}" in the build`).toBeGreaterThan(0);
  const asked = scriptsAskedFor(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await openSignedIn(page, 'csr', '/shipments');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Which shipments' })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/shipments');
  await expect(cards(page).first()).toBeVisible();
  await page.setViewportSize({ width: 412, height: 800 });
  await page.goto('/drivers');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'New driver' })).toBeVisible();
  expect(
    asked.filter((name) => grid.has(name)),
    'grid scripts fetched on a phone',
  ).toEqual([]);

  // The phone turned to a wider screen: the grid loads now, with the same list.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(gridRows(page).first()).toBeVisible();
  expect(asked.filter((name) => grid.has(name)).length, 'grid scripts fetched at 1280 px').toBeGreaterThan(0);
  await expectAccessible(page);
});

/**
 * Before the portal runs: records, in the order they happen, when the list's rows and each part of
 * its page first appear, and every layout shift of something inside the page's content.
 */
function watchFirstRows() {
  const seen: Record<string, number> = {};
  const shifts: string[] = [];
  Object.assign(window, { firstRowsSeen: seen, firstRowsShifts: shifts });
  const parts = {
    rows: '#main-content [role="row"][data-id], #main-content ul a[href]',
    filters: '#main-content .RaList-actions form',
    toolbar: '#main-content .RaList-actions .MuiToolbar-root',
    tabs: '#main-content [role="tablist"]',
  };
  let step = 0;
  new MutationObserver(() => {
    step += 1;
    for (const [part, selector] of Object.entries(parts))
      if (!(part in seen) && document.querySelector(selector)) seen[part] = step;
  }).observe(document, { childList: true, subtree: true });
  const describe = (node: Element) =>
    `${node.nodeName}.${String(node.className).slice(0, 40)}${node.closest?.('[data-field]') ? ` in ${node.closest('[data-field]')!.getAttribute('data-field')} "${node.textContent?.slice(0, 30)}"` : ''}`;
  type Shift = { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
  new PerformanceObserver((list) => {
    const main = document.querySelector('#main-content');
    for (const entry of list.getEntries() as unknown as Shift[]) {
      // Text re-wrapping inside a grid cell (its letter spacing settles a frame after the grid's first
      // paint, as on main before this change) moves no row and no cell: not what this journey is about.
      // Where the columns are wider than the grid, MUI's grid adds its horizontal scrollbar once it has
      // measured itself, a frame after its first paint, and its pager moves down by the bar's height:
      // the grid's own, with or without rows first (the rows stay put; any other shift still fails).
      const scrollsSideways = Boolean(main?.querySelector('.MuiDataGrid-scrollbar--horizontal'));
      const moved = entry.sources.filter(
        (source) =>
          source.node &&
          main?.contains(source.node) &&
          !(source.node as Element).parentElement?.closest('[role="gridcell"]') &&
          !(
            scrollsSideways &&
            (source.node as Element).closest?.('.MuiDataGrid-footerContainer, .MuiDataGrid-scrollbar')
          ),
      );
      if (!entry.hadRecentInput && moved.length)
        shifts.push(`${entry.value.toFixed(5)}: ${moved.map((s) => describe(s.node as Element)).join(' | ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const LOADS = [
  ['en', 1280],
  ['fr', 1280],
  ['ur', 1000],
  ['en', 800],
  ['fr', 640],
  ['fr', 720],
  ['en', 390],
  ['fr', 360],
  ['ur', 412],
] as const;

test('rows first: the shipments rows paint before the filters, toolbar, tabs and clocks, which then take their kept space without moving anything, in each language', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(watchFirstRows);
  await openSignedIn(page, 'csr', '/api/health');
  for (const [locale, width] of LOADS) {
    const where = `${locale} at ${width} px`;
    await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/shipments');
    const main = page.locator('#main-content');
    await expect(main.locator('[role="row"][data-id], ul a[href]').first()).toBeVisible();
    await expect(main.locator('.RaList-actions form input').first()).toBeVisible();
    await expect(main.getByRole('tablist')).toBeVisible();
    await expect(main.getByRole('group').getByRole('button').first()).toBeVisible();
    // Two frames more: a shift would be reported by now.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const { seen, shifts } = await page.evaluate(() => ({
      seen: (window as unknown as { firstRowsSeen: Record<string, number> }).firstRowsSeen,
      shifts: (window as unknown as { firstRowsShifts: string[] }).firstRowsShifts,
    }));
    expect(shifts, `layout shifts in the page, ${where}`).toEqual([]);
    for (const part of ['filters', 'toolbar', 'tabs'])
      expect(seen[part], `${part} mount after the rows, ${where}`).toBeGreaterThan(seen.rows);
    if (width === 1280 && locale === 'en') await expectAccessible(page);
  }
  // The deferred parts have their names and work from the keyboard.
  await expectAccessible(page);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto('/shipments');
  const tabs = page.getByRole('tablist', { name: 'Which shipments' });
  await expect(page.getByRole('group', { name: 'Due and late' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Current' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Past' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tabs.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/past/);
  const search = page.getByRole('textbox', { name: 'Reference number' });
  await search.focus();
  await page.keyboard.type('SH-000001');
  await expect(page).toHaveURL(/SH-000001/);
});

/** Before the portal runs: the entry's cards (src/bootstrap/firstRows) as they are first drawn, and their places. */
function watchEntryCards() {
  const drawn: { text: string; box: number[] }[] = [];
  Object.assign(window, { entryCardsDrawn: drawn });
  new MutationObserver(() => {
    const page = document.getElementById('entry-cards');
    if (!page || drawn.length) return;
    for (const card of page.querySelectorAll('li')) {
      const box = card.getBoundingClientRect();
      drawn.push({ text: card.querySelector('.ec-primary')!.firstChild!.textContent!, box: [box.x, box.y, box.width] });
    }
  }).observe(document, { childList: true, subtree: true });
}

test("on a phone the entry draws the shipments' first cards before the app's code has run, where the app then draws its own, and gives way to them", async ({
  page,
}) => {
  await page.addInitScript(watchEntryCards);
  await page.setViewportSize({ width: 412, height: 823 });
  // The app's code held back: the cards stand alone, hidden from assistive technology.
  await page.route(/\/assets\/framework-[^/]*\.js$/, (route) => route.abort());
  await openSignedIn(page, 'shipperA', '/shipments');
  const entryCards = page.locator('#entry-cards');
  await expect(entryCards.locator('li').first()).toBeVisible();
  await expect(entryCards).toHaveAttribute('aria-hidden', 'true');
  const answered = await page.request.get(
    '/api/shipment?sort=loadingTime&order=DESC&filter=current&page=0&pageSize=5',
    {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    },
  );
  const codes = ((await answered.json()) as { data: { content: { code: string }[] } }).data.content.map(
    (row) => row.code,
  );
  const drawnCodes = (await entryCards.locator('.ec-primary').allTextContents()).map((text) => text.split(' · ')[0]);
  expect(drawnCodes).toEqual(codes);

  await page.unroute(/\/assets\/framework-[^/]*\.js$/);
  await page.reload();
  const appCards = page.locator('#main-content ul li');
  await expect(appCards.first()).toBeVisible();
  await expect(entryCards).toHaveCount(0);
  const drawn = await page.evaluate(
    () => (window as unknown as { entryCardsDrawn: { text: string; box: number[] }[] }).entryCardsDrawn,
  );
  expect(drawn.length).toBeGreaterThan(0);
  for (const [index, card] of drawn.entries()) {
    const app = appCards.nth(index);
    await expect(app).toContainText(card.text);
    const box = (await app.boundingBox())!;
    expect([box.x, box.y, box.width], `card ${index + 1} in the app's place`).toEqual(card.box);
  }
  await expectAccessible(page);

  // The list's own code fails to load: the picture gives way to the app's error page.
  await page.route(/\/assets\/ShipmentList-[^/]*\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.locator('#main-content')).toBeVisible();
  await expect(entryCards).toHaveCount(0);
  await page.unroute(/\/assets\/ShipmentList-[^/]*\.js$/);

  // Wider, the grid draws the rows: the entry draws nothing.
  await page.setViewportSize({ width: 1280, height: 823 });
  await page.reload();
  await expect(gridRows(page).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { entryCardsDrawn: unknown[] }).entryCardsDrawn)).toEqual([]);
});
