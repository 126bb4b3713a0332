import type { APIRequestContext } from '@playwright/test';
import type { PartnerScorecardRecord } from '#domain/records/scorecards';
import type { BookingRecord } from '#domain/records/bookings';
import { apiToken, expect, expectAccessible, gridRows, openSignedIn, test } from './fixtures';
import { validShipment } from '../api/shipmentFixtures';

/**
 * Carrier scorecards: a CSR reviewing the bids on a shipment sees each partner's score, sorts the
 * bids by it, opens one partner's scorecard and, from its on-time pick-up figure, the booking list
 * holding exactly the bookings that figure counts. The seed gives the demo partner and Potohar
 * Carriers different records (server/db/seedScorecards.ts); the scores are read from the API, not
 * assumed, since other journeys of this worker may have moved the demo partner's trips meanwhile.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const PARTNER_LOGIN = { phoneNumber: '03041234567', password: 'demo1234', clientSecret: 'partner-app-secret' };

async function get<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const response = await request.get(url, { headers: bearer(token) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A fresh shipment of company A with a bid of the demo partner, then one of Potohar Carriers taken by phone. */
async function shipmentWithTwoBids(request: APIRequestContext, csr: string, potoharId: number) {
  const created = await request.post('/api/shipment/v3', {
    headers: bearer(csr),
    data: validShipment({ companyId: 1, vehicleCount: 1, weight: 20 }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const shipment = (await created.json()).data as { id: number };
  const partner = (await (await request.post('/api/auth/user/login', { data: PARTNER_LOGIN })).json()).data;
  const own = await request.post('/api/bid', {
    headers: bearer(partner.auth.token),
    data: { shipmentId: shipment.id, amount: 95_000 },
  });
  expect(own.status(), await own.text()).toBe(201);
  const byPhone = await request.post('/api/bid', {
    headers: bearer(csr),
    data: { shipmentId: shipment.id, amount: 97_000, partnerId: potoharId },
  });
  expect(byPhone.status(), await byPhone.text()).toBe(201);
  return { shipmentId: shipment.id, partnerId: partner.user.id as number };
}

test("a CSR sorts a shipment's bids by score and opens the bookings behind one partner's on-time figure", async ({
  page,
  request,
}) => {
  const csr = await apiToken(request, 'csr');
  const [potohar] = await get<{ id: number; fullName: string }[]>(request, csr, '/api/user/partner?q=Potohar');
  const { shipmentId, partnerId } = await shipmentWithTwoBids(request, csr, potohar.id);
  const cards = [
    await get<PartnerScorecardRecord>(request, csr, `/api/partners/${partnerId}/scorecard`),
    await get<PartnerScorecardRecord>(request, csr, `/api/partners/${potohar.id}/scorecard`),
  ];
  // Two partners with records of their own: two scores, and different ones.
  expect(cards.map((c) => c.score).every((score) => score !== null)).toBe(true);
  expect(cards[0].score).not.toBe(cards[1].score);
  const bestFirst = [...cards].sort((a, b) => b.score! - a.score!).map((c) => c.partnerName);

  await openSignedIn(page, 'csr', `/shipments/${shipmentId}/show`);
  await page.getByRole('tab', { name: 'Bids' }).click();
  const bids = page.getByRole('table', { name: 'Bids' });
  const partners = bids.locator('tbody tr td:first-child');
  // Newest first, as placed: Potohar's bid was taken last.
  await expect(partners).toHaveText(['Potohar Carriers', cards[0].partnerName]);
  for (const card of cards)
    await expect(
      bids.getByRole('link', { name: `Score ${card.score}: open ${card.partnerName}'s scorecard` }),
    ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Best score first' }).click();
  await expect(page.getByRole('button', { name: 'Best score first' })).toHaveAttribute('aria-pressed', 'true');
  await expect(partners).toHaveText(bestFirst);

  await bids.getByRole('link', { name: `Score ${cards[1].score}: open Potohar Carriers's scorecard` }).click();
  const scorecard = page.getByRole('region', { name: 'Scorecard' });
  await expect(scorecard.getByText(`Score: ${cards[1].score} / 100`)).toBeVisible();
  await expectAccessible(page);

  const recent = cards[1].windows.find((w) => w.window === '90d')!;
  const onTime = recent.onTimePickup.numerator;
  expect(onTime).toBeGreaterThan(0);
  const figure = scorecard.getByRole('link', {
    name: `Pick-ups on time (On-time pick-up, Last 90 days): open these ${onTime} ${onTime === 1 ? 'booking' : 'bookings'}`,
  });
  await expect(figure).toHaveText(String(onTime));
  await figure.click();

  await expect(page).toHaveURL(/\/bookings\?/);
  await expect(page.getByText('Pick-ups on time · Potohar Carriers · Last 90 days')).toBeVisible();
  // The list the API answers for the same filter holds exactly as many bookings as the figure, and the page shows them.
  const filter = JSON.parse(new URL(page.url()).searchParams.get('filter')!) as Record<string, string | number>;
  expect(filter).toMatchObject({ partnerId: potohar.id, scoreFigure: 'onTimePickup', scoreWindow: '90d' });
  const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, String(v)])) });
  query.set('pageSize', '100');
  const listed = await get<{ content: BookingRecord[]; totalElements: number }>(request, csr, `/api/booking?${query}`);
  expect(listed.totalElements).toBe(onTime);
  const firstPage = listed.content.slice(0, 4);
  await expect(gridRows(page)).toHaveCount(firstPage.length);
  for (const booking of firstPage) await expect(gridRows(page).filter({ hasText: booking.code! })).toHaveCount(1);
  await expect(gridRows(page).filter({ hasNotText: 'Potohar Carriers' })).toHaveCount(0);
  await expectAccessible(page);
});
