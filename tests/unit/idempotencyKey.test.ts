import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { createHttpClient } from '../../src/providers/httpClient';
import { storage } from '../../src/providers/storage';

/** The portal's Idempotency-Key: one per create, the same one again when a retry follows a try with no usable answer. */
const API = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => storage.set('token', 'T1'));

const client = () =>
  createHttpClient({ baseUrl: API, timeoutMs: 100, currentPath: () => '/shipments', onSessionExpired: vi.fn() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Answer = () => Response | Promise<Response>;
/** POST /things answering each call with the next of `answers` (the last one repeats); records the keys sent. */
function things(...answers: Answer[]) {
  const keys: (string | null)[] = [];
  server.use(
    http.post(`${API}/things`, async ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return answers[Math.min(keys.length, answers.length) - 1]();
    }),
  );
  return keys;
}
const created = () => HttpResponse.json({ data: { id: 1 } }, { status: 201 });
const status = (code: number) => () => HttpResponse.json({ message: 'x', statusCode: code }, { status: code });
const body = { name: 'Store', cityId: 5 };

describe('Idempotency-Key', () => {
  it('every signed-in POST with a JSON body carries a fresh UUID key', async () => {
    const keys = things(created);
    const api = client();
    await api.request('/things', { method: 'POST', body });
    await api.request('/things', { method: 'POST', body: { other: true } });
    await api.request('/things', { method: 'POST' });
    expect(keys).toHaveLength(3);
    keys.forEach((key) => expect(key).toMatch(UUID));
    expect(new Set(keys).size).toBe(3);
  });

  it.each([
    ['a network error', () => HttpResponse.error()],
    [
      'a timeout',
      async () => {
        await delay(1000);
        return created();
      },
    ],
    ['a 503', status(503)],
    ['a 500', status(500)],
    ['a 408', status(408)],
    ['an unreadable answer', () => new HttpResponse('<html>proxy</html>', { status: 200 })],
  ])(
    'after %s the same request is sent again with the same key; after its answer the key is new',
    async (_what, failure) => {
      const keys = things(failure, created, created);
      const api = client();
      await expect(api.request('/things', { method: 'POST', body })).rejects.toBeTruthy();
      await expect(api.request('/things', { method: 'POST', body })).resolves.toEqual({ id: 1 });
      await expect(api.request('/things', { method: 'POST', body })).resolves.toEqual({ id: 1 });
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).not.toBe(keys[1]);
      expect(keys[2]).toMatch(UUID);
    },
  );

  it('a key is reused only for the very same request: another body, path or query gets its own', async () => {
    const keys = things(() => HttpResponse.error(), created);
    const api = client();
    await expect(api.request('/things', { method: 'POST', body })).rejects.toMatchObject({ kind: 'FETCH_ERROR' });
    await api.request('/things', { method: 'POST', body: { ...body, cityId: 6 } });
    await api.request('/things', { method: 'POST', body, query: { x: 1 } });
    expect(new Set(keys).size).toBe(3);
  });

  it.each([400, 404, 409, 422, 429])(
    'after a %i (a real answer) the next try is a new request with a new key',
    async (code) => {
      const keys = things(status(code), created);
      const api = client();
      await expect(api.request('/things', { method: 'POST', body })).rejects.toMatchObject({ kind: code });
      await api.request('/things', { method: 'POST', body });
      expect(keys[1]).not.toBe(keys[0]);
    },
  );

  it('a call retried after a token refresh sends the same key', async () => {
    storage.set('token', 'old');
    storage.set('refreshToken', 'R1');
    server.use(
      http.post(`${API}/auth/user/refresh`, () =>
        HttpResponse.json({ data: { auth: { token: 'new', refreshToken: 'R2' } } }),
      ),
    );
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${API}/things`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return request.headers.get('authorization') === 'Bearer new'
          ? created()
          : HttpResponse.json({ message: 'x' }, { status: 401 });
      }),
    );
    await expect(client().request('/things', { method: 'POST', body })).resolves.toEqual({ id: 1 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
  });

  it('is not sent on GET, PUT, uploads (FormData) or unsigned calls such as login', async () => {
    const seen: (string | null)[] = [];
    const record = ({ request }: { request: Request }) => {
      seen.push(request.headers.get('idempotency-key'));
      return HttpResponse.json({ data: {} });
    };
    server.use(
      http.get(`${API}/things`, record),
      http.put(`${API}/things/1`, record),
      http.post(`${API}/things`, record),
      http.post(`${API}/auth/user/login`, record),
    );
    const api = client();
    await api.request('/things');
    await api.request('/things/1', { method: 'PUT', body });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await api.request('/things', { method: 'POST', body: form });
    await api.request('/auth/user/login', { method: 'POST', body: { phoneNumber: '03001234567' }, auth: false });
    expect(seen).toEqual([null, null, null, null]);
  });

  it('remembers at most 100 unanswered requests, forgetting the oldest', async () => {
    const keys: string[] = [];
    const failing = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      keys.push((init?.headers as Record<string, string>)['Idempotency-Key']);
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const api = createHttpClient({
      baseUrl: API,
      timeoutMs: 100,
      fetch: failing,
      currentPath: () => '/shipments',
      onSessionExpired: vi.fn(),
    });
    for (let i = 0; i <= 100; i += 1)
      await expect(api.request('/things', { method: 'POST', body: { i } })).rejects.toMatchObject({
        kind: 'FETCH_ERROR',
      });
    await expect(api.request('/things', { method: 'POST', body: { i: 100 } })).rejects.toBeTruthy();
    await expect(api.request('/things', { method: 'POST', body: { i: 0 } })).rejects.toBeTruthy();
    expect(keys[101]).toBe(keys[100]);
    expect(keys[102]).not.toBe(keys[0]);
  });

  it('makes a UUID without crypto.randomUUID (a portal served over plain HTTP is no secure context)', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array as never) as T,
    });
    try {
      const keys = things(created);
      await client().request('/things', { method: 'POST', body });
      await client().request('/things', { method: 'POST', body });
      expect(keys[0]).toMatch(UUID);
      expect(keys[1]).not.toBe(keys[0]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
