import { expect, expectAccessible, test, openSignedIn } from './fixtures';
import type { Page } from '@playwright/test';

/** Demo shipments cycle through the statuses by id: SH-000003 is in transit, SH-000025 created, SH-000005 cancelled. */
async function openAsCsr(page: Page, id: number) {
  await openSignedIn(page, 'csr', `/shipments/${id}/show`);
  await expect(page.getByRole('heading', { name: new RegExp(`^SH-${String(id).padStart(6, '0')}`) })).toBeVisible();
}

/** A PDF by its first bytes (the API checks content, not names), padded to `size` bytes. */
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 0x20)]);

test('a CSR follows a shipment in transit: bookings, bids, tracking, pricing and the map fallback', async ({
  page,
}) => {
  await openAsCsr(page, 3);
  await expect(page.getByText('The map is off: no Google Maps key is configured')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pick-ups' }).getByText(/\d+\.\d{4}, \d+\.\d{4}/)).toBeVisible();
  await expect(page.getByText('Vehicles booked')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Bookings' }).getByRole('cell', { name: 'BK-000003' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Tracking' }).click();
  const tracking = page.getByRole('table', { name: 'Tracking status' });
  await expect(tracking.getByRole('cell', { name: 'In transit', exact: true })).toBeVisible();
  await expect(tracking.getByRole('cell', { name: /^\d+\.\d{4}, \d+\.\d{4} at \d{2}\/\d{2}\/\d{4}/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Bids' }).click();
  await expect(
    page.getByRole('table', { name: 'Bids' }).getByRole('cell', { name: 'Tariq Transport' }).first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a CSR uploads a proof of delivery with a progress bar, sees it count for verification, then deletes it', async ({
  page,
}) => {
  await openAsCsr(page, 3);
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByText('No documents yet.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Document type' }).click();
  await page.getByRole('option', { name: 'Proof of delivery (required)' }).click();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'pod-BK-000003.pdf', mimeType: 'application/pdf', buffer: pdf(1_500_000) });
  // A slow uplink, so the progress bar is there to see.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByText('Document uploaded')).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const documents = page.getByRole('table', { name: 'Documents' });
  await expect(documents.getByRole('cell', { name: /^pod-BK-000003\.pdf/ })).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download pod-BK-000003.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('pod-BK-000003.pdf');

  await page.getByRole('tab', { name: 'Verification' }).click();
  await expect(page.getByRole('list', { name: 'Required documents' }).getByText('Proof of delivery')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Proof of delivery' }).getByText('On file')).toBeVisible();

  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.getByRole('button', { name: 'Delete pod-BK-000003.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No documents yet.')).toBeVisible();

  // A file that only claims to be a PDF is refused with the API's text.
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf') });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Only PDF, PNG, JPEG or WebP files may be uploaded')).toBeVisible();
});

test('a CSR becomes the point of contact, changes the vertical, and sets contract amounts from a CSV', async ({
  page,
}) => {
  await openAsCsr(page, 25);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Make me the point of contact' }).click();
  await expect(page.getByText('You are the point of contact')).toBeVisible();
  await expect(page.getByText('Ayesha Khan', { exact: true }).last()).toBeVisible();
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Change project vertical' }).click();
  // As a person would: the menu has gone before the dialog's select is opened (its closing hands focus back).
  await expect(page.getByRole('menu')).toBeHidden();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Project vertical' }).click();
  await page.getByRole('option', { name: 'Cross Border', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Project vertical changed')).toBeVisible();
  await expect(page.getByText('Cross Border', { exact: true })).toBeVisible();

  await page.goto('/shipments');
  await page.getByRole('button', { name: 'Upload contract amounts' }).click();
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page
    .getByRole('dialog')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'amounts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'referenceNumber,contractAmount\nSH-000025,1\nSH-000025,452000\nSH-999999,100\nSH-000005,3000\n',
      ),
    });
  await expect(page.getByText('1 row applied, 3 rejected.')).toBeVisible();
  const result = await download;
  expect(result.suggestedFilename()).toBe('contract-amounts-result.csv');
  const text = await (await result.createReadStream()).toArray();
  const csv = Buffer.concat(text as Buffer[]).toString();
  expect(csv).toContain('SH-000025,1,Rejected,The contract amount must not be below the shipper rate');
  expect(csv).toContain('SH-000025,452000,Applied');
  expect(csv).toContain('SH-999999,100,Rejected,No shipment has this reference number');
  expect(csv).toContain('SH-000005,3000,Rejected,This shipment can no longer be changed');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page.goto('/shipments/25/show');
  await expect(page.getByText('Rs 452,000').first()).toBeVisible();
});
