/** A random UUID v4. crypto.randomUUID exists only in secure contexts; a portal served over plain HTTP has getRandomValues. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Keys of requests still owed an answer; a few are plenty (one per form the user retries). */
const MAX_UNANSWERED_KEYS = 100;

/**
 * The Idempotency-Key of each request (method, URL and body): a new one, unless the same request's
 * last try got no usable answer (`outcomeUnknown`: the API may have acted without the caller learning
 * it), in which case the same key goes again, so the API answers what it did instead of doing it twice.
 */
export function createIdempotencyKeys(outcomeUnknown: (error: unknown) => boolean) {
  const unanswered = new Map<string, string>();
  return {
    keyFor: (request: string) => unanswered.get(request) ?? newIdempotencyKey(),
    answered: (request: string) => unanswered.delete(request),
    failed(request: string, key: string, error: unknown) {
      unanswered.delete(request);
      if (!outcomeUnknown(error)) return;
      unanswered.set(request, key);
      const oldest = unanswered.keys().next().value;
      if (unanswered.size > MAX_UNANSWERED_KEYS && oldest !== undefined) unanswered.delete(oldest);
    },
  };
}
