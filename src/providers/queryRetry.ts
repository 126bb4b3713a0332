import { ApiError } from './httpClient';

/**
 * Whether a failed screen load is tried again. A dropped connection or a 5xx may be passing, so it
 * gets one more try; a timeout already waited the client's whole timeout, and a 4xx or an answer
 * that is not JSON will not change — the screen shows SPEC's text and its Retry at once.
 */
export function retryScreenLoad(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'FETCH_ERROR' || (typeof error.kind === 'number' && error.kind >= 500);
}
