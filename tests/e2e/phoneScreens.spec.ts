import type { Page } from '@playwright/test';
import { expect, expectAccessible, openSignedIn, test } from './fixtures';
import { freshBooking } from './freshBooking';

const PHONES = [360, 390, 412] as const;
const CONTROLS = 'button, a[href], [role="button"], [role="tab"], [role="checkbox"], [role="combobox"]';

/** Controls a floating element covers: each visible control whose box meets a round New button's, or anything fixed over the page. */
const coveredControls = (page: Page) =>
  page.evaluate((selector) => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const meet = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const main = document.querySelector('#main-content')!;
    const floating = [...main.querySelectorAll('*')].filter((el) =>
      ['fixed', 'sticky'].includes(getComputedStyle(el).position),
    );
    const fabs = [...main.querySelectorAll('.MuiFab-root')];
    const found = floating.map((el) => `floating ${el.className}`);
    for (const fab of fabs) {
      const box = fab.getBoundingClientRect();
      for (const control of main.querySelectorAll(selector))
        if (control !== fab && !fab.contains(control) && !control.contains(fab) && visible(control))
          if (meet(box, control.getBoundingClientRect()))
            found.push(control.getAttribute('aria-label') ?? control.textContent ?? control.tagName);
    }
    return found;
  }, CONTROLS);

test('on phones the New button covers no control of a list, and "Go to next page" pages', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'csr', '/shipments');
  const cards = page.locator('#main-content').getByRole('link', { name: /SH-\d+ · / });
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'New shipment' })).toBeVisible();
  for (const width of PHONES) {
    await page.setViewportSize({ width, height: 844 });
    expect(await coveredControls(page), `at ${width} px`).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await coveredControls(page), `at ${width} px, scrolled down`).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await expectAccessible(page);
  // A tap on the next-page arrow where it is, as a thumb would: it pages, and opens no wizard.
  const first = await cards.first().textContent();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/\/shipments\?/);
  await expect(cards.first()).not.toHaveText(first ?? '');

  // Other lists with a New button, at each phone width.
  for (const [path, newLabel] of [
    ['/drivers', 'New driver'],
    ['/company-groups', 'New group'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: newLabel })).toBeVisible();
    await expect(page.locator('#main-content .MuiListItemButton-root').first()).toBeVisible();
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 844 });
      expect(await coveredControls(page), `${path} at ${width} px`).toEqual([]);
    }
  }
});

/** Controls smaller than a thumb (44 px each way) on the page's main content. */
const smallControls = (page: Page) =>
  page.evaluate((selector) => {
    const small: string[] = [];
    for (const control of document.querySelectorAll(`#main-content :is(${selector})`)) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width < 44 || box.height < 44)
        small.push(
          `${control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName} ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return small;
  }, CONTROLS);

/** At each phone width: nothing wider than the screen, and no control under 44 px. */
async function expectFitsEveryPhone(page: Page) {
  for (const width of PHONES) {
    await page.setViewportSize({ width, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(
      width,
    );
    expect(await smallControls(page), `at ${width} px`).toEqual([]);
  }
}

test("a shipper's shipment on a phone: bookings and bids as cards, no staff fields, thumb-sized controls", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { booking } = await freshBooking(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'shipperA', `/shipments/${booking.shipmentId}/show`);
  await expect(page.getByText('Pricing')).toBeVisible();
  await expect(page.getByText('Vehicles booked')).toBeVisible();
  // Staff's fields are not the shipper's to read.
  for (const staffField of ['Contract amount', 'Tag', 'Internal point of contact', /^Bid limit/])
    await expect(page.locator('#main-content').getByText(staffField, { exact: true })).toHaveCount(0);

  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: booking.code })).toBeVisible();
  await expect(panel.getByRole('table')).toHaveCount(0);
  await expectFitsEveryPhone(page);
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Bids' }).click();
  await expect(panel.getByRole('list', { name: 'Bids' })).toBeVisible();
  await expect(panel.getByRole('table')).toHaveCount(0);
  await expectFitsEveryPhone(page);
  await expectAccessible(page);

  // Their list of shipments too: thumb-sized tabs, buttons, cards and pager.
  await page.goto('/shipments');
  await expect(
    page
      .locator('#main-content')
      .getByRole('link', { name: /SH-\d+ · / })
      .first(),
  ).toBeVisible();
  for (const width of PHONES) {
    await page.setViewportSize({ width, height: 844 });
    expect(await smallControls(page), `list at ${width} px`).toEqual([]);
  }
});
