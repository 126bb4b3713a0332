/**
 * The address an unsubscribe token names, to show before the person confirms: the token is its
 * payload (base64url JSON) and the server's signature, and only the server checks the signature.
 * Null when the token cannot be read; the POST then says what is wrong with it.
 */
export function addressInUnsubscribeToken(token: string): string | null {
  const [payload] = token.split('.');
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)));
    const email = (JSON.parse(text) as { email?: unknown }).email;
    return typeof email === 'string' && email ? email : null;
  } catch {
    return null;
  }
}
