import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useGetIdentity, useLogout } from 'react-admin';
import { API_URL } from '../providers/apiConnection';
import { httpClient } from '../providers/httpClient';
import { storage } from '../providers/storage';
import { followSharedLiveFeed } from './sharedLiveFeed';
import { liveStore } from './liveStore';
import { refreshQueriesOf } from './refreshQueries';
import type { LiveNews } from './liveFeed';

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
    const onNews = (news: LiveNews) => {
      if (news.kind === 'signedOut') return void logout();
      if (news.kind === 'reset') {
        liveStore.reset();
        return void queryClient.invalidateQueries();
      }
      const { change } = news;
      if (String(change.by?.id) !== String(me)) liveStore.changedByOthers(change);
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
