import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import type { OutboxMessageRecord, OutboxRecord } from '#domain/records/outbox';
import { fitsOneSms } from '#domain/smsLength';
import { outboxMessages, users } from '../../../server/db/schema';
import { DEMO, SECRETS, expectError, testAppPerFile } from '../testApp';
import { authHeaderOf, smsRequestBody } from '../../../server/outbox/httpSmsTransport';
import { startSmsProvider, waitFor } from './standIns';

/*
 * SMS through a provider's HTTP API (a local stand-in): a code reaches the phone as one SMS in its
 * user's language; a provider down for a while gets the message once it is back, exactly once; one
 * down for good gets the message given up with its reason, and staff may send it again.
 */
const provider = await startSmsProvider();
const RETRY_BASE_MS = 150;
const t = testAppPerFile({
  smsProviderUrl: provider.url,
  smsProviderAuthHeader: 'X-Api-Key: test-key',
  outboxRetryBaseMs: RETRY_BASE_MS,
  outboxMaxAttempts: 4,
});
afterAll(() => provider.stop());

let csr = '';
beforeAll(async () => {
  csr = (await t.login('csr')).token;
});

const codeFor = async (phone: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/otp/generate/user/${phone}`,
    payload: { clientSecret: SECRETS.shipper },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const messageTo = async (phone: string) => {
  const [record] = (await t.as(csr, 'GET', `/api/outbox?q=${phone}`)).json().data.content as OutboxRecord[];
  return (await t.as(csr, 'GET', `/api/outbox/${record.id}`)).json().data as OutboxMessageRecord;
};
const settled = (phone: string, status: string) =>
  waitFor(`the message to ${phone} ${status}`, async () => {
    const message = await messageTo(phone);
    return message.status === status ? message : undefined;
  });

describe('a code by SMS', () => {
  it("reaches the phone as one SMS in its user's language, with the provider's auth header", async () => {
    const phone = DEMO.shipperB.phoneNumber;
    await t.database.db.update(users).set({ locale: 'fr' }).where(eq(users.phoneNumber, phone));
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/forgot-password',
      payload: { username: phone },
    });
    expect(asked.statusCode).toBe(200);
    await t.drainOutbox();
    const [text] = provider.deliveredTo(phone);
    expect(text).toMatch(/code de réinitialisation est \d{6}\./);
    expect(fitsOneSms(text)).toBe(true);
    expect(provider.requests.at(-1)!.headers['x-api-key']).toBe('test-key');
    const message = await messageTo(phone);
    expect(message).toMatchObject({ channel: 'SMS', kind: 'CODE', language: 'fr', subject: null, status: 'DELIVERED' });
    // The provider echoes the text: the answer is kept with the code masked.
    expect(message.attemptLog).toEqual([
      {
        at: expect.any(String),
        ok: true,
        answer: expect.stringMatching(/^200 \{"id":"sms-\d+","text":".*••••••\..*"\}$/),
      },
    ]);
    expect(JSON.stringify(message)).not.toContain(/\d{6}/.exec(text)![0]);
  });
});

describe('a provider that is down', () => {
  it('down for 3 attempts, then up: delivered once, at the 4th, each attempt logged with its answer', async () => {
    const phone = '03127000001';
    provider.failNext(3);
    await codeFor(phone);
    await t.drainOutbox();
    const waiting = await messageTo(phone);
    expect(waiting).toMatchObject({
      status: 'PENDING',
      lastError: expect.stringMatching(/^The provider answered 503/),
    });
    expect(waiting.nextAttemptAt).not.toBeNull();

    const delivered = await settled(phone, 'DELIVERED');
    expect(delivered).toMatchObject({ attempts: 4, lastError: null, nextAttemptAt: null });
    expect(delivered.attemptLog.map((a) => a.ok)).toEqual([false, false, false, true]);
    expect(delivered.attemptLog[0].answer).toBe('The provider answered 503 {"error":"Service Unavailable"}');
    // Later polls and rounds send nothing more.
    await new Promise((resolve) => setTimeout(resolve, 4 * RETRY_BASE_MS));
    await t.drainOutbox();
    expect(provider.requests.filter((r) => r.body.to === phone)).toHaveLength(4);
    expect(provider.deliveredTo(phone)).toHaveLength(1);
  });

  it('down for good: given up after its attempts with the reason kept, the code not kept nor sent again', async () => {
    const phone = '03127000002';
    provider.failNext(4);
    await codeFor(phone);
    const failed = await settled(phone, 'FAILED');
    expect(failed).toMatchObject({ attempts: 4, maxAttempts: 4, nextAttemptAt: null });
    expect(failed.lastError).toMatch(/^The provider answered 503/);
    expect(provider.deliveredTo(phone)).toEqual([]);

    const [kept] = await t.database.db
      .select({ code: outboxMessages.code, text: outboxMessages.textBody })
      .from(outboxMessages)
      .where(eq(outboxMessages.id, failed.id));
    expect(kept).toEqual({ code: null, text: null });
    // By now the code has expired: the user asks for a new one.
    expectError(await t.as(csr, 'POST', `/api/outbox/${failed.id}/retry`), 409, MESSAGES.outboxCodeNotResent);
    expect(await messageTo(phone)).toMatchObject({ status: 'FAILED', attempts: 4 });
  });

  it('a provider calling the request itself wrong (400) is not asked again', async () => {
    const phone = '03127000003';
    provider.failNext(1, 400);
    await codeFor(phone);
    await t.drainOutbox();
    expect(await messageTo(phone)).toMatchObject({ status: 'FAILED', attempts: 1, nextAttemptAt: null });
  });
});

describe("the provider's request, from its settings", () => {
  it('a JSON template gets JSON-escaped values, any other a form; the auth header is named or Authorization', () => {
    const text = 'Code "12" \n ok & done';
    expect(smsRequestBody('{"to":"{{to}}","text":"{{text}}"}', '03001234567', text)).toEqual({
      contentType: 'application/json',
      body: JSON.stringify({ to: '03001234567', text }),
    });
    expect(smsRequestBody('To={{to}}&Body={{text}}', '+923001234567', 'a&b c')).toEqual({
      contentType: 'application/x-www-form-urlencoded',
      body: 'To=%2B923001234567&Body=a%26b%20c',
    });
    expect(authHeaderOf('X-Api-Key: abc')).toEqual({ 'X-Api-Key': 'abc' });
    expect(authHeaderOf('Bearer abc')).toEqual({ authorization: 'Bearer abc' });
    expect(authHeaderOf(undefined)).toEqual({});
  });
});
