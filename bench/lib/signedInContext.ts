import type { Browser, BrowserContext } from '@playwright/test';

/** A fresh browser context (cold cache) whose origin already holds a signed-in session's localStorage. */
export function signedInContext(
  browser: Browser,
  origin: string,
  session: Record<string, string>,
  viewport = { width: 1280, height: 800 },
): Promise<BrowserContext> {
  return browser.newContext({
    viewport,
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: Object.entries(session).map(([name, value]) => ({ name, value })) }],
    },
  });
}
