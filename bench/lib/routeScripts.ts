import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { signedInContext } from './signedInContext';

/** The list route fetches at most this many script files on a desktop (issue 39; ~98 before). */
export const LIST_SCRIPTS_TARGET = 15;
/** A file of MUI X's data grid: its own component names, which no other library's code holds. */
const GRID_MARKER = 'MuiDataGrid';

/** The build's script files that hold the data grid's code, found by what they contain (not by name). */
export function gridFiles(distDir: string): string[] {
  const assets = join(distDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes(GRID_MARKER))
    .map((name) => `/assets/${name}`);
}

export interface PhoneLoad {
  scripts: number;
  /** Grid files the phone fetched: should be none (it shows cards). */
  gridFetched: string[];
}

/** One signed-in load of the shipments list on a phone-sized screen, until a shipment's card shows. */
export async function loadOnPhone(
  browser: Browser,
  origin: string,
  session: Record<string, string>,
  distDir: string,
): Promise<PhoneLoad> {
  const grid = new Set(gridFiles(distDir));
  const context = await signedInContext(browser, origin, session, { width: 390, height: 844 });
  const scripts: string[] = [];
  context.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/shipments`);
    await page
      .getByText(/SH-\d+/)
      .first()
      .waitFor({ timeout: 60_000 });
    return { scripts: scripts.length, gridFetched: scripts.filter((path) => grid.has(path)) };
  } finally {
    await context.close();
  }
}
