import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { buildIdOf, versionCheck } from '../../src/bootstrap/versionCheck';
import { loadIpLocation } from '../../src/bootstrap/ipLocation';
import { createHttpClient } from '../../src/providers/httpClient';
import { storage } from '../../src/providers/storage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const buildJson = (body: unknown, status = 200) =>
  vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  ) as unknown as typeof fetch;

describe('version check (SPEC §7 start-up 1)', () => {
  it('takes the text after commit/ as the build id', () => {
    expect(buildIdOf('https://git.example/repo/commit/abc123')).toBe('abc123');
    expect(buildIdOf('no marker')).toBeUndefined();
    expect(buildIdOf(undefined)).toBeUndefined();
  });

  it('a different build clears the cached data and stores the new hash', async () => {
    storage.set('hash', 'old');
    storage.set('ipLocation', '{"countryCode":"PK"}');
    localStorage.setItem('RaStore.shipments.listParams', '{}');
    storage.set('token', 'still-signed-in');
    await expect(versionCheck(buildJson({ commit: 'x/commit/new' }))).resolves.toBe('updated');
    expect(storage.get('hash')).toBe('new');
    expect(storage.get('ipLocation')).toBeNull();
    expect(localStorage.getItem('RaStore.shipments.listParams')).toBeNull();
    expect(storage.get('token')).toBe('still-signed-in');
  });

  it('the same build changes nothing', async () => {
    storage.set('hash', 'same');
    storage.set('ipLocation', '{}');
    await expect(versionCheck(buildJson({ commit: 'x/commit/same' }))).resolves.toBe('unchanged');
    expect(storage.get('ipLocation')).toBe('{}');
  });

  it('a missing commit changes nothing', async () => {
    storage.set('hash', 'kept');
    await expect(versionCheck(buildJson({}))).resolves.toBe('unchanged');
    expect(storage.get('hash')).toBe('kept');
  });

  it('a failure logs "versionCheck error" with the message and goes on', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = vi.fn(async () => {
      throw new Error('offline');
    }) as unknown as typeof fetch;
    await expect(versionCheck(failing)).resolves.toBe('unchanged');
    expect(log).toHaveBeenCalledWith('versionCheck error', 'offline');
    log.mockRestore();
  });
});

describe('IP location (SPEC §7 start-up 2)', () => {
  const http1 = createHttpClient({ baseUrl: 'http://api.test' });

  it('asks the API when nothing is cached, and caches the answer', async () => {
    const location = { ip: '127.0.0.1', countryCode: 'PK', country: 'Pakistan', countryId: 1, source: 'default' };
    const handler = vi.fn(() => HttpResponse.json({ data: location }));
    server.use(http.get('http://api.test/ip-location', handler));
    await expect(loadIpLocation(http1)).resolves.toEqual(location);
    expect(storage.getJson('ipLocation')).toEqual(location);
    await loadIpLocation(http1);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a failure leaves nothing cached and does not stop start-up', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('http://api.test/ip-location', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await expect(loadIpLocation(http1)).resolves.toBeNull();
    expect(storage.get('ipLocation')).toBeNull();
  });
});
