import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, openSignedIn, test } from './fixtures';
import { freshBooking } from './freshBooking';

/** A fresh booking with the demo partner's verified driver and flatbed assigned, through the API. */
async function assignedBooking(request: APIRequestContext) {
  const { booking, staff, partner } = await freshBooking(request);
  const drivers = (await (await request.get('/api/drivers?pageSize=50', { headers: partner })).json()).data.content as {
    id: number;
    status: string;
  }[];
  const vehicles = (await (await request.get('/api/vehicles?pageSize=50', { headers: partner })).json()).data
    .content as { id: number; status: string; vehicleTypeId: number }[];
  const assigned = await request.post(`/api/booking/${booking.id}/assign-driver`, {
    data: {
      driverId: drivers.find((d) => d.status === 'VERIFIED')!.id,
      vehicleId: vehicles.find((v) => v.status === 'VERIFIED' && v.vehicleTypeId === 2)!.id,
    },
    headers: staff,
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return { booking, staff };
}

/** Issue 37 #11: with TRIP_AND_DOCUMENT_VERIFICATIONS on, an uploaded builty is not enough: staff verify it first. */
test('with trip and document verifications on, a CSR approves the builty before the booking can be dispatched', async ({
  page,
  request,
}) => {
  const { booking, staff } = await assignedBooking(request);
  const setVerifications = (enabled: 'enabled' | 'disabled') =>
    request.put('/api/config', {
      data: { name: 'TRIP_AND_DOCUMENT_VERIFICATIONS', values: [], enabled },
      headers: staff,
    });
  expect((await setVerifications('enabled')).status()).toBe(200);
  try {
    await openSignedIn(page, 'csr', `/bookings/${booking.id}/show`);
    await expect(page.getByRole('heading', { name: new RegExp(`^${booking.code}`) })).toBeVisible();
    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByRole('combobox', { name: 'Document type' }).click();
    await page.getByRole('option', { name: /^Bill-T \(builty\)/ }).click();
    const fileName = `builty-${booking.code}.pdf`;
    await page.locator('input[type=file]').setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Document uploaded')).toBeVisible();
    const documents = page.getByRole('table', { name: 'Documents' });
    await expect(documents.getByText('Awaiting review')).toBeVisible();
    await expectAccessible(page);

    // Uploaded is not verified: the move is refused with SPEC's reason.
    await page.getByRole('button', { name: 'Move to Dispatch started' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText('The builty (Bill-T) must be verified by staff before dispatch')).toBeVisible();

    await documents.getByRole('button', { name: `Approve ${fileName}` }).click();
    await expect(page.getByText(`${fileName} approved`)).toBeVisible();
    await expect(documents.getByText('Approved', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Move to Dispatch started' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText('Booking status updated')).toBeVisible();
    await expectAccessible(page);
  } finally {
    await setVerifications('disabled');
  }
});
