import { describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('../../src/bootstrap/monitoring', () => ({ initMonitoring: vi.fn(async () => void calls.push('monitoring')) }));
vi.mock('../../src/bootstrap/versionCheck', () => ({
  versionCheck: vi.fn(async () => void calls.push('versionCheck')),
}));
// An API that never answers the IP-location query (the client's timeout is far away).
vi.mock('../../src/bootstrap/ipLocation', () => ({
  loadIpLocation: vi.fn(() => (calls.push('ipLocation'), new Promise(() => {}))),
}));

const { startup } = await import('../../src/bootstrap/startup');

describe('start-up under a slow API', () => {
  it('keeps SPEC §4 order but does not wait for the IP location before the app renders', async () => {
    // Held back by the IP location, startup() would never resolve and this test would time out.
    await expect(startup()).resolves.toBeUndefined();
    expect(calls).toEqual(['monitoring', 'versionCheck', 'ipLocation']);
  }, 2000);
});
