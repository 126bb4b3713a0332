import type { APIRequestContext } from '@playwright/test';
import type { ConfigEntry } from '#domain/clientConfig';
import { formatDistance } from '#domain/format';
import { geoPoint, routeDistanceKm } from '#domain/geo';
import type { ShipmentRecord } from '#domain/records/shipments';
import { apiToken, expect, expectAccessible, openSignedIn, test, typeDate } from './fixtures';

const asCsr = async (request: APIRequestContext) => ({
  headers: { authorization: `Bearer ${await apiToken(request, 'csr')}` },
});

/** Tomorrow at 10:00 local time. */
function tomorrowAtTen() {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
  date.setHours(10, 0, 0, 0);
  return date;
}

/** Issue 37 #5: PREFERENCE's distance unit, used wherever a distance is shown. */
test("staff switch the distance unit to miles: a shipment's page and the wizard's review give the route in mi", async ({
  page,
  request,
}) => {
  const preference = ((await (await request.get('/api/config/PREFERENCE')).json()) as { data: ConfigEntry }).data;
  const listed = (await (await request.get('/api/shipment?filter=all&pageSize=5', await asCsr(request))).json()) as {
    data: { content: { id: number; code: string }[] };
  };
  const shipment = listed.data.content[0];
  const record = (
    (await (await request.get(`/api/shipment/${shipment.id}`, await asCsr(request))).json()) as {
      data: ShipmentRecord;
    }
  ).data;
  const km = routeDistanceKm(
    [...record.pickupLocations, ...record.dropOffLocations].map((stop) => geoPoint(stop.latitude, stop.longitude)),
  );
  expect(km, 'the seeded stops have their cities’ coordinates').not.toBeNull();

  try {
    await openSignedIn(page, 'csr', '/configuration/PREFERENCE');
    const unit = page.getByRole('combobox', { name: 'Distance unit' });
    await expect(unit).toHaveText('Kilometres (km)');
    await expectAccessible(page);
    await unit.click();
    await page.getByRole('option', { name: 'Miles (mi)' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('PREFERENCE saved')).toBeVisible();

    await page.goto(`/shipments/${shipment.id}/show`);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(shipment.code) })).toBeVisible();
    const route = page.getByRole('region', { name: 'Route' });
    await expect(route.getByText('Distance (great-circle)')).toBeVisible();
    await expect(route.getByText(formatDistance(km, 'mi'), { exact: true })).toBeVisible();
    await expectAccessible(page);

    // Karachi → Lahore, the seeded template's route: 1,033 km great-circle, 642 miles.
    await openSignedIn(page, 'shipperA', '/shipments/create');
    await page.getByRole('combobox', { name: 'Start from a template' }).click();
    await page.getByRole('option', { name: 'Karachi → Lahore, 2 flatbeds' }).click();
    await expect(page.getByRole('combobox', { name: 'Pick-up city' })).toHaveValue('Karachi, Pakistan');
    await typeDate(page, 'Loading time', tomorrowAtTen(), true);
    for (const step of ['Load', 'Vehicle', 'Pricing', 'Details', 'Review']) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { name: new RegExp(`^Step \\d of 6: ${step}$`) })).toBeVisible();
    }
    const review = page.getByRole('region', { name: 'Route' });
    await expect(review.getByText('Distance (great-circle)')).toBeVisible();
    await expect(review.getByText('642 mi', { exact: true })).toBeVisible();
    await expectAccessible(page);
  } finally {
    const { name, values, enabled } = preference;
    await request.put('/api/config', { data: { name, values, enabled }, ...(await asCsr(request)) });
  }
});
