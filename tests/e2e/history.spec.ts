import { expect, expectAccessible, test, openSignedIn } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';
import { freshBooking } from './freshBooking';

interface Shipment {
  id: number;
  code: string;
  status: string;
  contractAmount: number | null;
}

/** Money as the portal writes it (src/domain/format.ts): "Rs 125,500"; none is "—" in a timeline. */
const rs = (amount: number | null) => (amount === null ? '—' : `Rs ${new Intl.NumberFormat('en').format(amount)}`);

async function api<T>(request: APIRequestContext, token: string, path: string) {
  const res = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), path).toBe(true);
  return (await res.json()).data as T;
}

/**
 * A fresh booking of company A, waiting for a driver (each attempt makes its own), with a verified
 * driver and flatbed of its partner to assign: its shipment loads two days on or later, after any
 * trip on the road frees its driver.
 */
async function bookingToAssign(request: APIRequestContext) {
  const { booking, staff } = await freshBooking(request);
  const token = staff.authorization.slice('Bearer '.length);
  const shipment = await api<Shipment>(request, token, `/shipment/${booking.shipmentId}`);
  const drivers = await api<{ content: { fullName: string; status: string; vehicleTypeIds: number[] }[] }>(
    request,
    token,
    `/drivers?partnerId=${booking.partnerId}&pageSize=100`,
  );
  const driver = drivers.content.find(
    (d) => d.status === 'VERIFIED' && d.vehicleTypeIds.includes(VEHICLE_TYPE.FLATBED),
  );
  const vehicles = await api<{ content: { registrationNumber: string; status: string }[] }>(
    request,
    token,
    `/vehicles?partnerId=${booking.partnerId}&vehicleTypeId=${VEHICLE_TYPE.FLATBED}&pageSize=100`,
  );
  const vehicle = vehicles.content.find((v) => v.status === 'VERIFIED');
  expect(driver && vehicle, 'the demo partner has a verified driver and flatbed').toBeTruthy();
  return { booking, shipment, driver: driver!.fullName, vehicle: vehicle!.registrationNumber };
}

/** The entries of the History tab with this heading (the event) and this text (a change, as it reads). */
function historyEntry(page: Page, event: string, text: string) {
  return page
    .getByRole('list', { name: 'History of changes' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: event, exact: true }) })
    .filter({ hasText: text });
}

test('a CSR sets a contract amount and assigns a driver, then reads both in the History tabs, before and after', async ({
  page,
  request,
}) => {
  const { booking, shipment, driver, vehicle } = await bookingToAssign(request);
  // Always a new amount, whatever an earlier attempt left.
  const amount = (shipment.contractAmount ?? 150_000) + 1_000 + Math.floor(Math.random() * 900);

  await openSignedIn(page, 'csr', `/shipments/${shipment.id}/show`);
  await expect(page.getByRole('heading', { name: new RegExp(`^${shipment.code} ·`) })).toBeVisible();
  await page.getByRole('button', { name: 'Set contract amount' }).click();
  await page.getByRole('dialog').getByRole('spinbutton', { name: 'Contract amount (Rs)' }).fill(String(amount));
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contract amount saved')).toBeVisible();

  await page.goto(`/bookings/${booking.id}/show`);
  await expect(page.getByRole('heading', { name: new RegExp(`^${booking.code} ·`) })).toBeVisible();
  await page.getByRole('button', { name: 'Assign driver' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Driver' }).click();
  await page.getByRole('option', { name: new RegExp(`^${driver} ·`) }).click();
  await dialog.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.getByRole('option', { name: new RegExp(`^${vehicle} ·`) }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Driver and vehicle assigned')).toBeVisible();

  // The booking's own history: the driver and the vehicle, from none to the ones picked.
  await page.getByRole('tab', { name: 'History' }).click();
  const assigned = historyEntry(page, 'Driver assigned', `Driver: — → ${driver}`);
  await expect(assigned).toHaveCount(1);
  await expect(assigned).toContainText(`Vehicle: — → ${vehicle}`);
  await expect(assigned).toContainText('Ayesha Khan · Internal staff');
  await expectAccessible(page);

  // The shipment's history has both: its margin, and its booking's driver with the booking named.
  await page.goto(`/shipments/${shipment.id}/show`);
  await page.getByRole('tab', { name: 'History' }).click();
  const margin = historyEntry(
    page,
    'Contract amount changed',
    `Contract amount: ${rs(shipment.contractAmount)} → ${rs(amount)}`,
  );
  await expect(margin).toHaveCount(1);
  const driverEntry = historyEntry(page, 'Driver assigned', `Driver: — → ${driver}`);
  await expect(driverEntry).toHaveCount(1);
  await expect(driverEntry.getByRole('link', { name: `Booking ${booking.code}` })).toBeVisible();
  await expectAccessible(page);

  // The Money filter asks for money only: the margin stays, the driver's assignment goes.
  const filter = page.getByRole('group', { name: 'Kind of change' });
  await filter.getByRole('button', { name: 'Money' }).click();
  await expect(filter.getByRole('button', { name: 'Money' })).toHaveAttribute('aria-pressed', 'true');
  await expect(margin).toHaveCount(1);
  await expect(driverEntry).toHaveCount(0);
  await expectAccessible(page);
});
