import type { Browser, Page } from '@playwright/test';
import { BASELINE_DIST, PORTAL_DIST } from './lib/apps';
import { sideBySide, type ServedApp } from './lib/sideBySide';
import { envInt, median } from './lib/stats';
import { FIRST_ROW_MARK, FIRST_ROW_WATCHER } from './lib/firstRow';
import { signedInContext } from './lib/signedInContext';

/**
 * Moving around, ours against the bare react-admin app on the same API and data (issue 39): from
 * the shipments list, a row click → the record's page painted, then the menu's Bookings → the
 * bookings list's first row painted. Each run is a fresh signed-in browser (cold cache), the list
 * loaded first; runs alternate between the apps. `tsx bench/moving-around.ts` after `npm run build`.
 */
export const MOVING_TARGET_RATIO = 1.0;

/**
 * In the page: the frame (performance.now) at which `done()` first holds, polled on every frame
 * from the moment it is installed. A string, for the reason given in lib/firstRow.ts.
 */
const watchFrames = (mark: string, done: string) => `(() => {
  window[${JSON.stringify(mark)}] = undefined;
  const done = ${done};
  const tick = () => { if (done()) window[${JSON.stringify(mark)}] = performance.now(); else requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`;

/** The record's page: its address is a show page and the clicked reference shows, with no list row left. */
const recordShown = (reference: string) => `() => location.href.includes('/show') &&
  !document.querySelector('tbody tr, [role="row"][data-id]') &&
  (document.querySelector('main')?.innerText || '').includes(${JSON.stringify(reference)})`;

/** The bookings list: a row holding a booking reference, laid out. */
const bookingRowShown = `() => Array.from(document.querySelectorAll('tbody tr, [role="row"]')).some((row) =>
  Array.from(row.querySelectorAll('td, [role="gridcell"]')).some((cell) => /^BK-\\d+$/.test((cell.textContent || '').trim())) &&
  row.getBoundingClientRect().height > 0)`;

/**
 * Milliseconds from the user's press (the first mousedown after `act` starts, as the page saw it) to
 * the frame at which `done()` holds. Playwright's own wait before it presses (scrolling the target
 * into view, waiting for it to stand still) is not the app's time, so it is left out.
 */
async function frameAfter(page: Page, mark: string, done: string, act: () => Promise<void>): Promise<number> {
  await page.evaluate(watchFrames(mark, done));
  await page.evaluate(() => {
    const w = window as unknown as Record<string, number | undefined>;
    w.__pressedAt = undefined;
    addEventListener('mousedown', (event) => (w.__pressedAt = event.timeStamp), { capture: true, once: true });
  });
  await act();
  const handle = await page.waitForFunction((name) => (window as unknown as Record<string, number>)[name], mark, {
    timeout: 60_000,
    polling: 50,
  });
  const pressedAt = await page.evaluate(() => (window as unknown as Record<string, number>).__pressedAt);
  return ((await handle.jsonValue()) as number) - pressedAt;
}

async function moveOnce(browser: Browser, app: ServedApp) {
  const context = await signedInContext(browser, app.origin, await app.session());
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: FIRST_ROW_WATCHER });
    await page.goto(app.url);
    await page.waitForFunction((mark) => (window as unknown as Record<string, number>)[mark], FIRST_ROW_MARK, {
      timeout: 60_000,
    });
    const cell = page
      .getByRole('gridcell', { name: /^SH-\d+$/ })
      .or(page.locator('tbody td').filter({ hasText: /^SH-\d+$/ }))
      .first();
    const reference = (await cell.innerText()).trim();
    const record = await frameAfter(page, '__recordShownAt', recordShown(reference), () => cell.click());
    const list = await frameAfter(page, '__bookingsShownAt', bookingRowShown, () =>
      page.getByRole('menuitem', { name: 'Bookings' }).click(),
    );
    return { record, list };
  } finally {
    await context.close();
  }
}

export interface MovingResult {
  runs: number;
  ours: { record: number; list: number };
  baseline: { record: number; list: number };
  met: boolean;
  elapsedMs: number;
}

export async function runMovingAround(
  options: { runs?: number; apiOrigin?: string; log?: (line: string) => void } = {},
): Promise<MovingResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const runs = options.runs ?? envInt('BENCH_MOVE_RUNS', 15);
  const { browser, apps, stop } = await sideBySide({
    portalDist: PORTAL_DIST,
    baselineDist: BASELINE_DIST,
    apiOrigin: options.apiOrigin,
  });
  try {
    const samples = {
      ours: { record: [] as number[], list: [] as number[] },
      baseline: { record: [] as number[], list: [] as number[] },
    };
    for (const app of apps) await moveOnce(browser, app);
    for (let run = 0; run < runs; run += 1) {
      for (const app of apps) {
        const { record, list } = await moveOnce(browser, app);
        samples[app.name].record.push(record);
        samples[app.name].list.push(list);
      }
      log(
        `  run ${run + 1}/${runs}: record ours ${samples.ours.record[run].toFixed(0)} / baseline ${samples.baseline.record[run].toFixed(0)} ms`,
      );
    }
    const medians = (app: 'ours' | 'baseline') => ({
      record: median(samples[app].record),
      list: median(samples[app].list),
    });
    const ours = medians('ours');
    const baseline = medians('baseline');
    return {
      runs,
      ours,
      baseline,
      met: ours.record <= baseline.record * MOVING_TARGET_RATIO,
      elapsedMs: Date.now() - started,
    };
  } finally {
    await stop();
  }
}

export function formatMovingAround(result: MovingResult): string {
  const row = (what: string, ours: number, baseline: number, target?: number) =>
    `  ${what.padEnd(34)} ours ${ours.toFixed(0).padStart(5)} ms   bare ${baseline.toFixed(0).padStart(5)} ms   ratio ${(ours / baseline).toFixed(2)}${target ? ` (target ≤ ${target.toFixed(2)}) ${ours / baseline <= target ? 'OK' : 'MISSED'}` : ''}`;
  return [
    `Moving around, medians of ${result.runs} alternating runs (signed-in CSR, list loaded first)`,
    row('row click → record page painted', result.ours.record, result.baseline.record, MOVING_TARGET_RATIO),
    row('menu → bookings list painted', result.ours.list, result.baseline.list),
    `  (took ${(result.elapsedMs / 1000).toFixed(0)} s)`,
  ].join('\n');
}

const isEntry = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntry) console.log(formatMovingAround(await runMovingAround({ log: console.log })));
