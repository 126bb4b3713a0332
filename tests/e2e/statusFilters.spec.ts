import type { Page } from '@playwright/test';
import { expect, expectAccessible, gridRows, openSignedIn, test, typeDate } from './fixtures';

/** Every figure card of the dashboard: its link's name ("Created shipments: 12[, detail]") and its count. */
async function dashboardCards(page: Page) {
  await expect(page.getByRole('region', { name: 'Shipments by status' }).getByRole('link')).toHaveCount(6);
  const names = await page
    .locator('#main-content a[aria-label]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')!));
  return names
    .map((name) => ({ name, match: /^(.+?): (\d+)(?:,|$)/.exec(name) }))
    .filter((card) => card.match)
    .map(({ name, match }) => ({ name, count: Number(match![2]) }));
}

/** The list on screen holds exactly `count` rows in all: its pager's total, or its rows when they fit one page. */
async function expectListTotal(page: Page, count: number, card: string) {
  if (count === 0) {
    await expect(page.getByText(/^No .+ found/).first(), card).toBeVisible();
    return;
  }
  if (new URL(page.url()).pathname === '/verification') {
    const table = page.getByRole('table');
    await expect(table, card).toBeVisible();
    const pager = page.getByText(new RegExp(`of ${count}$`));
    if (!(await pager.count())) await expect(table.locator('tbody tr'), card).toHaveCount(count);
    return;
  }
  await expect(page.getByText(new RegExp(`of ${count}$`)).first(), card).toBeVisible();
}

/** Clicks each card of the dashboard in turn and checks the list it opens holds exactly its count. */
async function everyCardOpensItsCount(page: Page) {
  const cards = await dashboardCards(page);
  await expectAccessible(page);
  expect(cards.length).toBeGreaterThan(10);
  for (const card of cards) {
    await page.getByRole('link', { name: card.name, exact: true }).click();
    await expect(page).not.toHaveURL(/\/$/);
    await expectListTotal(page, card.count, card.name);
    await page.goBack();
    await expect(page.getByRole('heading', { name: /^Welcome,/ })).toBeVisible();
  }
  return cards;
}

test("every card of the staff dashboard opens a list whose total is the card's count; a status card opens that status", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'csr', '/');
  await expect(page.getByRole('heading', { name: /^Welcome,/ })).toBeVisible();
  const cards = await everyCardOpensItsCount(page);
  expect(cards.map((card) => card.name)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^Shipments with open bids: \d+, \d+ open bids?$/)]),
  );

  // "Created" opens the Created shipments alone, with its status shown in the list's Status filter.
  await page.getByRole('link', { name: /^Created shipments: / }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Created');
  await expect(gridRows(page).first()).toBeVisible();
  for (const row of await gridRows(page).all()) await expect(row.getByText('Created', { exact: true })).toBeVisible();
  await expect(page.getByText('Dispatch started', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
});

test("every card of a shipper's dashboard opens its company's list holding the card's count", async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'shipperA', '/');
  await expect(page.getByRole('heading', { name: /^Welcome,/ })).toBeVisible();
  await everyCardOpensItsCount(page);
  await page.getByRole('link', { name: /^Shipments with open bids: / }).click();
  await expect(page.getByLabel('With open bids', { exact: true })).toBeChecked();
  await expectAccessible(page);
});

test('a date filter waits for a whole date, and says a range that ends before it starts under its own field', async ({
  page,
}) => {
  await openSignedIn(page, 'csr', '/shipments?filter=' + encodeURIComponent(JSON.stringify({ filter: 'all' })));
  await expect(gridRows(page).first()).toBeVisible();
  const filterOf = () => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');
  const until = page.getByRole('group', { name: 'Loading until', exact: true });

  // Half-typed: the day, the month and the year's first digit. Nothing is filtered yet, and nothing is wrong.
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Loading until' }).click();
  await until.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type('15062');
  await expect(until.getByRole('spinbutton', { name: 'Year' })).toHaveText('0002');
  await expect(gridRows(page).first()).toBeVisible();
  await expect(page.getByText('Enter a valid date')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(filterOf().toDate).toBeUndefined();

  // The whole year: now it filters.
  await page.keyboard.type('030');
  await expect.poll(() => filterOf().toDate).toMatch(/^2030-06-1[45]T/);
  await expect(gridRows(page).first()).toBeVisible();

  // A "from" after that "until": the message is said under "Loading until" alone, the list stays, no toast.
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Loading from' }).click();
  await typeDate(page, 'Loading from', new Date(2030, 6, 1));
  const message = page.getByText('To date must not be before from date', { exact: true });
  await expect(message).toBeVisible();
  await expect(
    page.locator('.MuiFormControl-root', { has: until }).getByText('To date must not be before from date'),
  ).toBeVisible();
  await expect(page.getByText(/\|/)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(gridRows(page).first()).toBeVisible();
  expect(filterOf().fromDate).toBeUndefined();
  await expectAccessible(page);

  // Set right, the message goes and the range filters.
  await typeDate(page, 'Loading from', new Date(2030, 5, 1));
  await expect(message).toHaveCount(0);
  await expect.poll(() => filterOf().fromDate).toMatch(/^20(30-05-31|30-06-01)T/);
});
