import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { createHttpClient } from '../../src/providers/httpClient';
import { storage } from '../../src/providers/storage';

const API = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

/** The Web Locks API as browsers give it: one holder per name at a time, the others queued in order. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: (name: string, work: () => Promise<unknown>) => {
      const run = (tails.get(name) ?? Promise.resolve()).then(work);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/** A point in a test's story: `reached` settles once `come()` is called. */
function moment() {
  let come!: () => void;
  const reached = new Promise<void>((resolve) => (come = resolve));
  return { reached, come };
}

/** Each tab is a client of its own (its own in-flight refresh); the tabs share the browser's storage. */
const tab = () =>
  createHttpClient({ baseUrl: API, timeoutMs: 1000, currentPath: () => '/shipments', onSessionExpired: vi.fn() });

describe('one refresh for the whole browser', () => {
  it('two tabs refused at once refresh once: the one that waited for the lock takes the new tokens from storage', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks() });
    storage.set('token', 'old');
    storage.set('refreshToken', 'R1');
    const presented: string[] = [];
    server.use(
      http.post(`${API}/auth/user/refresh`, async ({ request }) => {
        presented.push(((await request.json()) as { refreshToken: string }).refreshToken);
        await delay(20);
        return HttpResponse.json({ data: { auth: { token: 'new', refreshToken: 'R2' } } });
      }),
      http.get(`${API}/shipments`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer new'
          ? HttpResponse.json({ data: 'rows' })
          : HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
    const [first, second] = [tab(), tab()];
    await expect(Promise.all([first.request('/shipments'), second.request('/shipments')])).resolves.toEqual([
      'rows',
      'rows',
    ]);
    // The refresh token went to the API once: a second use would have been taken for theft, ending the session.
    expect(presented).toEqual(['R1']);
    expect(storage.get('refreshToken')).toBe('R2');
  });

  it('a 401 handled after another tab already refreshed retries with the new token instead of rotating again', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks() });
    storage.set('token', 'old');
    storage.set('refreshToken', 'R1');
    const presented: string[] = [];
    const lateCallHeld = moment();
    const lateCallSent = moment();
    server.use(
      http.post(`${API}/auth/user/refresh`, async ({ request }) => {
        const { refreshToken } = (await request.json()) as { refreshToken: string };
        presented.push(refreshToken);
        const next = Number(refreshToken.slice(1)) + 1;
        return HttpResponse.json({ data: { auth: { token: `T${next}`, refreshToken: `R${next}` } } });
      }),
      http.get(`${API}/slow`, async ({ request }) => {
        if (request.headers.get('authorization') === 'Bearer old') {
          lateCallSent.come();
          // The busy tab's refusal is handled only after the other tab has rotated the tokens.
          await lateCallHeld.reached;
          return HttpResponse.json({ message: 'expired' }, { status: 401 });
        }
        return HttpResponse.json({ data: `slow with ${request.headers.get('authorization')}` });
      }),
      http.get(`${API}/fast`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer old'
          ? HttpResponse.json({ message: 'expired' }, { status: 401 })
          : HttpResponse.json({ data: 'fast' }),
      ),
    );
    const [busy, other] = [tab(), tab()];
    const late = busy.request('/slow');
    await lateCallSent.reached;
    await expect(other.request('/fast')).resolves.toBe('fast');
    expect(storage.get('refreshToken')).toBe('R2');
    lateCallHeld.come();
    await expect(late).resolves.toBe('slow with Bearer T2');
    // R2 was never presented: rotating it again would have cost the other tab the token it had just stored.
    expect(presented).toEqual(['R1']);
    expect(storage.get('refreshToken')).toBe('R2');
  });

  it('when the tokens another tab stored have lapsed too, the late call refreshes them itself, once', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks() });
    // This call left with T1; another tab has since stored T2, which the API no longer takes either.
    storage.set('token', 'T1');
    storage.set('refreshToken', 'R1');
    const presented: string[] = [];
    const lateCallSent = moment();
    const lateCallHeld = moment();
    server.use(
      http.post(`${API}/auth/user/refresh`, async ({ request }) => {
        presented.push(((await request.json()) as { refreshToken: string }).refreshToken);
        return HttpResponse.json({ data: { auth: { token: 'T3', refreshToken: 'R3' } } });
      }),
      http.get(`${API}/slow`, async ({ request }) => {
        const auth = request.headers.get('authorization');
        if (auth === 'Bearer T1') {
          lateCallSent.come();
          await lateCallHeld.reached;
        }
        return auth === 'Bearer T3'
          ? HttpResponse.json({ data: 'rows' })
          : HttpResponse.json({ message: 'expired' }, { status: 401 });
      }),
    );
    const late = tab().request('/slow');
    await lateCallSent.reached;
    storage.set('token', 'T2');
    storage.set('refreshToken', 'R2');
    lateCallHeld.come();
    await expect(late).resolves.toBe('rows');
    expect(presented).toEqual(['R2']);
  });

  it('signing out in one tab reaches the others: a change to the shared storage from another tab calls back', () => {
    const listener = vi.fn();
    const unsubscribe = storage.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'T', newValue: null }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
