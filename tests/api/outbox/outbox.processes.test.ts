import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStorage, startChildServer, type ChildServer, type ServerStorage } from '../reliability/childServer';
import { SECRETS } from '../testApp';
import { startSmsProvider, waitFor, type SmsProvider } from './standIns';

/*
 * Two API processes (the compiled server, as `npm start` runs it) over one PostgreSQL, each with its
 * sender loop, both told of every message on commit: each message is sent once, whichever process
 * claims it (FOR UPDATE SKIP LOCKED and a lease, server/outbox/claims.ts).
 *
 * PostgreSQL only: PGlite is one process's embedded database (vitest.config.ts runs this file in the
 * PostgreSQL stage).
 */
const postgresUrl = process.env.DATABASE_URL || undefined;
const BATCH = 60;
const CODES = 20;

describe.skipIf(!postgresUrl)('two API processes send each message once', () => {
  let storage: ServerStorage;
  let provider: SmsProvider;
  const servers: ChildServer[] = [];

  beforeAll(async () => {
    provider = await startSmsProvider();
    storage = await createStorage(postgresUrl, inject('databaseTemplate'));
    const env = { JWT_SECRET: '', SMS_PROVIDER_URL: provider.url, OUTBOX_POLL_MS: '200', OUTBOX_RETRY_BASE_MS: '100' };
    // One after the other: the first start of a database migrates it, which must not race.
    for (let i = 0; i < 2; i++) servers.push(await startChildServer(storage, env, 45_000));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.kill('SIGTERM');
    await provider?.stop();
    await storage?.remove();
  });

  it(`${BATCH} messages committed at once and ${CODES} codes asked of both: each reaches its phone once`, async () => {
    const client = new pg.Client({ connectionString: storage.databaseUrl });
    await client.connect();
    try {
      // One transaction, one NOTIFY: both loops wake at once and claim from the same rows.
      await client.query('begin');
      await client.query(
        `insert into outbox_messages (channel, kind, recipient, language, text_body)
         select 'SMS', 'NOTIFICATION', '0312' || lpad(g::text, 7, '0'), 'en', 'Batch message ' || g
         from generate_series(1, ${BATCH}) g`,
      );
      await client.query(`select pg_notify('outbox_due', 'batch')`);
      await client.query('commit');
    } finally {
      await client.end();
    }
    const phones = Array.from({ length: CODES }, (_, i) => `0313${String(i).padStart(7, '0')}`);
    const asked = await Promise.all(
      phones.map((phone, i) =>
        fetch(`${servers[i % 2].baseUrl}/api/otp/generate/user/${phone}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ clientSecret: SECRETS.shipper }),
        }).then((res) => res.status),
      ),
    );
    expect(asked).toEqual(phones.map(() => 200));

    const recipients = () => new Set(provider.requests.map((request) => request.body.to));
    await waitFor(
      'every message at the provider',
      () => (recipients().size === BATCH + CODES ? true : undefined),
      30_000,
    );
    // A few more polls of both loops: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const perRecipient = new Map<string, number>();
    for (const { body } of provider.requests) perRecipient.set(body.to, (perRecipient.get(body.to) ?? 0) + 1);
    expect([...perRecipient.values()].filter((count) => count !== 1)).toEqual([]);
    expect(provider.requests).toHaveLength(BATCH + CODES);

    const check = new pg.Client({ connectionString: storage.databaseUrl });
    await check.connect();
    try {
      const { rows } = await check.query(
        `select m.status, m.attempts, count(a.id)::int as logged from outbox_messages m
         left join outbox_attempts a on a.message_id = m.id
         where m.recipient like '0312%' or m.recipient like '0313%' group by m.id`,
      );
      expect(rows).toHaveLength(BATCH + CODES);
      expect(rows.every((row) => row.status === 'DELIVERED' && row.attempts === 1 && row.logged === 1)).toBe(true);
    } finally {
      await check.end();
    }
  }, 90_000);
});

if (!postgresUrl) {
  describe('two API processes send each message once', () => {
    it.skip('skipped: two API processes need a shared PostgreSQL (the PostgreSQL stage, TEST_DATABASE_URL)', () => {});
  });
}
