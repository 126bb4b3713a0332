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
