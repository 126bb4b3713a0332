import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { assertPortalBuilt, ensureBaselineBuilt, BASELINE_DIST, PORTAL_DIST } from './lib/apps';
import { CHROMIUM_PATH, OFFLINE_RESOLVER_RULES } from './lib/chromium';
import { baselineSession, freshSession, portalSession } from './lib/login';
import { startReferenceApi } from './lib/referenceApi';
import { serveDist } from './lib/serve';
import { envInt, median } from './lib/stats';

/**
 * Lighthouse 12 on the login page and the signed-in shipments list, desktop preset
 * and default mobile, N-run medians (BENCH_LIGHTHOUSE_RUNS, default 5), for our portal and the bare
 * react-admin app, fully offline, each run in a fresh Chromium profile (cold cache). Runnable alone:
 * `tsx bench/lighthouse.ts` (after `npm run build`).
 */

export const LIGHTHOUSE_TARGETS = {
  performance: { desktop: { login: 95, list: 95 }, mobile: { login: 90, list: 80 } },
  accessibility: 100,
  bestPractices: 100,
} as const;

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type AppName = 'ours' | 'baseline';
type PageName = 'login' | 'list';
type Preset = 'desktop' | 'mobile';

export interface LighthouseOptions {
  runs?: number;
  /** Runs of the baseline, whose figures are context only (default BENCH_LIGHTHOUSE_BASELINE_RUNS, else runs). */
  baselineRuns?: number;
  portalDist?: string;
  baselineDist?: string;
  /** A running reference API to reuse (its origin, without /api); one is started and stopped otherwise. */
  apiOrigin?: string;
  /** Only these page/preset pairs, e.g. `list/mobile` (default BENCH_LIGHTHOUSE_ONLY, comma-separated; all when unset). */
  only?: string[];
  /** Where to keep every run's full report as JSON, for profiling (default BENCH_LIGHTHOUSE_SAVE_DIR; none when unset). */
  saveDir?: string;
  log?: (line: string) => void;
}

export interface LighthouseFigures {
  app: AppName;
  page: PageName;
  preset: Preset;
  performance: number;
  accessibility: number;
  bestPractices: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  /** Accessibility and best-practices audits that failed in any run: id → title. */
  failingAudits: Record<string, string>;
  /** Seconds per Lighthouse run (median). */
  runSeconds: number;
}

export interface LighthouseResult {
  runs: number;
  baselineRuns: number;
  figures: LighthouseFigures[];
  elapsedMs: number;
}

interface Target {
  app: AppName;
  origin: string;
  paths: Record<PageName, string>;
  session: () => Promise<Record<string, string>>;
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', OFFLINE_RESOLVER_RULES];

/**
 * Puts a signed-in session into the fresh profile's localStorage for `origin`, from a page on that
 * origin that loads no app code (a 404 text), so the HTTP cache stays cold for the measured load.
 */
async function seedLocalStorage(port: number, origin: string, entries: Record<string, string>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/__bench-session-seed.txt`);
    await page.evaluate(
      (values) => Object.entries(values).forEach(([key, value]) => localStorage.setItem(key, value)),
      entries,
    );
    await page.close();
  } finally {
    // Disconnects: Playwright did not launch this browser, so it leaves it running for Lighthouse.
    await browser.close();
  }
}

async function lighthouseOnce(
  url: string,
  preset: Preset,
  session: { origin: string; entries: Record<string, string> } | undefined,
): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    if (session) await seedLocalStorage(chrome.port, session.origin, session.entries);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: Boolean(session),
      disableFullPageScreenshot: true,
    };
    const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
    const answer = await lighthouse(url, flags, config);
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = answer;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

const score = (lhr: Result, category: (typeof CATEGORIES)[number]) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function failingAudits(lhr: Result): Record<string, string> {
  const failing: Record<string, string> = {};
  for (const category of ['accessibility', 'best-practices'] as const) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing[ref.id] = audit.title;
    }
  }
  return failing;
}

function summarise(
  app: AppName,
  page: PageName,
  preset: Preset,
  results: Result[],
  seconds: number[],
): LighthouseFigures {
  const medianOf = (pick: (lhr: Result) => number) => median(results.map(pick));
  return {
    app,
    page,
    preset,
    performance: medianOf((lhr) => score(lhr, 'performance')),
    accessibility: medianOf((lhr) => score(lhr, 'accessibility')),
    bestPractices: medianOf((lhr) => score(lhr, 'best-practices')),
    totalBlockingTimeMs: medianOf((lhr) => numeric(lhr, 'total-blocking-time')),
    largestContentfulPaintMs: medianOf((lhr) => numeric(lhr, 'largest-contentful-paint')),
    failingAudits: Object.assign({}, ...results.map(failingAudits)),
    runSeconds: median(seconds),
  };
}

export async function runLighthouse(options: LighthouseOptions = {}): Promise<LighthouseResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const runs = options.runs ?? envInt('BENCH_LIGHTHOUSE_RUNS', 5);
  const baselineRuns = Math.min(runs, options.baselineRuns ?? envInt('BENCH_LIGHTHOUSE_BASELINE_RUNS', runs));
  const portalDist = options.portalDist ?? PORTAL_DIST;
  const baselineDist = options.baselineDist ?? BASELINE_DIST;
  const saveDir = options.saveDir ?? process.env.BENCH_LIGHTHOUSE_SAVE_DIR;
  const only = options.only ?? process.env.BENCH_LIGHTHOUSE_ONLY?.split(',').filter(Boolean);
  assertPortalBuilt(portalDist);
  ensureBaselineBuilt(baselineDist);
  if (saveDir) mkdirSync(saveDir, { recursive: true });

  const ownApi = options.apiOrigin ? undefined : await startReferenceApi();
  const apiOrigin = options.apiOrigin ?? ownApi!.origin;
  const servedOurs = await serveDist({ distDir: portalDist, apiOrigin });
  const servedBaseline = await serveDist({ distDir: baselineDist, apiOrigin });
  try {
    const targets: Target[] = [
      {
        app: 'ours',
        origin: servedOurs.origin,
        paths: { login: '/auth/login', list: '/shipments' },
        session: freshSession(() => portalSession(apiOrigin, portalDist)),
      },
      {
        app: 'baseline',
        origin: servedBaseline.origin,
        paths: { login: '/#/login', list: '/#/shipments' },
        session: freshSession(() => baselineSession(apiOrigin)),
      },
    ];
    const collected = new Map<string, { results: Result[]; seconds: number[] }>();
    for (let run = 0; run < runs; run += 1) {
      for (const page of ['login', 'list'] as const) {
        for (const preset of ['desktop', 'mobile'] as const) {
          if (only?.length && !only.includes(`${page}/${preset}`)) continue;
          // Alternating apps inside each run spreads the machine's load drift over both.
          for (const target of targets.filter((t) => t.app === 'ours' || run < baselineRuns)) {
            const runStarted = Date.now();
            const session = page === 'list' ? { origin: target.origin, entries: await target.session() } : undefined;
            const lhr = await lighthouseOnce(`${target.origin}${target.paths[page]}`, preset, session);
            const finalPath = new URL(lhr.finalDisplayedUrl).hash || new URL(lhr.finalDisplayedUrl).pathname;
            if (page === 'list' && !finalPath.includes('/shipments'))
              throw new Error(`${target.app} list ended on ${lhr.finalDisplayedUrl}: not signed in?`);
            const key = `${target.app}|${page}|${preset}`;
            if (saveDir)
              writeFileSync(join(saveDir, `${target.app}-${page}-${preset}-${run + 1}.json`), JSON.stringify(lhr));
            const entry = collected.get(key) ?? { results: [], seconds: [] };
            entry.results.push(lhr);
            entry.seconds.push((Date.now() - runStarted) / 1000);
            collected.set(key, entry);
            log(
              `  run ${run + 1}/${runs} ${target.app} ${page} ${preset}: performance ${score(lhr, 'performance')}, accessibility ${score(lhr, 'accessibility')}, best practices ${score(lhr, 'best-practices')} (${entry.seconds.at(-1)!.toFixed(0)} s)`,
            );
          }
        }
      }
    }
    const figures = [...collected.entries()].map(([key, { results, seconds }]) => {
      const [app, page, preset] = key.split('|') as [AppName, PageName, Preset];
      return summarise(app, page, preset, results, seconds);
    });
    return { runs, baselineRuns, figures, elapsedMs: Date.now() - started };
  } finally {
    await servedOurs.stop();
    await servedBaseline.stop();
    await ownApi?.stop();
  }
}

export function formatLighthouse(result: LighthouseResult): string {
  const mark = (value: number, target: number) => `${String(value).padStart(3)}${value >= target ? ' ' : '!'}`;
  const lines = [
    `Lighthouse 12, ${result.runs}-run medians (baseline ${result.baselineRuns}), offline (targets: performance desktop ≥ ${LIGHTHOUSE_TARGETS.performance.desktop.list}, mobile login ≥ ${LIGHTHOUSE_TARGETS.performance.mobile.login} and list ≥ ${LIGHTHOUSE_TARGETS.performance.mobile.list}, accessibility ${LIGHTHOUSE_TARGETS.accessibility}, best practices ${LIGHTHOUSE_TARGETS.bestPractices}; ! = missed)`,
    `  ${'page'.padEnd(6)} ${'preset'.padEnd(8)} ${'app'.padEnd(9)} perf   a11y   b.p.   TBT ms   LCP ms`,
  ];
  for (const f of result.figures) {
    const perfTarget = LIGHTHOUSE_TARGETS.performance[f.preset][f.page];
    const ours = f.app === 'ours';
    lines.push(
      `  ${f.page.padEnd(6)} ${f.preset.padEnd(8)} ${f.app.padEnd(9)} ${ours ? mark(f.performance, perfTarget) : `${String(f.performance).padStart(3)} `}   ` +
        `${ours ? mark(f.accessibility, LIGHTHOUSE_TARGETS.accessibility) : `${String(f.accessibility).padStart(3)} `}   ` +
        `${ours ? mark(f.bestPractices, LIGHTHOUSE_TARGETS.bestPractices) : `${String(f.bestPractices).padStart(3)} `}  ` +
        `${f.totalBlockingTimeMs.toFixed(0).padStart(7)}  ${f.largestContentfulPaintMs.toFixed(0).padStart(7)}`,
    );
  }
  const failing = result.figures.filter((f) => Object.keys(f.failingAudits).length);
  if (failing.length) lines.push('  failing accessibility / best-practices audits:');
  for (const f of failing)
    lines.push(
      `    ${f.app} ${f.page} ${f.preset}: ${Object.entries(f.failingAudits)
        .map(([id, title]) => `${id} (${title})`)
        .join('; ')}`,
    );
  const perRun = median(result.figures.map((f) => f.runSeconds));
  lines.push(`  (took ${(result.elapsedMs / 1000).toFixed(0)} s; ${perRun.toFixed(1)} s per Lighthouse run)`);
  return lines.join('\n');
}

const isEntry = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntry) {
  const result = await runLighthouse({ log: console.log });
  console.log(formatLighthouse(result));
}
