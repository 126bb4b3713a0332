import type { Browser } from '@playwright/test';
import { BASELINE_DIST, PORTAL_DIST } from './lib/apps';
import { isLoopback } from './lib/chromium';
import { sideBySide, type ServedApp } from './lib/sideBySide';
import { envInt, median, quantile } from './lib/stats';
import { FIRST_ROW_MARK, FIRST_ROW_WATCHER } from './lib/firstRow';
import { signedInContext } from './lib/signedInContext';
import { LIST_SCRIPTS_TARGET, loadOnPhone, type PhoneLoad } from './lib/routeScripts';

/**
 * First load: navigation start → first shipment row visible, for a signed-in CSR, our portal
 * against the bare react-admin app (bench/baseline), both production builds served alike by
 * bench/lib/serve.ts over one reference API. Each run is a fresh browser context (cold cache);
 * runs alternate ours/baseline. Runnable alone: `tsx bench/first-load.ts` (after `npm run build`).
 */

export const FIRST_LOAD_TARGET_RATIO = 1.0;

export interface FirstLoadOptions {
  /** Measured runs per app (default BENCH_FIRST_LOAD_RUNS or 15); one unmeasured warm-up each comes first. */
  runs?: number;
  portalDist?: string;
  baselineDist?: string;
  /** A running reference API to reuse (its origin, without /api); one is started and stopped otherwise. */
  apiOrigin?: string;
  log?: (line: string) => void;
}

export interface LoadFigures {
  samplesMs: number[];
  medianMs: number;
  p90Ms: number;
  /** Console errors and page errors seen over all runs (they also cost Lighthouse best-practices points). */
  consoleErrors: string[];
  /** The most script files one load fetched before its first row showed. */
  scripts: number;
}

export interface FirstLoadResult {
  runs: number;
  ours: LoadFigures;
  baseline: LoadFigures;
  /** ours / baseline, of the medians. */
  ratio: number;
  target: number;
  met: boolean;
  /** Requests that tried to leave the machine (should be none). */
  offMachineRequests: string[];
  /** Our list on a phone: the scripts it fetched, and whether any held the data grid (it shows cards). */
  phone: PhoneLoad;
  elapsedMs: number;
}

interface Measured {
  ms: number;
  scripts: number;
}

async function measureOnce(
  browser: Browser,
  app: ServedApp,
  offMachine: string[],
  consoleErrors: string[],
): Promise<Measured> {
  const context = await signedInContext(browser, app.origin, await app.session());
  let scripts = 0;
  let rowShown = false;
  context.on('request', (request) => {
    if (!isLoopback(request.url())) offMachine.push(`${app.name}: ${request.url()}`);
    if (request.resourceType() === 'script' && !rowShown) scripts += 1;
  });
  try {
    const page = await context.newPage();
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await page.addInitScript({ content: FIRST_ROW_WATCHER });
    await page.goto(app.url, { waitUntil: 'commit' });
    const handle = await page
      .waitForFunction((mark) => (window as unknown as Record<string, number | undefined>)[mark], FIRST_ROW_MARK, {
        timeout: 60_000,
        polling: 50,
      })
      .catch(async (error: Error) => {
        const shown = (
          await page
            .locator('body')
            .innerText()
            .catch(() => '')
        )
          .slice(0, 300)
          .replace(/\s+/g, ' ');
        throw new Error(
          `${app.name}: no shipment row at ${page.url()} (${error.message}); the page shows: ${shown}; console errors: ${consoleErrors.join(' | ')}`,
        );
      });
    rowShown = true;
    const elapsed = (await handle.jsonValue()) as number;
    const { pathname, hash } = new URL(page.url());
    if (!`${pathname}${hash}`.includes('/shipments'))
      throw new Error(`${app.name} left the list for ${page.url()}: not signed in?`);
    return { ms: elapsed, scripts };
  } finally {
    await context.close();
  }
}

const figures = (measured: Measured[], consoleErrors: string[]): LoadFigures => {
  const samplesMs = measured.map((run) => run.ms);
  return {
    samplesMs,
    medianMs: median(samplesMs),
    p90Ms: quantile(samplesMs, 0.9),
    consoleErrors: [...new Set(consoleErrors)],
    scripts: Math.max(...measured.map((run) => run.scripts)),
  };
};

export async function runFirstLoad(options: FirstLoadOptions = {}): Promise<FirstLoadResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const runs = options.runs ?? envInt('BENCH_FIRST_LOAD_RUNS', 15);
  const portalDist = options.portalDist ?? PORTAL_DIST;
  const baselineDist = options.baselineDist ?? BASELINE_DIST;
  const { browser, apps, stop } = await sideBySide({ portalDist, baselineDist, apiOrigin: options.apiOrigin });
  try {
    const samples = { ours: [] as Measured[], baseline: [] as Measured[] };
    const errors = { ours: [] as string[], baseline: [] as string[] };
    const offMachine: string[] = [];
    // One unmeasured load each first: the API's first queries and the server's file cache warm up.
    for (const app of apps) await measureOnce(browser, app, offMachine, []);
    for (let run = 0; run < runs; run += 1) {
      for (const app of apps) samples[app.name].push(await measureOnce(browser, app, offMachine, errors[app.name]));
      log(
        `  run ${run + 1}/${runs}: ours ${samples.ours[run].ms.toFixed(0)} ms, baseline ${samples.baseline[run].ms.toFixed(0)} ms`,
      );
    }
    const ours = figures(samples.ours, errors.ours);
    const baseline = figures(samples.baseline, errors.baseline);
    const ratio = ours.medianMs / baseline.medianMs;
    const phone = await loadOnPhone(browser, apps[0].origin, await apps[0].session(), portalDist);
    return {
      runs,
      ours,
      baseline,
      ratio,
      target: FIRST_LOAD_TARGET_RATIO,
      met: ratio <= FIRST_LOAD_TARGET_RATIO && ours.scripts <= LIST_SCRIPTS_TARGET && !phone.gridFetched.length,
      offMachineRequests: offMachine,
      phone,
      elapsedMs: Date.now() - started,
    };
  } finally {
    await stop();
  }
}

export function formatFirstLoad(result: FirstLoadResult): string {
  const row = (name: string, f: LoadFigures) =>
    `  ${name.padEnd(26)} median ${f.medianMs.toFixed(0).padStart(5)} ms   p90 ${f.p90Ms.toFixed(0).padStart(5)} ms`;
  return [
    `First load, navigation → first shipment row visible (signed-in CSR, cold cache, ${result.runs} alternating runs each)`,
    row('ours (/shipments)', result.ours),
    row('bare react-admin baseline', result.baseline),
    `  ratio ours/baseline ${result.ratio.toFixed(2)} (target ≤ ${result.target.toFixed(2)}) ${result.ratio <= result.target ? 'OK' : 'MISSED'}`,
    `  script files fetched before the first row: ours ${result.ours.scripts} (target ≤ ${LIST_SCRIPTS_TARGET}) ${result.ours.scripts <= LIST_SCRIPTS_TARGET ? 'OK' : 'MISSED'}, baseline ${result.baseline.scripts}`,
    `  on a phone (390 px): ${result.phone.scripts} script files, grid code ${result.phone.gridFetched.length ? `fetched (${result.phone.gridFetched.join(', ')}) MISSED` : 'not fetched OK'}`,
    ...(result.ours.consoleErrors.length ? [`  console errors (ours): ${result.ours.consoleErrors.join(' | ')}`] : []),
    ...(result.baseline.consoleErrors.length
      ? [`  console errors (baseline): ${result.baseline.consoleErrors.join(' | ')}`]
      : []),
    ...(result.offMachineRequests.length
      ? [`  requests that tried to leave the machine (blocked): ${[...new Set(result.offMachineRequests)].join(', ')}`]
      : []),
    `  (took ${(result.elapsedMs / 1000).toFixed(0)} s)`,
  ].join('\n');
}

const isEntry = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntry) {
  const result = await runFirstLoad({ log: console.log });
  console.log(formatFirstLoad(result));
}
