import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { followLiveFeed, type LiveNews, type LiveStatus } from '../../src/live/liveFeed';
import { refreshQueriesOf } from '../../src/live/refreshQueries';
import { liveStore } from '../../src/live/liveStore';

/** An answer streaming these Server-Sent Events, then held open (as the API's is) until the reader stops. */
const streamOf = (...events: string[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const event of events) controller.enqueue(new TextEncoder().encode(event));
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );
const READY = 'retry: 2000\nid: e-0\nevent: ready\ndata: {}\n\n';
const change = (n: number, id = 7) =>
  `id: e-${n}\nevent: change\ndata: ${JSON.stringify({ resource: 'shipments', id, version: n + 1, event: 'tagged', at: '2026-11-28T10:00:00Z', by: { id: 2, name: 'Ayesha Khan' } })}\n\n`;

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function follow(fetch: typeof globalThis.fetch, renewToken = vi.fn(async (_refused: string | null) => {})) {
  const news: LiveNews[] = [];
  const statuses: LiveStatus[] = [];
  let token = 'first-token';
  stops.push(
    followLiveFeed({
      url: '/api/events',
      token: () => token,
      renewToken: async (refused) => {
        await renewToken(refused);
        token = 'renewed-token';
      },
      onNews: (item) => news.push(item),
      onStatus: (status) => statuses.push(status),
      fetch,
      backoffMs: () => 5,
    }),
  );
  return { news, statuses, renewToken };
}
const headersOf = (fetch: ReturnType<typeof vi.fn>, call: number) =>
  (fetch.mock.calls[call]![1] as { headers: Record<string, string> }).headers;

describe('followLiveFeed', () => {
  it('says live once the stream is ready, and passes each change on', async () => {
    const fetch = vi.fn(async () => streamOf(READY, change(1)));
    const { news, statuses } = follow(fetch);
    await vi.waitFor(() => expect(news).toHaveLength(1));
    expect(statuses).toEqual(['connecting', 'live']);
    expect(news[0]).toEqual({
      kind: 'change',
      change: expect.objectContaining({ resource: 'shipments', id: 7, version: 2 }),
    });
    expect(headersOf(fetch, 0)).toMatchObject({ authorization: 'Bearer first-token', accept: 'text/event-stream' });
    // A stream that never ends is not part of the page's load (Lighthouse waited 45 s for it at high priority).
    expect((fetch.mock.calls[0] as unknown[])[1]).toMatchObject({ priority: 'low' });
  });

  it('comes back after a drop, naming the last event it had (Last-Event-ID)', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response(`${READY}${change(1)}${change(2)}`, { status: 200 }))
      .mockImplementation(async () => streamOf(READY));
    const { statuses } = follow(fetch);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(headersOf(fetch, 1)['last-event-id']).toBe('e-2');
    expect(statuses).toContain('reconnecting');
  });

  it('a refused token is renewed once and the stream opened again with the new one', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 401 }))
      .mockImplementation(async () => streamOf(READY));
    const { statuses, renewToken } = follow(fetch);
    await vi.waitFor(() => expect(statuses).toContain('live'));
    expect(renewToken).toHaveBeenCalledWith('first-token');
    expect(headersOf(fetch, 1).authorization).toBe('Bearer renewed-token');
  });

  it('an API without the feed (404, LIVE_UPDATES=false) is "off": no retries', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 404 }));
    const { statuses } = follow(fetch);
    await vi.waitFor(() => expect(statuses).toContain('off'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reset and signedOut are passed on as such', async () => {
    const { news } = follow(
      vi.fn(async () => streamOf(READY, 'event: reset\ndata: {}\n\n', 'event: signedOut\ndata: {}\n\n')),
    );
    await vi.waitFor(() => expect(news).toEqual([{ kind: 'reset' }, { kind: 'signedOut' }]));
  });
});

describe('refreshQueriesOf', () => {
  const KEYS = {
    page: ['shipments', 'getOne', { id: '7' }],
    otherPage: ['shipments', 'getOne', { id: '8' }],
    list: ['shipments', 'getList', { pagination: { page: 1, perPage: 5 } }],
    bidsTab: ['shipments', 'related', 'bids', '7'],
    dashboard: ['dashboard', 'listCount', 'open'],
    booking: ['bookings', 'getOne', { id: '7' }],
  };
  const cacheWith = () => {
    const client = new QueryClient();
    for (const key of Object.values(KEYS)) client.setQueryData(key, { ok: true });
    return client;
  };
  const stale = (client: QueryClient) =>
    Object.entries(KEYS)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  const shipment7 = { resource: 'shipments', id: 7, version: 3, event: 'tagged', at: '', by: null };

  it("a shipment's change refreshes its page, its tabs and the dashboard; never the list under the cursor", async () => {
    const client = cacheWith();
    await refreshQueriesOf(client, shipment7);
    expect(stale(client)).toEqual(['page', 'bidsTab', 'dashboard']);
  });

  it('a record open in an edit form is not refetched under the person typing', async () => {
    const client = cacheWith();
    const editing = vi.spyOn(liveStore, 'isEditing').mockReturnValue(true);
    await refreshQueriesOf(client, shipment7);
    editing.mockRestore();
    expect(stale(client)).toEqual(['bidsTab', 'dashboard']);
  });

  it("a booking's change refreshes the shipment pages' related tabs and its own page", async () => {
    const client = cacheWith();
    await refreshQueriesOf(client, { ...shipment7, resource: 'bookings' });
    expect(stale(client)).toEqual(['bidsTab', 'dashboard', 'booking']);
  });
});
