/**
 * What a notification e-mail's unsubscribe link names, and how its token carries it: the claim as
 * base64url JSON, a dot, and the server's signature of it (server/outbox/unsubscribeTokens.ts signs and
 * checks; the portal only reads the address to show it before the person confirms).
 */
export interface UnsubscribeClaim {
  companyId: number;
  email: string;
}

const toBase64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** The token's first part: the claim, as the signature covers it. */
export const unsubscribeClaimPart = ({ companyId, email }: UnsubscribeClaim) =>
  toBase64url(new TextEncoder().encode(JSON.stringify({ companyId, email })));

/** The claim a token's first part holds, or undefined when it holds none (the signature is not checked here). */
export function readUnsubscribeClaim(token: string): UnsubscribeClaim | undefined {
  const [part] = token.split('.');
  if (!part) return undefined;
  try {
    const claim = JSON.parse(new TextDecoder().decode(fromBase64url(part))) as Partial<UnsubscribeClaim>;
    if (!Number.isInteger(claim.companyId) || typeof claim.email !== 'string' || !claim.email) return undefined;
    return { companyId: claim.companyId!, email: claim.email };
  } catch {
    return undefined;
  }
}

/** The address a token names, to show before the person confirms; null when it names none. */
export const addressInUnsubscribeToken = (token: string) => readUnsubscribeClaim(token)?.email ?? null;
