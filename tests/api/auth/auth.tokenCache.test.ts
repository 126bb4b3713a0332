import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../../../server/auth/tokens';
import { VerifiedTokenCache } from '../../../server/auth/verifiedTokens';

/** The guard's cache of verified access tokens: a shortcut for valid tokens only, never past their expiry. */
const tokens = createTokenService('cache-test-secret-cache-test-secret', 60);
const claims = { sub: '7', sid: '00000000-0000-4000-8000-000000000007', userType: 4 };

afterEach(() => vi.useRealTimers());

describe('VerifiedTokenCache', () => {
  it('verifies a token once and answers its claims from memory until it expires, then verifies again (and refuses)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const token = await tokens.signAccess(claims);
    const cache = new VerifiedTokenCache();
    const verify = vi.fn((t: string) => tokens.verifyAccess(t));

    expect(await cache.verify(token, verify)).toEqual(claims);
    expect(await cache.verify(token, verify)).toEqual(claims);
    expect(verify).toHaveBeenCalledTimes(1);

    vi.setSystemTime(new Date('2030-01-01T00:01:01Z'));
    expect(await cache.verify(token, verify)).toBeUndefined();
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing for a token that fails verification: a forged one is checked, and refused, every time', async () => {
    const token = await tokens.signAccess(claims);
    const forged = `${token.slice(0, -2)}xx`;
    const cache = new VerifiedTokenCache();
    const verify = vi.fn((t: string) => tokens.verifyAccess(t));
    expect(await cache.verify(forged, verify)).toBeUndefined();
    expect(await cache.verify(forged, verify)).toBeUndefined();
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('tells tokens apart by their whole text: another token is verified on its own', async () => {
    const cache = new VerifiedTokenCache();
    const verify = vi.fn((t: string) => tokens.verifyAccess(t));
    const first = await tokens.signAccess(claims);
    const other = await tokens.signAccess({ ...claims, sub: '8' });
    expect(await cache.verify(first, verify)).toEqual(claims);
    expect(await cache.verify(other, verify)).toEqual({ ...claims, sub: '8' });
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
