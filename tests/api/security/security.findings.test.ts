import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPMENT_TYPE } from '#domain/bidding';
import { serviceOrigins } from '#domain/outsideServices';
import { GRID_CHOICE_LIMITS } from '#domain/gridChoices';
import type { NotificationPage } from '#domain/records/notifications';
import { BID_STATUS } from '#domain/bookings';
import { MESSAGES } from '#domain/messages';
import { NOTIFICATION_KIND, notificationLinks } from '#domain/notifications';
import { AUTO_REFUSED_BIDS } from '#domain/limits';
import {
  idempotencyKeys,
  notifications,
  secretLockouts,
  shipments,
  shipmentTemplates,
  users,
} from '../../../server/db/schema';
import { validShipment } from '../shipmentFixtures';
import { createTestApp, DEMO, expectError, SECRETS, testAppPerFile, type DemoKey, type TestApp } from '../testApp';

/** Issue 36's medium and low findings, each as a table of what an outside tester sent and what must answer. */
const t = testAppPerFile();
const token: Partial<Record<DemoKey, string>> = {};

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'shipperB', 'partner'] as const) token[who] = (await t.login(who)).token;
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

describe('#4 saved column choices are capped where they are stored', () => {
  /** `count` lists named from `from`, each with `columns` columns of the longest names, widths and flags. */
  const lists = (from: number, count: number, columns: number) =>
    Object.fromEntries(
      Array.from({ length: count }, (_, i) => [
        `list${from + i}`,
        {
          columns: Array.from({ length: columns }, (_, c) => ({
            field: `column${c}`.padEnd(GRID_CHOICE_LIMITS.keyMax, 'x'),
            width: 1200,
            hidden: true,
          })),
        },
      ]),
    );
  const save = (who: DemoKey, id: number, grids: object) =>
    t.as(token[who]!, 'POST', `/api/config/v2/${id}`, { grids });

  const FULL = GRID_CHOICE_LIMITS.columns;
  type Post = [from: number, count: number, columns: number];
  const cases: [what: string, kept: Post, refused: Post][] = [
    ['60 lists kept, then 60 more (the finding added them up)', [0, 60, 1], [60, 60, 1]],
    ['lists few enough, but too many bytes to come with every sign-in', [0, 15, FULL], [15, 10, FULL]],
  ];
  it.each(cases)(
    '%s: the post that would exceed the cap is refused, nothing of it kept',
    async (_what, kept, refused) => {
      const { user } = await t.login('shipperB');
      await t.database.db.update(users).set({ preferences: {} }).where(eq(users.id, user.id));
      expect((await save('shipperB', user.id, lists(...kept))).statusCode).toBe(200);
      expectError(await save('shipperB', user.id, lists(...refused)), 400, MESSAGES.preferencesTooLarge);
      const stored = (await t.as(token.shipperB!, 'GET', `/api/config/v2/${user.id}`)).json().data.preferences;
      expect(Object.keys(stored.grids ?? {})).toHaveLength(kept[1]);
      expect(JSON.stringify(stored).length).toBeLessThanOrEqual(64 * 1024);
    },
  );

  it('preferences stored over the cap before it existed can still be trimmed, never grown', async () => {
    const { user } = await t.login('shipperB');
    const bloated = lists(0, 180, 1);
    await t.database.db
      .update(users)
      .set({ preferences: { grids: bloated } })
      .where(eq(users.id, user.id));
    expect((await save('shipperB', user.id, { list0: null })).statusCode).toBe(200);
    const language = await t.as(token.shipperB!, 'POST', `/api/config/v2/${user.id}`, { locale: 'ur' });
    expect(language.statusCode, language.body).toBe(200);
    expectError(await save('shipperB', user.id, lists(500, 1, 1)), 400, MESSAGES.preferencesTooLarge);
    const stored = (await t.as(token.shipperB!, 'GET', `/api/config/v2/${user.id}`)).json().data.preferences;
    expect(Object.keys(stored.grids)).toHaveLength(179);
  });

  it("saves of one's preferences are rate-limited", async () => {
    const limited = await createTestApp({ preferencesRateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const { token: own, user } = await limited.login('shipperA');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push(
          (await limited.as(own, 'POST', `/api/config/v2/${user.id}`, { theme: { mode: 'dark' } })).statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('#5 low findings', () => {
  it.each([
    ['a spot shipment naming a contract amount and a verification status', {}],
    ['a contractual shipment, whose contract amount staff set', { shipmentCategoryTypeId: SHIPMENT_TYPE.CONTRACTUAL }],
  ])("a shipper's %s: the staff-only fields are dropped", async (_what, extra) => {
    const res = await t.as(
      token.shipperA!,
      'POST',
      '/api/shipment/v3',
      validShipment({ contractAmount: 1, verificationStatusTypeId: 2, ...extra }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.id, res.json().data.id));
    expect(row).toMatchObject({ contractAmount: null, verificationStatusTypeId: null });
  });

  it("staff still set both, and a shipper's template keeps neither", async () => {
    const staff = await t.as(
      token.csr!,
      'POST',
      '/api/shipment/v3',
      validShipment({ companyId: 1, shipmentCategoryTypeId: SHIPMENT_TYPE.CONTRACTUAL, contractAmount: 5000 }),
    );
    expect(staff.statusCode, staff.body).toBe(201);
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.id, staff.json().data.id));
    expect(row.contractAmount).toBe(5000);
    const { loadingTime: _loading, ...values } = validShipment({ contractAmount: 7, verificationStatusTypeId: 2 });
    const template = await t.as(token.shipperA!, 'POST', '/api/shipment-template', { name: 'Staff-only free', values });
    expect(template.statusCode, template.body).toBe(201);
    const [kept] = await t.database.db
      .select()
      .from(shipmentTemplates)
      .where(eq(shipmentTemplates.id, template.json().data.id));
    expect(kept.values).not.toHaveProperty('contractAmount');
    expect(kept.values).not.toHaveProperty('verificationStatusTypeId');
  });

  it.each([
    ['100 KB of markup', `<b>${'x'.repeat(100_000)}</b>`, 400],
    ['a language the portal does not speak', 'de', 400],
    ['Urdu', 'ur', 200],
  ])('sign-up with %s as its language answers %s', async (_what, locale, status) => {
    const phone = `0315${String(10_000_000 + status + locale.length).slice(1)}`;
    await t.app.inject({
      method: 'POST',
      url: `/api/otp/generate/user/${phone}`,
      payload: { clientSecret: SECRETS.shipper },
    });
    await t.drainOutbox();
    const code = t.otp.lastCodeFor(phone, 'phone:user');
    await t.app.inject({ method: 'GET', url: `/api/otp/validate/user/${phone}/${code}` });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/user-account',
      payload: {
        fullName: 'Locale Tester',
        phoneNumber: phone,
        email: `${phone}@example.com`,
        companyName: `Locale Traders ${phone}`,
        password: 'abcd1234',
        confirmPassword: 'abcd1234',
        clientSecret: SECRETS.shipper,
        locale,
      },
    });
    if (status === 400) expectError(res, 400, MESSAGES.invalidOption);
    else expect(res.statusCode, res.body).toBe(status);
  });

  it.each([
    ['a reset PIN', (id: number) => `/api/user/${id}/reset-pin`, 'generatedPin'],
    ['a reset password', (id: number) => `/api/user/${id}/reset-password`, 'generatedPassword'],
  ])(
    '%s is answered once and never stored: a replay says it was done, without the secret',
    async (_what, url, field) => {
      const { user } = await t.login('driver');
      const key = { 'idempotency-key': `reset-${field}-${Date.now()}` };
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: url(user.id),
          payload: {},
          headers: { authorization: `Bearer ${token.csr}`, ...key },
        });
      const first = await send();
      expect(first.statusCode, first.body).toBe(200);
      const secret = first.json().data[field] as string;
      expect(secret).toBeTruthy();
      const replay = await send();
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json().data).toEqual({ id: user.id });
      const stored = await t.database.db.select().from(idempotencyKeys);
      expect(JSON.stringify(stored)).not.toContain(secret);
    },
  );

  it.each(['reset-pin', 'reset-password'])(
    'staff cannot %s their own account: they change it proving the current one',
    async (action) => {
      const { user } = await t.login('csr');
      expectError(await t.as(token.csr!, 'POST', `/api/user/${user.id}/${action}`, {}), 403, MESSAGES.resetOwnSecret);
    },
  );

  it('a login by phone and by e-mail spends one budget: the account is the same', async () => {
    const limited = await createTestApp({ loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const attempt = (isEmail: boolean) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/user/shipper/login',
          payload: {
            phoneNumber: isEmail ? DEMO.shipperA.email : DEMO.shipperA.phoneNumber,
            password: 'wrong-pass-1',
            clientSecret: SECRETS.shipper,
            isEmail,
          },
        });
      const statuses: number[] = [];
      for (const isEmail of [false, true, false, true]) statuses.push((await attempt(isEmail)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('demo notifications are what events write: no bid amount for a shipper, only its own bookings', async () => {
    for (const who of ['shipperA', 'shipperB'] as const) {
      const page = (await t.as(token[who]!, 'GET', '/api/notification/user/all?pageSize=100')).json()
        .data as NotificationPage;
      const seeded = page.content.filter(
        (n) => n.kind === NOTIFICATION_KIND.BID_PLACED || n.link?.startsWith('/bookings/'),
      );
      expect(seeded.length).toBeGreaterThan(0);
      for (const notice of seeded) {
        if (notice.kind === NOTIFICATION_KIND.BID_PLACED)
          expect(notice.body).toMatch(/^A partner bid on shipment SH-\d+\.$/);
        const booking = /^\/bookings\/(\d+)/.exec(notice.link ?? '');
        if (booking) expect((await t.as(token[who]!, 'GET', `/api/booking/${booking[1]}`)).statusCode).toBe(200);
      }
    }
  });
});

describe('#5 and #6 the policies a browser is sent', () => {
  let withServices: TestApp;
  let httpsOnly: TestApp;
  beforeAll(async () => {
    withServices = await createTestApp({
      outsideServices: serviceOrigins({
        VITE_SENTRY_DSN: 'https://public@o42.ingest.sentry.io/7',
        VITE_ANALYTICS_URL: 'https://stats.example.com/js/script.js',
        VITE_ANALYTICS_ID: 'portal.example.com',
      }),
    });
    httpsOnly = await createTestApp({ httpsOnly: true });
  });
  afterAll(async () => {
    await withServices?.close();
    await httpsOnly?.close();
  });
  const policyOf = async (app: TestApp, url: string) =>
    String((await app.app.inject({ method: 'GET', url })).headers['content-security-policy']);
  const directive = (policy: string, name: string) =>
    policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? '';

  it.each([
    ['/api/health', false],
    ['/api/docs/static/index.html', false],
  ])('%s upgrades insecure requests only with HTTPS_ONLY', async (url) => {
    expect(await policyOf({ app: t.app } as TestApp, url)).not.toContain('upgrade-insecure-requests');
    expect(await policyOf(httpsOnly, url)).toContain('upgrade-insecure-requests');
  });

  it('allows each configured outside service, and none when none is configured', async () => {
    const configured = await policyOf(withServices, '/api/health');
    expect(directive(configured, 'connect-src')).toContain('https://o42.ingest.sentry.io');
    expect(directive(configured, 'connect-src')).toContain('https://stats.example.com');
    expect(directive(configured, 'script-src')).toContain('https://stats.example.com');
    expect(directive(configured, 'worker-src')).toContain('blob:');
    const plain = await policyOf({ app: t.app } as TestApp, '/api/health');
    for (const origin of ['sentry.io', 'stats.example.com']) expect(plain).not.toContain(origin);
  });
});
