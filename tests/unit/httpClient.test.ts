import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { ApiError, createHttpClient, errorText } from '../../src/providers/httpClient';
import { storage } from '../../src/providers/storage';
import { MESSAGES } from '#domain/messages';

const API = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (overrides: Parameters<typeof createHttpClient>[0] = {}) =>
  createHttpClient({
    baseUrl: API,
    timeoutMs: 200,
    currentPath: () => '/shipments?page=2',
    onSessionExpired: vi.fn(),
    ...overrides,
  });

describe('errorText (SPEC §7)', () => {
  it.each([
    [{ message: 'Bad thing' }, 'Bad thing'],
    [{ message: ['First', 'Second'] }, 'First|Second'],
    [{ error: 'Not Found' }, 'Not Found'],
    [{ data: 'Plain data' }, 'Plain data'],
    [{}, MESSAGES.generic],
    [null, MESSAGES.generic],
  ])('%j → %s', (body, text) => expect(errorText(body)).toBe(text));
  it('prefers message over error over data', () => {
    expect(errorText({ message: 'm', error: 'e', data: 'd' })).toBe('m');
    expect(errorText({ error: 'e', data: 'd' })).toBe('e');
  });
});

describe('httpClient', () => {
  it('reads the data field and sends the bearer token from storage', async () => {
    storage.set('token', 'T1');
    server.use(
      http.get(`${API}/thing`, ({ request }) =>
        HttpResponse.json({ data: { auth: request.headers.get('authorization') } }),
      ),
    );
    await expect(client().request('/thing')).resolves.toEqual({ auth: 'Bearer T1' });
  });

  it('drops empty query values and encodes the rest', async () => {
    server.use(http.get(`${API}/list`, ({ request }) => HttpResponse.json({ data: new URL(request.url).search })));
    await expect(client().request('/list', { query: { page: 0, q: 'a b', empty: '', none: undefined } })).resolves.toBe(
      '?page=0&q=a+b',
    );
  });

  it('an HTTP error carries its status, its SPEC text and its body', async () => {
    server.use(
      http.get(`${API}/x`, () => HttpResponse.json({ message: ['A', 'B'], statusCode: 400 }, { status: 400 })),
    );
    const error = (await client()
      .request('/x')
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe(400);
    expect(error.status).toBe(400);
    expect(error.message).toBe('A|B');
  });

  it('a network failure is FETCH_ERROR', async () => {
    server.use(http.get(`${API}/x`, () => HttpResponse.error()));
    await expect(client().request('/x')).rejects.toMatchObject({ kind: 'FETCH_ERROR', message: MESSAGES.generic });
  });

  it('a call slower than the timeout is TIMEOUT_ERROR', async () => {
    server.use(
      http.get(`${API}/x`, async () => {
        await delay(1000);
        return HttpResponse.json({ data: 1 });
      }),
    );
    await expect(client().request('/x')).rejects.toMatchObject({ kind: 'TIMEOUT_ERROR' });
  });

  it('an unreadable success body is PARSING_ERROR', async () => {
    server.use(http.get(`${API}/x`, () => new HttpResponse('<html>oops</html>', { status: 200 })));
    await expect(client().request('/x')).rejects.toMatchObject({ kind: 'PARSING_ERROR' });
  });

  it('two parallel 401s cause exactly one refresh, and both calls succeed after it', async () => {
    storage.set('token', 'old');
    storage.set('refreshToken', 'R1');
    let refreshes = 0;
    server.use(
      http.post(`${API}/auth/user/refresh`, async () => {
        refreshes += 1;
        await delay(20);
        return HttpResponse.json({ data: { auth: { token: 'new', refreshToken: 'R2' } } });
      }),
      http.get(`${API}/a`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer new'
          ? HttpResponse.json({ data: 'a' })
          : HttpResponse.json({ message: 'x' }, { status: 401 }),
      ),
      http.get(`${API}/b`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer new'
          ? HttpResponse.json({ data: 'b' })
          : HttpResponse.json({ message: 'x' }, { status: 401 }),
      ),
    );
    const http1 = client();
    await expect(Promise.all([http1.request('/a'), http1.request('/b')])).resolves.toEqual(['a', 'b']);
    expect(refreshes).toBe(1);
    expect(storage.get('refreshToken')).toBe('R2');
  });

  it('a failed refresh clears the session and sends the user to login with the return path', async () => {
    storage.set('token', 'old');
    storage.set('refreshToken', 'R1');
    storage.set('hash', 'keep-me');
    const onSessionExpired = vi.fn();
    server.use(
      http.post(`${API}/auth/user/refresh`, () =>
        HttpResponse.json({ message: MESSAGES.sessionExpired }, { status: 401 }),
      ),
      http.get(`${API}/a`, () => HttpResponse.json({ message: 'x' }, { status: 401 })),
    );
    await expect(client({ onSessionExpired }).request('/a')).rejects.toMatchObject({
      kind: 401,
      message: MESSAGES.sessionExpired,
    });
    expect(onSessionExpired).toHaveBeenCalledWith('/auth/login?redirect=%2Fshipments%3Fpage%3D2');
    expect(storage.get('token')).toBeNull();
    expect(storage.get('refreshToken')).toBeNull();
    expect(storage.get('hash')).toBe('keep-me');
    expect(storage.takeFlash()).toBe(MESSAGES.sessionExpired);
  });

  it.each([
    ['down', () => HttpResponse.error()],
    ['failing with a 503', () => HttpResponse.json({}, { status: 503 })],
    [
      'answering a proxy page',
      () => new HttpResponse('<html>Bad Gateway</html>', { headers: { 'content-type': 'text/html' } }),
    ],
  ])(
    'a refresh that could not be done (API %s) keeps the session: the call fails with the generic text, the next one refreshes again',
    async (_, refreshAnswer) => {
      storage.set('token', 'old');
      storage.set('refreshToken', 'R1');
      const onSessionExpired = vi.fn();
      let apiBack = false;
      server.use(
        http.post(`${API}/auth/user/refresh`, () =>
          apiBack ? HttpResponse.json({ data: { auth: { token: 'new', refreshToken: 'R2' } } }) : refreshAnswer(),
        ),
        http.get(`${API}/a`, ({ request }) =>
          request.headers.get('authorization') === 'Bearer new'
            ? HttpResponse.json({ data: 'ok' })
            : HttpResponse.json({ message: 'x' }, { status: 401 }),
        ),
      );
      const http1 = client({ onSessionExpired });
      await expect(http1.request('/a')).rejects.toMatchObject({ message: MESSAGES.generic });
      expect(onSessionExpired).not.toHaveBeenCalled();
      expect(storage.get('token')).toBe('old');
      expect(storage.get('refreshToken')).toBe('R1');
      apiBack = true;
      await expect(http1.request('/a')).resolves.toBe('ok');
      expect(storage.get('refreshToken')).toBe('R2');
    },
  );

  it('a refresh refused for now (429, too many from this address) keeps the session: the call says so', async () => {
    storage.set('token', 'old');
    storage.set('refreshToken', 'R1');
    const onSessionExpired = vi.fn();
    server.use(
      http.post(`${API}/auth/user/refresh`, () =>
        HttpResponse.json({ message: MESSAGES.tooManyRequests, statusCode: 429 }, { status: 429 }),
      ),
      http.get(`${API}/a`, () => HttpResponse.json({ message: 'x' }, { status: 401 })),
    );
    await expect(client({ onSessionExpired }).request('/a')).rejects.toMatchObject({ kind: 429 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storage.get('refreshToken')).toBe('R1');
  });

  it('does not redirect when the current path is already an auth page', async () => {
    const onSessionExpired = vi.fn();
    server.use(http.get(`${API}/a`, () => HttpResponse.json({ message: 'x' }, { status: 401 })));
    await expect(
      client({ onSessionExpired, currentPath: () => '/auth/login?redirect=%2Fx' }).request('/a'),
    ).rejects.toMatchObject({ kind: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('never refreshes for unauthenticated calls such as login', async () => {
    let refreshes = 0;
    server.use(
      http.post(`${API}/auth/user/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ data: {} });
      }),
      http.post(`${API}/auth/user/login`, () => HttpResponse.json({ message: MESSAGES.loginFailed }, { status: 401 })),
    );
    await expect(client().request('/auth/user/login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject(
      { message: MESSAGES.loginFailed },
    );
    expect(refreshes).toBe(0);
  });
});
