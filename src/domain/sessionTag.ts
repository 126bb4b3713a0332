/**
 * A short tag of a signed-in session, the same in the API and the browser (Web Crypto in both): the
 * change feed says which session made a change (server/live/publish.ts) without telling its id, and
 * the portal knows its own (src/live/LiveUpdates.tsx) — so the same person signed in on two browsers
 * is warned on one of what they saved on the other, but never of what this browser just saved.
 */
export async function sessionTag(sessionId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`live:${sessionId}`));
  return Array.from(new Uint8Array(digest).slice(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
