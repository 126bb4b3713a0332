import { chromium } from '@playwright/test';
import { assertPortalBuilt, PORTAL_DIST } from './lib/apps';
import { CHROMIUM_PATH, OFFLINE_RESOLVER_RULES } from './lib/chromium';
import { portalSession } from './lib/login';
import { startReferenceApi } from './lib/referenceApi';
import { serveDist } from './lib/serve';
import { FIRST_ROW_WATCHER, FIRST_ROW_MARK } from './lib/firstRow';
import { summariseProfile } from './lib/cpuProfile';
import { signedInContext } from './lib/signedInContext';

/**
 * The waterfall behind the first-load figure: one signed-in load of /shipments (after one warm-up),
 * every request's start and end (Resource Timing) and the long tasks, against the moment the first
 * shipment row showed. `tsx bench/first-load-trace.ts` after `npm run build`; BENCH_TRACE_PATH
 * picks another page.
 */
const path = process.env.BENCH_TRACE_PATH ?? '/shipments';
/** BENCH_TRACE_PROFILE=1 adds a sampled CPU profile of the measured load: where the main thread's time went. */
const profile = process.env.BENCH_TRACE_PROFILE === '1';
assertPortalBuilt(PORTAL_DIST);
const api = await startReferenceApi();
const served = await serveDist({ distDir: PORTAL_DIST, apiOrigin: api.origin });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', OFFLINE_RESOLVER_RULES],
});
try {
  for (const measured of [false, true]) {
    const session = await portalSession(api.origin, PORTAL_DIST);
    const context = await signedInContext(browser, served.origin, session);
    const page = await context.newPage();
    // The profiler follows one renderer: a page of the same origin first, so the load stays in it.
    const cdp = measured && profile ? await context.newCDPSession(page) : undefined;
    if (cdp) {
      await page.goto(`${served.origin}/build.json`);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await page.addInitScript({
      content: `window.__longTasks = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); ${FIRST_ROW_WATCHER}`,
    });
    await page.goto(`${served.origin}${path}`, { waitUntil: 'commit' });
    await page.waitForFunction((mark) => (window as unknown as Record<string, unknown>)[mark], FIRST_ROW_MARK, {
      timeout: 60_000,
      polling: 50,
    });
    if (measured) {
      const trace = await page.evaluate((mark) => {
        const w = window as unknown as Record<string, unknown>;
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return {
          firstRow: Math.round(w[mark] as number),
          domContentLoaded: Math.round(nav.domContentLoadedEventEnd),
          resources: performance
            .getEntriesByType('resource')
            .map(
              (e) =>
                [Math.round(e.startTime), Math.round((e as PerformanceResourceTiming).responseEnd), e.name] as const,
            ),
          longTasks: w.__longTasks as [number, number][],
        };
      }, FIRST_ROW_MARK);
      console.log(`first shipment row at ${trace.firstRow} ms; DOMContentLoaded ${trace.domContentLoaded} ms`);
      for (const [start, end, name] of trace.resources.sort((a, b) => a[0] - b[0])) {
        const short = name.replace(served.origin, '');
        console.log(`  ${String(start).padStart(5)} → ${String(end).padStart(5)} ms  ${short.slice(0, 140)}`);
      }
      console.log(`long tasks (start, ms): ${trace.longTasks.map(([s, d]) => `${s}+${d}`).join(', ') || 'none'}`);
      if (cdp) console.log(summariseProfile((await cdp.send('Profiler.stop')).profile, served.origin).join('\n'));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await served.stop();
  await api.stop();
}
