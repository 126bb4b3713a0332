import { createHmac, timingSafeEqual } from 'node:crypto';
import { readUnsubscribeClaim, unsubscribeClaimPart, type UnsubscribeClaim } from '#domain/unsubscribeClaims';

/**
 * The tokens of notification e-mails' unsubscribe links (their shape: src/domain/unsubscribeClaims.ts),
 * signed with HMAC-SHA256 under the server's secret (the JWT key, kept in the database or JWT_SECRET), so
 * every API instance signs and checks alike. They do not expire: a mail read months later still unsubscribes.
 */
export class UnsubscribeTokens {
  constructor(private readonly secret: string) {}

  sign(claim: UnsubscribeClaim): string {
    const payload = unsubscribeClaimPart(claim);
    return `${payload}.${this.signature(payload).toString('base64url')}`;
  }

  /** The claim of a token this server signed; undefined for anything else. */
  verify(token: string): UnsubscribeClaim | undefined {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length) return undefined;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.signature(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return readUnsubscribeClaim(payload);
  }

  private signature(payload: string) {
    return createHmac('sha256', this.secret).update(`unsubscribe\u0000${payload}`).digest();
  }
}
