import Fastify from 'fastify';
import * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { docs } from '../../../server/http/docs';
import { installErrorHandler } from '../../../server/http/errorHandler';
import { idParams } from '../../../server/http/params';
import { sentVersion, validatorCompiler, wasSent, type Api } from '../../../server/http/validate';
import { testAppPerFile } from '../testApp';

/**
 * Input is checked by Fastify with the yup schemas a route documents (server/http/validate.ts), before
 * the handler: the handler reads the parts checked, cast and stripped, and never runs on bad input.
 */
const body = yup.object({ count: yup.number().typeError(MESSAGES.wholeNumber).required(MESSAGES.fillRequired) });
const query = yup.object({ q: yup.string().trim().max(5, MESSAGES.textTooLong) });

async function echoApp() {
  const app = Fastify().withTypeProvider() as unknown as Api;
  app.setValidatorCompiler(validatorCompiler);
  installErrorHandler(app);
  let handled = 0;
  const answer = (request: { body: unknown; query: unknown; params: unknown }) => {
    handled += 1;
    const checked = request.body as Record<string, unknown> | undefined;
    (request.query as Record<string, unknown>).touched = true;
    return {
      body: checked,
      query: request.query,
      params: request.params,
      sentExtra: wasSent(checked, 'extra'),
      sentVersion: sentVersion(checked)?.version ?? null,
    };
  };
  app.post(
    '/echo/:id',
    { schema: docs({ tags: ['test'], summary: 'echo', body, querystring: query, params: idParams }) },
    answer,
  );
  app.post(
    '/raw/:id',
    {
      schema: docs({ tags: ['test'], summary: 'raw', body, params: idParams, handlerValidates: 'body' }),
    },
    answer,
  );
  await app.ready();
  return { app, handled: () => handled };
}

describe('the validator compiler', () => {
  it('hands the handler each part checked and cast, unknown fields dropped but still known as sent', async () => {
    const { app } = await echoApp();
    const res = await app.inject({
      method: 'POST',
      url: '/echo/7?q=%20abc%20',
      payload: { count: '3', extra: 'x', version: 4 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      body: { count: 3 },
      query: { q: 'abc', touched: true },
      params: { id: 7 },
      sentExtra: true,
      sentVersion: 4,
    });
  });

  it('answers bad input with the schema’s SPEC text, and the handler never runs', async () => {
    const { app, handled } = await echoApp();
    const missing = await app.inject({ method: 'POST', url: '/echo/7', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.fillRequired);
    const badQuery = await app.inject({ method: 'POST', url: '/echo/7?q=toolong', payload: { count: 1 } });
    expect(badQuery.json().message).toBe(MESSAGES.textTooLong);
    const badId = await app.inject({ method: 'POST', url: '/echo/nope', payload: { count: 1 } });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe(MESSAGES.notFound);
    const unstorable = await app.inject({ method: 'POST', url: '/echo/7?q=a%00b', payload: { count: 1 } });
    expect(unstorable.json().message).toBe(MESSAGES.invalidCharacters);
    expect(handled()).toBe(0);
  });

  it('gives every request its own copy of a remembered query', async () => {
    const { app } = await echoApp();
    for (let i = 0; i < 2; i += 1) {
      const res = await app.inject({ method: 'POST', url: '/echo/7?q=same', payload: { count: 1 } });
      expect(res.json().query).toEqual({ q: 'same', touched: true });
    }
  });

  it('leaves a part the handler checks itself as it was sent, and still checks the others', async () => {
    const { app } = await echoApp();
    const res = await app.inject({ method: 'POST', url: '/raw/7', payload: { count: 'many', extra: 1 } });
    expect(res.json()).toMatchObject({ body: { count: 'many', extra: 1 }, params: { id: 7 } });
    expect((await app.inject({ method: 'POST', url: '/raw/0', payload: {} })).statusCode).toBe(400);
  });
});

describe('the order of the answers', () => {
  const t = testAppPerFile();

  it('checks the caller before the input: a shipper’s bad body is a 403, staff’s a 400', async () => {
    const shipper = (await t.login('shipperA')).token;
    const csr = (await t.login('csr')).token;
    expect((await t.as(shipper, 'POST', '/api/wallet/transaction', { amount: 'lots' })).statusCode).toBe(403);
    const staff = await t.as(csr, 'POST', '/api/wallet/transaction', { amount: 'lots' });
    expect(staff.statusCode).toBe(400);
    expect((await t.as(shipper, 'GET', '/api/locations?page=-1')).statusCode).toBe(403);
  });
});
