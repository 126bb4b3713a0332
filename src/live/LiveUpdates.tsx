import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useGetIdentity, useLogout } from 'react-admin';
import { API_URL } from '../providers/apiConnection';
import { httpClient } from '../providers/httpClient';
import { storage } from '../providers/storage';
import { followSharedLiveFeed } from './sharedLiveFeed';
import { liveStore } from './liveStore';
import { refreshQueriesOf } from './refreshQueries';
import type { LiveChange, LiveNews } from './liveFeed';
import { sessionTag } from '#domain/sessionTag';

/** The session the access token belongs to (its `sid` claim): what tells this browser's own writes from others'. */
function sessionIdOf(token: string | null): string | undefined {
  try {
    const payload = token?.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/');
    const sid = payload ? (JSON.parse(atob(payload)) as { sid?: unknown }).sid : undefined;
    return typeof sid === 'string' ? sid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Follows the API's change feed while someone is signed in (one stream per browser) and keeps the
 * screens current: changed records are refetched, lists count what others changed, a session ended
 * elsewhere signs this browser out. Renders nothing; the app bar shows the feed's state (LiveMark).
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const me = identity?.id;

  useEffect(() => {
    if (me === undefined) return;
    // Made in this browser (any tab: they share the session) or elsewhere — by a colleague, or by the
    // same person signed in on another device, whose edit form here must still be warned.
    let ownSession: string | undefined;
    const sid = sessionIdOf(storage.get('token'));
    // Web Crypto needs a secure context (HTTPS or localhost): on a plain-HTTP address the user's id decides.
    if (sid && globalThis.crypto?.subtle)
      sessionTag(sid).then(
        (tag) => (ownSession = tag),
        () => undefined,
      );
    const madeElsewhere = ({ by }: LiveChange) =>
      by?.session && ownSession ? by.session !== ownSession : String(by?.id) !== String(me);
    const onNews = (news: LiveNews) => {
      if (news.kind === 'signedOut') return void logout();
      if (news.kind === 'reset') {
        liveStore.reset();
        return void queryClient.invalidateQueries();
      }
      const { change } = news;
      if (madeElsewhere(change)) liveStore.changedByOthers(change);
      void refreshQueriesOf(queryClient, change);
    };
    const stop = followSharedLiveFeed({
      url: `${API_URL}/events`,
      token: () => storage.get('token'),
      renewToken: (refused) => httpClient.renewToken(refused),
      onNews,
      onStatus: (status) => liveStore.setStatus(status),
    });
    return () => {
      stop();
      liveStore.setStatus('off');
      liveStore.reset();
    };
  }, [me, queryClient, logout]);

  return null;
}
