import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, gridRows, signIn, test, typeDate, openSignedIn } from './fixtures';
import { format as formatDate } from 'date-fns';

/**
 * Faults: the portal with its API down, slow, answering HTML, or failing with a 500. Every
 * main screen shows SPEC §8's text and comes back once the API does; a failed create keeps the wizard.
 */
/** SPEC §8 "Generic failure": the one text for a network failure, a timeout and an unreadable or failed answer. */
const GENERIC = 'Unable to process request';
/** The client's timeout (VITE_API_TIMEOUT_MS, default 30000 in src/providers/apiConnection.ts), and a little more. */
const PAST_CLIENT_TIMEOUT_MS = 31_000;
const PROXY_PAGE =
  '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';

const FAULTS = ['down', 'slow', 'html', 'server error'] as const;
type Fault = (typeof FAULTS)[number];
const injected: Record<Fault, number> = { down: 0, slow: 0, html: 0, 'server error': 0 };

/** Every API call (or only those of `method` on `url`) meets the fault until healApi. */
async function breakApi(page: Page, fault: Fault, url = '**/api/**', method?: string) {
  await page.route(url, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    injected[fault] += 1;
    if (fault === 'down') return route.abort('connectionrefused');
    // Held, never answered: the client's own timeout has to end it.
    if (fault === 'slow') return;
    if (fault === 'html') return route.fulfill({ status: 200, contentType: 'text/html', body: PROXY_PAGE });
    return route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: GENERIC } });
  });
}

const healApi = (page: Page) => page.unrouteAll({ behavior: 'ignoreErrors' });

/**
 * Waits for `target` while the page's clock jumps past the client's timeout and react-query's retry
 * delays, so a "slow" API costs no real waiting (page.clock must be installed).
 */
async function expectWhileTimePasses(page: Page, target: Locator) {
  await expect(async () => {
    if (!(await target.isVisible())) await page.clock.fastForward(PAST_CLIENT_TIMEOUT_MS);
    await expect(target).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 30_000, intervals: [50] });
}

/** The app bar's Refresh turns into a spinner while any call is under way: time passes until it is back. */
async function clickWhileTimePasses(page: Page, button: Locator) {
  await expectWhileTimePasses(page, button);
  await button.click();
}

/** Lets the other calls' retries run out (their spinners stop) before axe looks at the page. */
async function settleThenCheckAccessible(page: Page) {
  await expect(async () => {
    const running = await page.evaluate(
      () => document.getAnimations().filter((animation) => animation.playState === 'running').length,
    );
    if (running) await page.clock.fastForward(PAST_CLIENT_TIMEOUT_MS);
    expect(running).toBe(0);
  }).toPass({ timeout: 30_000, intervals: [100] });
  await expectAccessible(page);
}

interface Screen {
  name: string;
  /** How a person gets there: the menu, or a row of the list before. */
  open: (page: Page) => Promise<void>;
  /**
   * The app bar's title once the screen is on screen. Until the screen's code has arrived the page
   * before stays (a route change waits for it), and that page's own late calls may fail and show
   * the text and a Retry: those are not this screen's.
   */
  title: string | RegExp;
  /** What shows once the screen has its data. */
  ready: (page: Page) => Locator;
  /** The screen's own Retry, or the app bar's Refresh (every query again). */
  recover: 'Retry' | 'Refresh';
  /** The record is on screen already from the list's row, and stays there under the failure's text. */
  shownFromList?: true;
}

const menu = (name: string) => (page: Page) => page.getByRole('menuitem', { name }).click();
const appBarTitle = (page: Page) => page.locator('#react-admin-title');
const welcome = (page: Page) => page.getByRole('heading', { name: 'Welcome, Bilal Ahmed' });

/** One shipper's walk through the portal; the dashboard comes last, when its data is cached and stale. */
const SCREENS: Screen[] = [
  {
    name: 'shipments list',
    open: menu('Shipments'),
    title: 'Shipments',
    ready: (page) => page.getByRole('gridcell', { name: /^SH-\d+$/ }).first(),
    recover: 'Retry',
  },
  {
    name: 'shipment page',
    open: (page) =>
      page
        .getByRole('gridcell', { name: /^SH-\d+$/ })
        .first()
        .click(),
    title: /^Shipments SH-\d+$/,
    ready: (page) => page.getByRole('heading', { name: /^SH-\d+ · / }),
    recover: 'Retry',
    shownFromList: true,
  },
  {
    name: 'bookings list',
    open: menu('Bookings'),
    title: 'Bookings',
    ready: (page) => page.getByRole('gridcell', { name: /^BK-\d+$/ }).first(),
    recover: 'Retry',
  },
  {
    name: 'wallet',
    open: menu('Wallet'),
    title: 'Wallet',
    ready: (page) => page.getByRole('heading', { name: 'Transactions' }),
    recover: 'Retry',
  },
  { name: 'dashboard', open: menu('Dashboard'), title: 'Dashboard', ready: welcome, recover: 'Refresh' },
];

/** The text on the page itself (not only in a toast that goes away), where it shows: a filter's hidden helper text does not count. */
const onPage = (page: Page) => page.locator('#main-content').getByText(GENERIC).filter({ visible: true }).first();

/**
 * Where axe looks at the failed state: each kind of error display once (the bookings list shares the
 * shipments list's), never under "slow", whose held calls keep spinners turning.
 */
const AXE_CHECKS: Partial<Record<string, Fault>> = {
  'login page': 'html',
  'shipments list': 'down',
  'shipment page': 'server error',
  wallet: 'down',
  dashboard: 'html',
};

for (const fault of FAULTS) {
  test(`API ${fault}: the login page and every main screen say "${GENERIC}" and recover when the API is back`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/auth/login');
    await test.step('login page', async () => {
      await breakApi(page, fault);
      await signIn(page, 'shipperA');
      await expectWhileTimePasses(page, page.getByRole('alert').filter({ hasText: GENERIC }));
      if (AXE_CHECKS['login page'] === fault) await settleThenCheckAccessible(page);
      await healApi(page);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(welcome(page)).toBeVisible();
    });

    for (const screen of SCREENS) {
      await test.step(screen.name, async () => {
        await breakApi(page, fault);
        await screen.open(page);
        await expect(appBarTitle(page)).toHaveText(screen.title);
        await expectWhileTimePasses(page, onPage(page));
        if (!screen.shownFromList) await expect(screen.ready(page)).toBeHidden();
        if (AXE_CHECKS[screen.name] === fault) await settleThenCheckAccessible(page);
        const recover = page.getByRole('button', { name: screen.recover, exact: true }).first();
        // The way back is on screen while the API is still failing (not only once it works again).
        if (screen.recover === 'Retry') await expectWhileTimePasses(page, recover);
        await healApi(page);
        await clickWhileTimePasses(page, recover);
        await expect(screen.ready(page)).toBeVisible();
        await expect(onPage(page)).toBeHidden();
      });
    }
  });
}

/** Every resource a CSR reaches from the menu, by its path, and whether a row opens a record page. */
const RESOURCE_SCREENS: { path: string; opensRecord: boolean }[] = [
  { path: '/shipments', opensRecord: true },
  { path: '/bookings', opensRecord: true },
  { path: '/company-groups', opensRecord: true },
  { path: '/company-projects', opensRecord: true },
  { path: '/demand-addas', opensRecord: true },
  { path: '/users', opensRecord: true },
  { path: '/roles', opensRecord: true },
  { path: '/drivers', opensRecord: true },
  { path: '/vehicles', opensRecord: true },
  { path: '/fleets', opensRecord: true },
  { path: '/fuel-pumps', opensRecord: true },
  { path: '/tyres', opensRecord: true },
  { path: '/locations', opensRecord: true },
  { path: '/payments', opensRecord: true },
  { path: '/payment-batches', opensRecord: true },
  { path: '/bank-accounts', opensRecord: false },
  { path: '/invoices', opensRecord: true },
];
/** Custom pages that load a table at once (a CSR's wallet and billing start with picking whose; the shipper's wallet is in the walk above). */
const CUSTOM_SCREENS = [
  { path: '/verification', title: 'Partner verification' },
  { path: '/configuration', title: 'Configuration' },
];
/**
 * Opens a screen from the menu and waits until it is on screen: its title (a list's is its menu
 * item's) is in the app bar. Until then the page before stays, and its own late failures are not this screen's.
 */
async function menuTo(page: Page, path: string, title?: string) {
  const item = page.locator(`a[role="menuitem"][href="${path}"]`);
  const shown = title ?? (await item.innerText()).trim();
  await item.click();
  await expect(appBarTitle(page)).toHaveText(shown);
}

const firstRow = (page: Page) => gridRows(page).first();
/** A record page with its record: a show page's heading, or an edit page's form. */
const recordPage = (page: Page) =>
  page
    .locator('#main-content .show-page')
    .getByRole('heading')
    .or(page.locator('#main-content .edit-page form'))
    .first();
const retry = (page: Page) => page.getByRole('button', { name: 'Retry', exact: true });

/**
 * Breaks the API, does `open`, expects SPEC's text with a Retry, heals the API and retries. The fault
 * is a proxy's HTML page: every kind shows the same on a screen (the walks above try each kind), and
 * this one is not retried by the client, so the walk through every screen waits for nothing.
 */
async function failThenRecover(page: Page, open: () => Promise<unknown>) {
  await breakApi(page, 'html');
  await open();
  await expect(retry(page).first()).toBeVisible();
  await expect(onPage(page)).toBeVisible();
  await healApi(page);
  // A page with more than one part (the configuration page's two sections) has a Retry on each.
  // A Retry may be replaced while it is clicked (its part reloads): try again, with room for a busy machine.
  await expect(async () => {
    if (await retry(page).count()) await retry(page).first().click({ timeout: 2000 });
    await expect(onPage(page)).toBeHidden({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
}

test('API failing under every list, record page and custom page a CSR opens: SPEC text, Retry, and the data once the API is back', async ({
  page,
}) => {
  // Seventeen lists, fifteen record pages and two custom pages, each failed and recovered: over two
  // minutes alone, so twice that and more.
  test.setTimeout(300_000);
  await openSignedIn(page, 'csr', '/');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  for (const { path, opensRecord } of RESOURCE_SCREENS) {
    await test.step(path, async () => {
      await failThenRecover(page, () => menuTo(page, path));
      await expect(firstRow(page)).toBeVisible();
      if (!opensRecord) return;
      // A row's record is already cached from the list: a reload is what finds the page without it.
      await firstRow(page).click();
      await expect(recordPage(page)).toBeVisible();
      await failThenRecover(page, () => page.reload());
      await expect(recordPage(page)).toBeVisible();
    });
  }
  for (const { path, title } of CUSTOM_SCREENS) {
    await test.step(path, async () => {
      await failThenRecover(page, () => menuTo(page, path, title));
      await expect(page.locator('#main-content').getByRole('table').first()).toBeVisible();
    });
  }
});

function tomorrowAtTen() {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
  date.setHours(10, 0, 0, 0);
  return date;
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const back = (page: Page) => page.getByRole('button', { name: 'Back' }).click();
const stepHeading = (page: Page, step: string) =>
  expect(page.getByRole('heading', { name: new RegExp(`^Step \\d of 6: ${step}$`) })).toBeVisible();

async function pickCity(page: Page, label: string, term: string, option: string) {
  await page.getByRole('combobox', { name: label }).fill(term);
  await page.getByRole('option', { name: option }).click();
}

/** Picks the first choice of a select and answers its text. */
async function pickFirst(page: Page, label: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  const option = page.getByRole('option').first();
  const text = (await option.innerText()).trim();
  await option.click();
  return text;
}

test('a half-filled shipment wizard keeps everything typed through a 500 and a dropped network, and creates the shipment once the API is back', async ({
  page,
}) => {
  const instructions = `Fault drill ${Date.now().toString(36)}: call the gate before arrival`;
  await openSignedIn(page, 'shipperA', '/shipments/create');
  await stepHeading(page, 'Route');

  const route = {
    'Pick-up address': 'Plot 12, West Wharf',
    'Drop-off address': 'Gate 3, Sundar Industrial Estate',
    'Special instructions': instructions,
  };
  await pickCity(page, 'Pick-up city', 'Kar', 'Karachi, Pakistan');
  await pickCity(page, 'Drop-off city', 'Lah', 'Lahore, Pakistan');
  for (const [label, value] of Object.entries(route)) await page.getByLabel(label).fill(value);
  const loadingTime = tomorrowAtTen();
  await typeDate(page, 'Loading time', loadingTime, true);
  await next(page);
  await stepHeading(page, 'Load');
  const goodsType = await pickFirst(page, 'Cargo Type');
  const load = { 'Load weight (Tonne)': '20', 'Total shipment weight (Tonne)': '20', 'Quantity (optional)': '3' };
  for (const [label, value] of Object.entries(load)) await page.getByLabel(label).fill(value);
  await next(page);
  await stepHeading(page, 'Vehicle');
  const vehicleType = await pickFirst(page, 'Vehicle Type');
  await next(page);
  await stepHeading(page, 'Pricing');
  await page.getByLabel('Shipper Rate (Rs)').fill('50000');
  await next(page);
  await stepHeading(page, 'Details');
  await next(page);
  await stepHeading(page, 'Review');

  const createButton = page.getByRole('button', { name: 'Create shipment' });
  const createFailed = page.getByRole('alert').filter({ hasText: GENERIC });
  for (const fault of ['server error', 'down'] as const) {
    await breakApi(page, fault, '**/api/shipment/v3', 'POST');
    await createButton.click();
    await expect(createFailed).toBeVisible();
    await stepHeading(page, 'Review');
    await expect(page.getByText(instructions)).toBeVisible();
    await healApi(page);
  }
  await expectAccessible(page);

  // Every step still holds what was typed.
  await back(page);
  await stepHeading(page, 'Details');
  await back(page);
  await stepHeading(page, 'Pricing');
  await expect(page.getByLabel('Shipper Rate (Rs)')).toHaveValue('50000');
  await back(page);
  await stepHeading(page, 'Vehicle');
  await expect(page.getByRole('combobox', { name: 'Vehicle Type', exact: true })).toHaveText(vehicleType);
  await back(page);
  await stepHeading(page, 'Load');
  await expect(page.getByRole('combobox', { name: 'Cargo Type', exact: true })).toHaveText(goodsType);
  for (const [label, value] of Object.entries(load)) await expect(page.getByLabel(label)).toHaveValue(value);
  await back(page);
  await stepHeading(page, 'Route');
  await expect(page.getByRole('combobox', { name: 'Pick-up city' })).toHaveValue('Karachi, Pakistan');
  await expect(page.getByRole('combobox', { name: 'Drop-off city' })).toHaveValue('Lahore, Pakistan');
  for (const [label, value] of Object.entries(route)) await expect(page.getByLabel(label)).toHaveValue(value);
  await expect(page.locator('#shipment-loadingTime')).toHaveValue(formatDate(loadingTime, 'dd/MM/yyyy hh:mm a'));

  for (const step of ['Load', 'Vehicle', 'Pricing', 'Details', 'Review']) {
    await next(page);
    await stepHeading(page, step);
  }
  await createButton.click();
  await expect(page.getByRole('heading', { name: /^SH-\d+ · Karachi → Lahore$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/shipments\/\d+\/show$/);
  await expect(page.getByText(instructions)).toBeVisible();
});

test.afterAll(() => {
  const total = Object.values(injected).reduce((sum, n) => sum + n, 0);
  console.log(`faults injected: ${total} (${FAULTS.map((fault) => `${fault} ${injected[fault]}`).join(', ')})`);
});
