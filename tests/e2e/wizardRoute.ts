import type { Page } from '@playwright/test';
import { typeDate } from './fixtures';

/** Fills the wizard's Route step (Karachi to Lahore, loading in three days at 10:00) and moves on to Load. */
export async function fillRouteStep(page: Page) {
  const city = async (label: string, term: string, option: string) => {
    await page.getByRole('combobox', { name: label }).fill(term);
    await page.getByRole('option', { name: option }).click();
  };
  await city('Pick-up city', 'Kar', 'Karachi, Pakistan');
  await page.getByLabel('Pick-up address').fill('Plot 7, West Wharf');
  await city('Drop-off city', 'Lah', 'Lahore, Pakistan');
  await page.getByLabel('Drop-off address').fill('Gate 2, Sundar Industrial Estate');
  const loading = new Date(Date.now() + 3 * 24 * 3_600_000);
  loading.setHours(10, 0, 0, 0);
  await typeDate(page, 'Loading time', loading, true);
  await page.getByRole('button', { name: 'Next' }).click();
}
