import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Download, Page } from '@playwright/test';
import { expect, expectAccessible, gridRows, openSignedIn, test } from './fixtures';

const two = (n: number) => String(n).padStart(2, '0');
/** A loading time three days from now, written as a spreadsheet would ("2026-12-01 09:00"). */
function inThreeDays() {
  const day = new Date(Date.now() + 3 * 86_400_000);
  return `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())} 09:00`;
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const download: Promise<Download> = page.waitForEvent('download');
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}

test('a shipper imports 20 rows from a spreadsheet: the check finds 2 refused, the import makes 18, the result file has their references', async ({
  page,
}) => {
  await openSignedIn(page, 'shipperA', '/shipments');
  await expect(gridRows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import shipments from a spreadsheet' });
  await expect(dialog.getByRole('button', { name: 'Check' })).toBeDisabled();
  await expectAccessible(page);

  // The template's header row is the file's.
  const template = await downloaded(page, () => dialog.getByRole('button', { name: 'CSV template' }).click());
  expect(template.name).toBe('shipments-import-template.csv');
  const [header, example] = Papa.parse<string[]>(template.text.replace(/^\uFEFF/, '').trim()).data;
  const at = (name: string) => header.indexOf(name);
  expect(at('Pick-up city')).toBeGreaterThanOrEqual(0);

  // Each attempt its own references, so a retry on the same server is not "already imported".
  const run = `E2E-${Date.now().toString(36)}`;
  const rows = Array.from({ length: 20 }, (_, i) => {
    const row = [...example];
    row[at('Reference number')] = `${run}-${i + 1}`;
    row[at('Loading time')] = inThreeDays();
    row[at('Contract amount (staff only)')] = '';
    return row;
  });
  rows[4][at('Drop-off city')] = rows[4][at('Pick-up city')];
  rows[13][at('Weight (tonnes)')] = '20000';
  const csv = Papa.unparse({ fields: header, data: rows });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'shipments.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByText('File: shipments.csv')).toBeVisible();

  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(dialog.getByText('Valid: 18 · Refused: 2 · Already imported: 0')).toBeVisible();
  const table = dialog.getByRole('table', { name: 'The rows of the file' });
  // Spreadsheet rows: the header is row 1, so the 5th and 14th shipments are rows 6 and 15.
  const rowOf = (n: number) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: String(n), exact: true }) });
  await expect(rowOf(6)).toContainText('Refused');
  await expect(rowOf(6)).toContainText('Drop-off city: Pick up and drop off cities must be different');
  await expect(rowOf(15)).toContainText('Weight (tonnes): Weight must be between 1 and 10000');
  await expect(table.getByRole('cell', { name: 'Valid', exact: true })).toHaveCount(18);
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Import 18 shipments' }).click();
  await expect(dialog.getByText('Created: 18 · Already imported: 0 · Refused: 2')).toBeVisible();
  await expect(table.getByRole('link', { name: /^SH-\d{6}$/ })).toHaveCount(18);
  await expectAccessible(page);

  const result = await downloaded(page, () => dialog.getByRole('button', { name: 'Download result' }).click());
  expect(result.name).toBe('shipments-import-result.csv');
  const lines = Papa.parse<Record<string, string>>(result.text.replace(/^\uFEFF/, '').trim(), { header: true }).data;
  expect(lines).toHaveLength(20);
  const created = lines.filter((line) => line.status === 'created');
  expect(created).toHaveLength(18);
  expect(new Set(created.map((line) => line.reference)).size).toBe(18);
  for (const line of created) {
    expect(line.reference).toMatch(/^SH-\d{6}$/);
    expect(line.referenceNumber).toMatch(new RegExp(`^${run}-\\d+$`));
  }
  expect(lines.filter((line) => line.status === 'refused').map((line) => line.row)).toEqual(['6', '15']);

  // The new shipments are the company's: one is found on the list by its reference.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByRole('textbox', { name: 'Reference number' }).fill(created[0].reference);
  await expect(page.getByRole('gridcell', { name: created[0].reference, exact: true })).toBeVisible();
  await expectAccessible(page);
});
