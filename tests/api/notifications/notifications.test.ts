import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUS } from '#domain/bookings';
import { MESSAGES } from '#domain/messages';
import { toMajor } from '#domain/money';
import { NOTIFICATION_KIND } from '#domain/notifications';
import type { NotificationPage } from '#domain/records/notifications';
import { bookings, drivers, notifications, payments, shipments, users } from '../../../server/db/schema';
import { seedNotifications } from '../../../server/db/seedNotifications';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';
import { validShipment } from '../shipmentFixtures';

/** SPEC §7 notifications: events write them; each user reads, pages and marks only their own. */
const t = testAppPerFile();
const token: Partial<Record<DemoKey, string>> = {};
const userId: Partial<Record<DemoKey, number>> = {};

const list = async (who: DemoKey, query = '') => {
  const res = await t.as(token[who]!, 'GET', `/api/notification/user/all${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as NotificationPage;
};
const rowsOf = (who: DemoKey) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId[who]!));

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'shipperB', 'broker', 'partner', 'driver'] as const) {
    const { token: tok, user } = await t.login(who);
    token[who] = tok;
    userId[who] = user.id;
  }
  await t.database.db.delete(notifications);
});

describe('events write notifications', () => {
  it("a partner's bid on company A's shipment notifies shipper A, not shipper B", async () => {
    const created = await t.as(token.csr!, 'POST', '/api/shipment/v3', validShipment({ companyId: 1 }));
    expect(created.statusCode, created.body).toBe(201);
    const target = created.json().data as { id: number; code: string };
    const res = await t.as(token.partner!, 'POST', '/api/bid', { shipmentId: target.id, amount: 100_000 });
    expect(res.statusCode, res.body).toBe(201);
    const a = await list('shipperA');
    expect(a.content[0]).toMatchObject({
      kind: NOTIFICATION_KIND.BID_PLACED,
      title: `New bid on ${target.code}`,
      link: `/shipments/${target.id}/show`,
      read: false,
      readAt: null,
    });
    expect((await list('shipperB')).totalElements).toBe(0);
  });

  it('a booking moved notifies its partner and its company', async () => {
    const [booking] = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.partnerId, userId.partner!), eq(bookings.status, BOOKING_STATUS.CREATED)));
    const before = (await rowsOf('partner')).length;
    const res = await t.as(token.csr!, 'POST', `/api/booking/${booking.id}/status/13`, { reasonId: 21 });
    expect(res.statusCode, res.body).toBe(200);
    const mine = await list('partner');
    expect(mine.totalElements).toBe(before + 1);
    expect(mine.content[0]).toMatchObject({
      kind: NOTIFICATION_KIND.BOOKING_STATUS,
      title: expect.stringContaining('Cancelled'),
      link: `/bookings/${booking.id}/show`,
    });
    const [{ companyId }] = await t.database.db
      .select({ companyId: shipments.companyId })
      .from(shipments)
      .where(eq(shipments.id, booking.shipmentId));
    const companyUsers = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), isNull(users.deletedAt), eq(users.blockStatus, 2)));
    const toCompany = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.link, `/bookings/${booking.id}/show`),
          inArray(
            notifications.userId,
            companyUsers.map((u) => u.id),
          ),
        ),
      );
    expect(companyUsers.length).toBeGreaterThan(0);
    expect(toCompany.length).toBe(companyUsers.length);
  });

  it("a driver's verification decision notifies its partner", async () => {
    const [driver] = await t.database.db.select().from(drivers).where(eq(drivers.partnerId, userId.partner!));
    const before = (await rowsOf('partner')).length;
    const res = await t.as(token.csr!, 'PUT', `/api/drivers/${driver.id}/verification`, {
      status: 'REJECTED',
      reason: 'Licence expired',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = await list('partner');
    expect(mine.totalElements).toBe(before + 1);
    expect(mine.content[0]).toMatchObject({
      kind: NOTIFICATION_KIND.VERIFICATION_DECISION,
      title: `Driver ${driver.fullName} rejected`,
      body: expect.stringContaining('Licence expired'),
    });
  });
  it('a settled batch notifies each partner once, with its count and total', async () => {
    const pending = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.partnerId, userId.partner!), eq(payments.status, 'PENDING')))
      .limit(2);
    expect(pending.length).toBe(2);
    const before = (await rowsOf('partner')).length;
    const res = await t.as(token.csr!, 'POST', '/api/bank/v1/payment/batch', {
      batchId: randomUUID(),
      paymentIds: pending.map((p) => p.id),
    });
    expect(res.statusCode, res.body).toBe(201);
    const mine = await list('partner');
    expect(mine.totalElements).toBe(before + 1);
    const rs = toMajor(pending[0].amountMinor + pending[1].amountMinor);
    expect(mine.content[0]).toMatchObject({
      kind: NOTIFICATION_KIND.PAYMENT_SETTLED,
      title: `Payment of Rs ${rs} settled`,
      body: expect.stringContaining('2 payments totalling'),
      link: '/wallet',
    });
  });
});

describe('GET /api/notification/user/all', () => {
  beforeAll(async () => {
    const base = Date.now() - 100 * 60_000;
    await t.database.db.insert(notifications).values(
      Array.from({ length: 25 }, (_, i) => ({
        userId: userId.shipperB!,
        kind: NOTIFICATION_KIND.BID_PLACED,
        title: `n${i}`,
        body: 'b',
        createdAt: new Date(base + i * 60_000),
        readAt: i % 5 === 0 ? new Date() : null,
      })),
    );
  });

  it('is the caller’s own, newest first, paged by 20 with unreadCount', async () => {
    const first = await list('shipperB');
    expect(first).toMatchObject({ totalElements: 25, totalPages: 2, number: 0, size: 20, unreadCount: 20 });
    expect(first.content.map((n) => n.title).slice(0, 3)).toEqual(['n24', 'n23', 'n22']);
    const second = await list('shipperB', '?page=1');
    expect(second.content.map((n) => n.title)).toEqual(['n4', 'n3', 'n2', 'n1', 'n0']);
    expect((await list('shipperA')).content.every((n) => !n.title.startsWith('n'))).toBe(true);
  });

  it('unread=true and unread=false filter; read mirrors readAt', async () => {
    const unread = await list('shipperB', '?unread=true&pageSize=100');
    expect(unread.totalElements).toBe(20);
    expect(unread.content.every((n) => !n.read && n.readAt === null)).toBe(true);
    const read = await list('shipperB', '?unread=false');
    expect(read.totalElements).toBe(5);
    expect(read.content.every((n) => n.read && n.readAt)).toBe(true);
    expect(read.unreadCount).toBe(20);
  });

  it('rejects a bad page size; without a token 401', async () => {
    expectError(
      await t.as(token.shipperB!, 'GET', '/api/notification/user/all?pageSize=0'),
      400,
      MESSAGES.pageSizeRange,
    );
    expectError(await t.app.inject({ method: 'GET', url: '/api/notification/user/all' }), 401, MESSAGES.unauthorized);
  });
});

describe('marking read', () => {
  it('PUT and POST updateNotificationStatus mark one read and unread; another user’s is 404', async () => {
    const [first] = (await list('shipperB', '?unread=true')).content;
    const put = await t.as(token.shipperB!, 'PUT', '/api/notification/updateNotificationStatus', {
      id: first.id,
      read: true,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ id: first.id, read: true, readAt: expect.any(String) });
    expect((await list('shipperB')).unreadCount).toBe(19);
    const post = await t.as(token.shipperB!, 'POST', '/api/notification/updateNotificationStatus', {
      id: first.id,
      read: false,
    });
    expect(post.json().data).toMatchObject({ id: first.id, read: false, readAt: null });
    expectError(
      await t.as(token.shipperA!, 'PUT', '/api/notification/updateNotificationStatus', { id: first.id, read: true }),
      404,
      MESSAGES.notFound,
    );
    expectError(
      await t.as(token.shipperB!, 'PUT', '/api/notification/updateNotificationStatus', { read: true }),
      400,
      MESSAGES.notificationIdRequired,
    );
    expectError(
      await t.as(token.shipperB!, 'PUT', '/api/notification/updateNotificationStatus', { id: first.id }),
      400,
      MESSAGES.notificationReadRequired,
    );
  });

  it("markAllRead marks only the caller's", async () => {
    const partnerUnread = (await list('partner')).unreadCount;
    expect(partnerUnread).toBeGreaterThan(0);
    const res = await t.as(token.shipperB!, 'POST', '/api/notification/markAllRead/user', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ updated: 20 });
    expect((await list('shipperB')).unreadCount).toBe(0);
    expect((await list('partner')).unreadCount).toBe(partnerUnread);
    expect((await t.as(token.shipperB!, 'POST', '/api/notification/markAllRead/user', {})).json().data).toEqual({
      updated: 0,
    });
  });

  it('drivers and brokers have their own (empty) list', async () => {
    expect((await list('driver')).totalElements).toBe(0);
    expect((await list('broker')).unreadCount).toBe(0);
  });
});

describe('seedNotifications', () => {
  it('gives shipper A and B, the partner and the CSR read and unread notifications, every kind among them', async () => {
    await t.database.db.delete(notifications);
    await seedNotifications(t.database.db);
    const ids = (['shipperA', 'shipperB', 'partner', 'csr'] as const).map((who) => userId[who]!);
    const rows = await t.database.db.select().from(notifications).where(inArray(notifications.userId, ids));
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(Object.values(NOTIFICATION_KIND)));
    for (const id of ids) {
      const own = rows.filter((r) => r.userId === id);
      expect(own.some((r) => r.readAt === null) && own.some((r) => r.readAt !== null)).toBe(true);
    }
    const unreadCsr = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId.csr!), isNull(notifications.readAt)));
    expect((await list('csr')).unreadCount).toBe(unreadCsr.length);
  });
});
