import { followLiveFeed, type LiveFeedOptions, type LiveNews, type LiveStatus } from './liveFeed';

const LOCK = 'freight-live-feed';
const CHANNEL = 'freight-live-feed';

type Message = { type: 'news'; news: LiveNews } | { type: 'status'; status: LiveStatus } | { type: 'status?' };

/**
 * One stream per browser, whatever the number of tabs: the tab holding a Web Lock follows the feed
 * and tells the others over a BroadcastChannel (as the token refresh takes its lock,
 * src/providers/tokenRefresh.ts); when it closes, another tab takes the lock and the stream. A
 * browser without either follows the feed in each tab.
 */
export function followSharedLiveFeed(options: LiveFeedOptions): () => void {
  const { onNews, onStatus } = options;
  if (typeof navigator === 'undefined' || !navigator.locks || typeof BroadcastChannel === 'undefined')
    return followLiveFeed(options);

  const channel = new BroadcastChannel(CHANNEL);
  const released = new AbortController();
  let leading = false;
  let status: LiveStatus = 'connecting';
  const tell = (message: Message) => channel.postMessage(message);

  channel.onmessage = ({ data }: MessageEvent<Message>) => {
    if (data.type === 'news') onNews(data.news);
    else if (data.type === 'status') onStatus(data.status);
    else if (data.type === 'status?' && leading) tell({ type: 'status', status });
  };
  tell({ type: 'status?' });

  navigator.locks
    .request(LOCK, { signal: released.signal }, async () => {
      leading = true;
      const stop = followLiveFeed({
        ...options,
        onNews: (news) => {
          onNews(news);
          tell({ type: 'news', news });
        },
        onStatus: (next) => {
          status = next;
          onStatus(next);
          tell({ type: 'status', status: next });
        },
      });
      // Held until this tab stops following (it closes, or signs out).
      await new Promise<void>((resolve) => released.signal.addEventListener('abort', () => resolve(), { once: true }));
      stop();
    })
    .catch(() => undefined);

  return () => {
    released.abort();
    channel.close();
  };
}
