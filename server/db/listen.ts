import pg from 'pg';

const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When the
 * connection drops (a restart, a failover) it comes back with growing pauses and says `onGap`: the
 * notifications sent meanwhile are lost, so whoever listens must treat everything as changed.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onGap?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    const dropped = () => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', dropped);
    next.on('end', dropped);
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    attempt = 0;
  };
  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(
      () => {
        retry = undefined;
        if (stopped) return;
        connect().then(() => onGap?.(), scheduleReconnect);
      },
      RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)],
    );
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
