import type { AccessClaims } from './tokens';

const MAX_ENTRIES = 10_000;

/**
 * Access tokens already verified, until they expire: an HS256 signature check of the same token
 * string always gives the same answer, and it was a measurable share of every request's CPU
 * (a CPU profile of the list route showed it). Only valid tokens are kept; expiry is checked on every hit; the session and
 * the user are still read from the database on every request by the guard.
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  async verify(
    token: string,
    verify: (token: string) => Promise<AccessClaims | undefined>,
  ): Promise<AccessClaims | undefined> {
    const hit = this.entries.get(token);
    if (hit && hit.expiresAtMs > Date.now()) return hit.claims;
    if (hit) this.entries.delete(token);
    const claims = await verify(token);
    const expiresAtMs = claims && expiryOf(token);
    if (claims && expiresAtMs) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(token, { claims, expiresAtMs });
    }
    return claims;
  }
}

/** The `exp` of a token that has just passed verification, in ms; undefined when it has none. */
function expiryOf(token: string) {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
