import type { APIRequestContext } from '@playwright/test';
import { validShipment } from '../api/shipmentFixtures';
import { apiToken, expect } from './fixtures';

const PARTNER = {
  phoneNumber: '03041234567',
  password: 'demo1234',
  clientSecret: 'partner-app-secret',
  isEmail: false,
};

/** The demo partner's authorization header, signed in through the partner app's login. */
export async function partnerAuthorization(request: APIRequestContext) {
  const login = await request.post('/api/auth/user/login', { data: PARTNER });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).data.auth.token as string}` };
}

export interface FreshBooking {
  id: number;
  code: string;
  shipmentId: number;
  partnerId: number;
}

/**
 * A booking of a fresh one-flatbed shipment of company A (each attempt makes its own), waiting for a
 * driver: made by staff, bid on by the demo partner and accepted, as the apps would. Its shipment
 * loads two days on or later (validShipment), after any trip on the road frees its driver. Answers
 * the booking and the staff's and partner's authorization headers.
 */
export async function freshBooking(request: APIRequestContext) {
  const staff = { authorization: `Bearer ${await apiToken(request, 'csr')}` };
  const partner = await partnerAuthorization(request);
  const created = await request.post('/api/shipment/v3', {
    data: validShipment({
      companyId: 1,
      vehicleCount: 1,
      weight: 18,
      pickupLocations: [{ cityId: 1, address: 'Port Qasim, Berth 4', loads: [{ goodsTypeId: 2, weight: 18 }] }],
    }),
    headers: staff,
  });
  expect(created.status()).toBe(201);
  const bid = await request.post('/api/bid', {
    data: { shipmentId: (await created.json()).data.id, amount: 95000 },
    headers: partner,
  });
  expect(bid.status()).toBe(201);
  const accepted = await request.post(`/api/bid/${(await bid.json()).data.id}/accept`, { data: {}, headers: staff });
  expect(accepted.status()).toBe(200);
  const booking = (await accepted.json()).data.bookings[0] as FreshBooking;
  return { booking, staff, partner };
}
