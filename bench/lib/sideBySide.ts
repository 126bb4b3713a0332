import { chromium, type Browser } from '@playwright/test';
import { ensureBaselineBuilt, assertPortalBuilt } from './apps';
import { CHROMIUM_PATH, OFFLINE_RESOLVER_RULES } from './chromium';
import { baselineSession, freshSession, portalSession } from './login';
import { startReferenceApi } from './referenceApi';
import { serveDist } from './serve';

export interface ServedApp {
  name: 'ours' | 'baseline';
  origin: string;
  /** The shipments list's address in this app (the bare app routes by hash). */
  url: string;
  session: () => Promise<Record<string, string>>;
}

/**
 * Our portal and the bare react-admin app built alike, served alike over one reference API (the
 * given one, else one started here), and one Chromium: what every comparison bench runs on.
 */
export async function sideBySide(options: { portalDist: string; baselineDist: string; apiOrigin?: string }) {
  assertPortalBuilt(options.portalDist);
  ensureBaselineBuilt(options.baselineDist);
  const ownApi = options.apiOrigin ? undefined : await startReferenceApi();
  const apiOrigin = options.apiOrigin ?? ownApi!.origin;
  const servedOurs = await serveDist({ distDir: options.portalDist, apiOrigin });
  const servedBaseline = await serveDist({ distDir: options.baselineDist, apiOrigin });
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', OFFLINE_RESOLVER_RULES],
  });
  const apps: [ServedApp, ServedApp] = [
    {
      name: 'ours',
      origin: servedOurs.origin,
      url: `${servedOurs.origin}/shipments`,
      session: freshSession(() => portalSession(apiOrigin, options.portalDist)),
    },
    {
      name: 'baseline',
      origin: servedBaseline.origin,
      url: `${servedBaseline.origin}/#/shipments`,
      session: freshSession(() => baselineSession(apiOrigin)),
    },
  ];
  return {
    browser,
    apps,
    async stop() {
      await browser.close();
      await servedOurs.stop();
      await servedBaseline.stop();
      await ownApi?.stop();
    },
  };
}
