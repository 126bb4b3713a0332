import { createHmac, timingSafeEqual } from 'node:crypto';

/** Whom an unsubscribe link takes off: one address of one company's notification e-mails. */
export interface UnsubscribeClaim {
  companyId: number;
  email: string;
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/**
 * The tokens of notification e-mails' unsubscribe links: the claim as base64url JSON, a dot, and its
 * HMAC-SHA256 under the server's secret (the JWT key, kept in the database or JWT_SECRET), so every API
 * instance signs and checks alike. They do not expire: a mail read months later still unsubscribes.
 */
export class UnsubscribeTokens {
  constructor(private readonly secret: string) {}

  sign(claim: UnsubscribeClaim): string {
    const payload = base64url(JSON.stringify({ companyId: claim.companyId, email: claim.email }));
    return `${payload}.${this.signature(payload).toString('base64url')}`;
  }

  /** The claim of a token this server signed; undefined for anything else. */
  verify(token: string): UnsubscribeClaim | undefined {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length) return undefined;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.signature(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<UnsubscribeClaim>;
      if (!Number.isInteger(claim.companyId) || typeof claim.email !== 'string' || !claim.email) return undefined;
      return { companyId: claim.companyId!, email: claim.email };
    } catch {
      return undefined;
    }
  }

  private signature(payload: string) {
    return createHmac('sha256', this.secret).update(`unsubscribe\u0000${payload}`).digest();
  }
}
