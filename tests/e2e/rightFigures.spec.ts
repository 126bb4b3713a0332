import type { APIRequestContext } from '@playwright/test';
import { validShipment } from '../api/shipmentFixtures';
import { apiToken, expect, expectAccessible, openSignedIn, test } from './fixtures';
import { partnerAuthorization } from './freshBooking';

const PORT_QASIM = [{ cityId: 1, address: 'Port Qasim, Berth 4', loads: [{ goodsTypeId: 2, weight: 18 }] }];

/** A fresh flatbed shipment of company A at a shipper rate of Rs 101,000, and the demo partner's bid of Rs 95,000 on it. */
async function shipmentWithBid(request: APIRequestContext, vehicleCount: number) {
  const staff = { authorization: `Bearer ${await apiToken(request, 'csr')}` };
  const created = await request.post('/api/shipment/v3', {
    data: validShipment({ companyId: 1, vehicleCount, weight: 18, shipperRate: 101_000, pickupLocations: PORT_QASIM }),
    headers: staff,
  });
  expect(created.status(), await created.text()).toBe(201);
  const shipment = (await created.json()).data as { id: number; code: string };
  const bid = await request.post('/api/bid', {
    data: { shipmentId: shipment.id, amount: 95_000 },
    headers: await partnerAuthorization(request),
  });
  expect(bid.status(), await bid.text()).toBe(201);
  return { shipment, bidId: (await bid.json()).data.id as number, staff };
}

async function accept(request: APIRequestContext, bidId: number, staff: Record<string, string>) {
  const accepted = await request.post(`/api/bid/${bidId}/accept`, { data: {}, headers: staff });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return (await accepted.json()).data.bookings[0] as { id: number; code: string };
}

test('staff set a contract amount, never below the shipper rate, and the margin on the shipment and its booking follows it', async ({
  page,
  request,
}) => {
  const { shipment, bidId, staff } = await shipmentWithBid(request, 2);
  const booking = await accept(request, bidId, staff);

  await openSignedIn(page, 'csr', `/shipments/${shipment.id}/show`);
  await expect(page.getByRole('heading', { name: new RegExp(`^${shipment.code} ·`) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change margin' })).toHaveCount(0);
  // At the shipper rate: Rs 101,000 less the carrier's Rs 95,000.
  await expect(page.getByText('Margin on booked vehicles')).toBeVisible();
  await expect(page.getByText('Rs 6,000', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Set contract amount' }).click();
  const dialog = page.getByRole('dialog', { name: `Contract amount for ${shipment.code}` });
  await expect(dialog.getByText(/instead of the shipper rate \(Rs 101,000\), never less/)).toBeVisible();
  const amount = dialog.getByRole('spinbutton', { name: 'Contract amount (Rs)' });
  await amount.fill('90000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The contract amount must not be below the shipper rate')).toBeVisible();
  await expectAccessible(page);
  await amount.fill('110000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contract amount saved')).toBeVisible();
  await expect(page.getByText('Rs 15,000', { exact: true })).toBeVisible();

  await page.goto(`/bookings/${booking.id}/show`);
  await expect(page.getByRole('heading', { name: new RegExp(`^${booking.code} ·`) })).toBeVisible();
  for (const [label, value] of [
    ['Shipper amount (this vehicle)', 'Rs 110,000'],
    ['Contract amount', 'Rs 110,000'],
    ['Margin', 'Rs 15,000'],
  ])
    await expect(page.getByText(label, { exact: true }).locator('..')).toContainText(value);
  await expectAccessible(page);
});

test('the booking page offers no Accept on a bid its shipment has no vehicle left for, as the Bids tab', async ({
  page,
  request,
}) => {
  const { shipment, bidId, staff } = await shipmentWithBid(request, 1);
  // A second partner's bid, taken by staff on the phone, for the same single vehicle.
  const users = await request.get('/api/user?userType=2&pageSize=100', { headers: staff });
  const other = ((await users.json()).data.content as { id: number; phoneNumber: string }[]).find(
    (u) => u.phoneNumber !== '03041234567',
  )!;
  const second = await request.post('/api/bid', {
    data: { shipmentId: shipment.id, amount: 97_000, partnerId: other.id },
    headers: staff,
  });
  expect(second.status(), await second.text()).toBe(201);
  const booking = await accept(request, bidId, staff);

  await openSignedIn(page, 'csr', `/bookings/${booking.id}/show`);
  await expect(page.getByRole('heading', { name: new RegExp(`^${booking.code} ·`) })).toBeVisible();
  const bids = page.getByRole('table', { name: 'Bids' });
  await expect(bids.getByText('This shipment needs no more vehicles')).toBeVisible();
  await expect(bids.getByRole('button', { name: /^Accept bid/ })).toHaveCount(0);
  await expect(bids.getByRole('button', { name: /^Reject bid/ })).toHaveCount(1);
  await expectAccessible(page);

  await page.goto(`/shipments/${shipment.id}/show`);
  await page.getByRole('tab', { name: /^Bids/ }).click();
  await expect(page.getByText('This shipment needs no more vehicles')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Accept bid/ })).toHaveCount(0);
});
