import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BID_STATUS } from '#domain/bookings';
import { MESSAGES } from '#domain/messages';
import { NOTIFICATION_KIND, notificationLinks } from '#domain/notifications';
import { AUTO_REFUSED_BIDS } from '#domain/limits';
import { notifications, secretLockouts } from '../../server/db/schema';
import { validShipment } from './shipmentFixtures';
import { expectError, testAppPerFile, type DemoKey } from './testApp';

/** Issue 36's medium and low findings, each as a table of what an outside tester sent and what must answer. */
const t = testAppPerFile();
const token: Partial<Record<DemoKey, string>> = {};

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'partner'] as const) token[who] = (await t.login(who)).token;
});

describe('#3 a carrier cannot find the shipper ceiling by halving', () => {
  async function autoNegotiated() {
    const res = await t.as(
      token.csr!,
      'POST',
      '/api/shipment/v3',
      validShipment({ companyId: 1, autoNegotiate: true, shipperRate: 100_000, maxShipperRate: 120_000 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  }
  const bidOn = (shipmentId: number, amount: number) =>
    t.as(token.partner!, 'POST', '/api/bid', { shipmentId, amount });
  const shipperHeardOf = async (shipmentId: number) =>
    t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, NOTIFICATION_KIND.BID_PLACED),
          eq(notifications.link, notificationLinks.shipment(shipmentId)),
        ),
      );

  it('refuses bids above the ceiling a few times, then makes the partner wait, doubling the wait', async () => {
    const shipmentId = await autoNegotiated();
    const halving: [amount: number, answer: 'refused' | 'wait'][] = [
      [240_000, 'refused'],
      [180_000, 'refused'],
      [150_000, 'refused'],
      [135_000, 'wait'],
      [121_000, 'wait'],
    ];
    expect(halving.filter(([, answer]) => answer === 'refused')).toHaveLength(AUTO_REFUSED_BIDS.threshold);
    for (const [amount, answer] of halving) {
      const res = await bidOn(shipmentId, amount);
      if (answer === 'refused') {
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().data.status).toBe(BID_STATUS.REJECTED);
      } else {
        expectError(res, 429, MESSAGES.bidsRefusedTooOften);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(AUTO_REFUSED_BIDS.baseMs / 1000 - 5);
      }
    }
    expect(await shipperHeardOf(shipmentId)).toEqual([]);

    // The wait over, one more refusal locks the partner out for twice as long.
    await t.database.db
      .update(secretLockouts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(like(secretLockouts.key, `auto-refused-bid|${shipmentId}|%`));
    expect((await bidOn(shipmentId, 121_000)).json().data.status).toBe(BID_STATUS.REJECTED);
    const locked = await bidOn(shipmentId, 120_500);
    expectError(locked, 429, MESSAGES.bidsRefusedTooOften);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan((2 * AUTO_REFUSED_BIDS.baseMs) / 1000 - 5);
  });

  it('counts per shipment, and a bid within the ceiling is placed and told to the shipper', async () => {
    const first = await autoNegotiated();
    for (let i = 0; i < AUTO_REFUSED_BIDS.threshold; i += 1) await bidOn(first, 200_000 + i);
    expect((await bidOn(first, 110_000)).statusCode).toBe(429);
    const second = await autoNegotiated();
    const within = await bidOn(second, 110_000);
    expect(within.statusCode, within.body).toBe(201);
    expect(within.json().data.status).toBe(BID_STATUS.CREATED);
    expect(await shipperHeardOf(second)).not.toEqual([]);
  });
});
