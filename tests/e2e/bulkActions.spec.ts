import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { validShipment } from '../api/shipmentFixtures';
import { apiToken, expect, expectAccessible, gridRows, openSignedIn, test } from './fixtures';

/**
 * Acting on many (issue 42): a CSR tags five selected shipments at once while a colleague edits one of
 * them through the API. Each shipment is tagged on its own with the version the list showed, so the
 * edited one is refused as stale and the other four are tagged; "Retry the failed" re-reads it and tags it.
 */

interface Shipment {
  id: number;
  code: string;
  tagged?: boolean;
}
const bearer = async (request: APIRequestContext) => ({ authorization: `Bearer ${await apiToken(request, 'csr')}` });

/** Five shipments of company A with a shipper reference of this attempt's own, which the list's search finds. */
async function fiveShipments(request: APIRequestContext, reference: string): Promise<Shipment[]> {
  const headers = await bearer(request);
  const made: Shipment[] = [];
  for (let i = 1; i <= 5; i++) {
    const res = await request.post('/api/shipment/v3', {
      data: validShipment({ companyId: 1, referenceNumber: `${reference}-${i}` }),
      headers,
    });
    expect(res.status(), await res.text()).toBe(201);
    made.push((await res.json()).data as Shipment);
  }
  return made;
}

async function shipmentNow(request: APIRequestContext, id: number): Promise<Shipment> {
  const res = await request.get(`/api/shipment/${id}`, { headers: await bearer(request) });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as Shipment;
}

test('a bulk tag of five shipments, one edited meanwhile, tags four, refuses the stale one and tags it on retry', async ({
  page,
  request,
}) => {
  const reference = `BULK-${randomUUID().slice(0, 8)}`;
  const shipments = await fiveShipments(request, reference);
  await openSignedIn(
    page,
    'csr',
    `/shipments?filter=${encodeURIComponent(JSON.stringify({ referenceNo: reference }))}`,
  );
  const rows = gridRows(page);
  await expect(rows).toHaveCount(5);
  for (const { code } of shipments) await rows.filter({ hasText: code }).getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'Tag', exact: true })).toBeEnabled();

  // A colleague edits the third meanwhile: the version the list showed is now out of date.
  const edited = shipments[2];
  const patched = await request.patch(`/api/shipment/${edited.id}`, {
    data: { specialInstructions: 'Fragile: edited meanwhile' },
    headers: await bearer(request),
  });
  expect(patched.status(), await patched.text()).toBe(200);

  await page.getByRole('button', { name: 'Tag', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Tag 5 shipments' });
  await expect(form.getByRole('combobox', { name: 'Tagging origin' })).toHaveText('Normal');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Tag', exact: true }).click();

  const result = page.getByRole('dialog', { name: 'Tag: the outcome' });
  await expect(result.getByRole('status')).toHaveText('4 done, 1 refused');
  const refused = result.getByRole('list', { name: 'Refused' }).getByRole('listitem');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText(edited.code);
  await expect(refused).toContainText('Someone else changed this shipment meanwhile: reload it and try again');
  await expectAccessible(page);
  expect((await shipmentNow(request, shipments[0].id)).tagged).toBe(true);
  expect((await shipmentNow(request, edited.id)).tagged).toBe(false);

  await result.getByRole('button', { name: 'Retry the failed' }).click();
  await expect(result.getByRole('status')).toHaveText('1 done, 0 refused');
  await expect(result.getByRole('button', { name: 'Retry the failed' })).toHaveCount(0);
  await expectAccessible(page);
  expect((await shipmentNow(request, edited.id)).tagged).toBe(true);

  // Closing the result clears the selection.
  await result.getByRole('button', { name: 'Close' }).click();
  await expect(result).toHaveCount(0);
  await expect(rows.getByRole('checkbox', { checked: true })).toHaveCount(0);
  for (const { id } of shipments) expect((await shipmentNow(request, id)).tagged).toBe(true);
});
