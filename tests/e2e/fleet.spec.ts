import { expect, expectAccessible, test, typeDate, openSignedIn } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { validShipment } from '../api/shipmentFixtures';

const LOGINS = {
  csr: { phoneNumber: '03001234567', password: 'demo1234', clientSecret: 'csr-portal-secret', isEmail: false },
  partner: { phoneNumber: '03041234567', password: 'demo1234', clientSecret: 'partner-app-secret', isEmail: false },
};
/** Each attempt adds its own driver and vehicle: a retry must not meet the ones an earlier attempt left. */
const fleetFor = (attempt: number) => ({
  DRIVER: {
    name: ['Rashid Minhas', 'Rashid Latif', 'Rashid Khan'][attempt % 3],
    phone: `0305123987${6 + attempt}`,
    cnic: `352029876543${1 + attempt}`,
    licence: `LHR-DL-5577${String(attempt).padStart(2, '0')}`,
  },
  REGISTRATION: `LHR-77${88 + attempt}`,
});
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

async function tokenOf(request: APIRequestContext, who: keyof typeof LOGINS) {
  const res = await request.post('/api/auth/user/login', { data: LOGINS[who] });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.auth.token as string;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A one-flatbed shipment whose demo-partner bid staff accepted: a booking waiting for its driver and vehicle. */
async function bookingAwaitingDriver(request: APIRequestContext) {
  const csr = await tokenOf(request, 'csr');
  const created = await request.post('/api/shipment/v3', {
    data: validShipment({
      companyId: 1,
      vehicleCount: 1,
      weight: 18,
      pickupLocations: [{ cityId: 1, address: 'Port Qasim, Berth 7', loads: [{ goodsTypeId: 2, weight: 18 }] }],
    }),
    headers: bearer(csr),
  });
  expect(created.status()).toBe(201);
  const shipment = (await created.json()).data as { id: number };
  const partner = await tokenOf(request, 'partner');
  const bid = await request.post('/api/bid', {
    data: { shipmentId: shipment.id, amount: 91000 },
    headers: bearer(partner),
  });
  expect(bid.status()).toBe(201);
  expect((await request.post(`/api/bid/${(await bid.json()).data.id}/accept`, { headers: bearer(csr) })).ok()).toBe(
    true,
  );
  const bookings = await request.get(`/api/booking?shipmentId=${shipment.id}`, { headers: bearer(csr) });
  return (await bookings.json()).data.content[0] as { id: number; code: string };
}

async function pickPartner(page: Page) {
  await page.getByRole('combobox', { name: 'Partner' }).fill('Tariq');
  await page.getByRole('option', { name: /^Tariq Transport/ }).click();
}

test('a CSR adds a vehicle and a driver for the demo partner, files and verifies them, and assigns them to a booking; the partner sees only its own fleet', async ({
  page,
  request,
}, testInfo) => {
  const { DRIVER, REGISTRATION } = fleetFor(testInfo.retry);
  const booking = await bookingAwaitingDriver(request);

  await openSignedIn(page, 'csr', '/vehicles/create');
  await page.getByLabel('Registration number').fill(REGISTRATION);
  await page.getByRole('combobox', { name: 'Vehicle type' }).click();
  await page.getByRole('option', { name: 'Flatbed' }).click();
  await page.getByLabel('Capacity (tonnes)').fill('0');
  await pickPartner(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Must be greater than 0')).toBeVisible();
  await page.getByLabel('Capacity (tonnes)').fill('22');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: REGISTRATION })).toBeVisible();
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`Vehicle ${REGISTRATION} verified`)).toBeVisible();

  await page.goto('/drivers/create');
  await page.getByLabel('Full name').fill(DRIVER.name);
  await page.getByLabel('Phone number').fill(DRIVER.phone);
  await page.getByLabel('CNIC').fill('352029876543');
  await page.getByLabel('Licence number').fill(DRIVER.licence);
  await typeDate(page, 'Licence expiry', new Date(2029, 4, 31));
  await pickPartner(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('CNIC must be 13 digits')).toBeVisible();
  await page.getByLabel('CNIC').fill(DRIVER.cnic);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: DRIVER.name })).toBeVisible();

  // Verification waits for the CNIC and the licence.
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Upload the CNIC and driving licence before verifying the driver')).toBeVisible();
  for (const [type, file] of [
    ['CNIC (required)', { name: 'cnic.png', mimeType: 'image/png', buffer: PNG }],
    [
      'Driving License (required)',
      {
        name: 'licence.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(400_000, 0x20)]),
      },
    ],
  ] as const) {
    await page.getByRole('combobox', { name: 'Document type' }).click();
    await page.getByRole('option', { name: type }).click();
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('table', { name: 'Documents' }).getByText(file.name)).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`Driver ${DRIVER.name} verified`)).toBeVisible();

  // The new driver and vehicle carry the booking.
  await page.goto(`/bookings/${booking.id}/show`);
  await page.getByRole('button', { name: 'Assign driver' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Driver' }).click();
  await page.getByRole('option', { name: new RegExp(`^${DRIVER.name}`) }).click();
  await dialog.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.getByRole('option', { name: new RegExp(`^${REGISTRATION}`) }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Driver and vehicle assigned')).toBeVisible();
  await expect(page.getByText(new RegExp(`${DRIVER.name} \\(${DRIVER.phone}`))).toBeVisible();

  // Another partner's driver, made by staff: the demo partner's app never sees it.
  const csr = await tokenOf(request, 'csr');
  const [other] = (await (await request.get('/api/user/partner?q=Chenab', { headers: bearer(csr) })).json()).data as {
    id: number;
  }[];
  const foreign = await request.post('/api/drivers', {
    headers: bearer(csr),
    data: {
      fullName: 'Chenab Driver',
      phoneNumber: '03051230000',
      cnic: '3520211111111',
      licenseNumber: 'GRW-DL-1',
      licenseExpiry: '2030-01-01',
      partnerId: other.id,
    },
  });
  expect(foreign.status()).toBe(201);
  const partner = await tokenOf(request, 'partner');
  const drivers = (await (await request.get('/api/drivers?pageSize=100', { headers: bearer(partner) })).json()).data
    .content as { fullName: string; partnerId: number }[];
  const vehicles = (await (await request.get('/api/vehicles?pageSize=100', { headers: bearer(partner) })).json()).data
    .content as { registrationNumber: string; partnerId: number }[];
  const partnerId = drivers[0].partnerId;
  expect(drivers.map((d) => d.fullName)).toContain(DRIVER.name);
  expect(drivers.map((d) => d.fullName)).not.toContain('Chenab Driver');
  expect(drivers.every((d) => d.partnerId === partnerId) && vehicles.every((v) => v.partnerId === partnerId)).toBe(
    true,
  );
  expect(vehicles.map((v) => v.registrationNumber)).toContain(REGISTRATION);
  expect(
    (await request.get(`/api/drivers/${(await foreign.json()).data.id}`, { headers: bearer(partner) })).status(),
  ).toBe(404);
});
