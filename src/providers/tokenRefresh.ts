import { clientSecretFor } from './apiConnection';
import { storage } from './storage';

/** The browser-wide lock around a token refresh: every tab of the portal rotates the one refresh token they share. */
const REFRESH_LOCK = 'freight-portal-token-refresh';

/**
 * Runs `work` holding a lock that all tabs of this origin share (the Web Locks API), so two tabs
 * never present the same refresh token (the API would take it for a stolen one and end the
 * session). Where the browser has no Web Locks, within this tab only.
 */
function withBrowserLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(name, work) as Promise<T>) : work();
}

export interface TokenRefreshOptions {
  /** POSTs `body` to `path` without the bearer token and answers the `data` of the envelope. */
  post: <T>(path: string, body: unknown) => Promise<T>;
  /** Whether a failed refresh is the API saying no (the session is over) rather than no usable answer. */
  isRefusal: (error: unknown) => boolean;
}

/**
 * What became of a refused call's tokens: `refreshed` (this tab rotated them), `taken` (another
 * refresh had already stored new ones, nothing was sent) or `refused` (the API said no: the session
 * is over).
 */
export type RefreshOutcome = 'refreshed' | 'taken' | 'refused';

/**
 * One refresh for any number of concurrent 401s (see RefreshOutcome). A refresh that could not be
 * done — the API down, slow, failing or answering something unreadable — rejects with that failure
 * instead: the call says SPEC's generic text and the user stays signed in, so Retry once the API is
 * back refreshes again.
 *
 * Each client (each tab) has its own in-flight refresh; the tabs share the storage and take turns
 * under the browser lock. `carriedToken` is the access token the refused call was sent with: when the
 * shared storage already holds another one, a refresh happened after that call left (in another tab,
 * or in this one), and the call only needs sending again. Comparing with the token read when the 401
 * is handled instead would, on a busy page, rotate the refresh token another tab had just rotated.
 */
export function createTokenRefresh({ post, isRefusal }: TokenRefreshOptions) {
  let refreshing: Promise<RefreshOutcome> | null = null;
  const replacedSince = (carriedToken: string | null) => {
    const current = storage.get('token');
    return current !== null && current !== carriedToken;
  };

  return function refreshOnce(carriedToken: string | null): Promise<RefreshOutcome> {
    if (!refreshing && replacedSince(carriedToken)) return Promise.resolve('taken');
    refreshing ??= withBrowserLock(REFRESH_LOCK, async (): Promise<RefreshOutcome> => {
      const refreshToken = storage.get('refreshToken');
      if (!refreshToken) return 'refused';
      // Another tab refreshed while this one waited for the lock: its new tokens are in the shared storage.
      if (replacedSince(carriedToken)) return 'taken';
      try {
        const clientSecret = clientSecretFor(Number(storage.get('userType')));
        const data = await post<{ auth: { token: string; refreshToken: string } }>('/auth/user/refresh', {
          refreshToken,
          clientSecret,
        });
        storage.set('token', data.auth.token);
        storage.set('refreshToken', data.auth.refreshToken);
        return 'refreshed';
      } catch (error) {
        if (isRefusal(error)) return 'refused';
        throw error;
      }
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };
}
