import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BLOCK_STATUS } from '#domain/userTypes';
import { liveEventsQuerySchema } from '#domain/schemas/live';
import { currentUser } from '../auth/guard';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { docs } from '../http/docs';
import { HttpError } from '../http/errors';
import { MESSAGES } from '#domain/messages';
import { EventStreamAnswer } from '#domain/records/live';
import type { Api } from '../http/validate';
import { mayHear } from './audience';
import { SESSIONS_RESOURCE } from './changes';
import { EventStream } from './eventStream';
import { ChangeFeed } from './feed';

/**
 * The change feed's browser side: GET /api/events, a Server-Sent Events stream of the changes the
 * signed-in user may read (resource, id, version, event, when, by whom; never a field's value, the
 * portal refetches through the routes). Off with LIVE_UPDATES=false: the route is not there.
 */
export default async function liveRoutes(app: Api) {
  if (!app.ctx.environment.liveUpdates) return;
  const { db } = app.ctx.database;
  const feed = new ChangeFeed(app.ctx.database, (payload) => app.log.warn({ payload }, 'unreadable change event'));
  const open = new Set<EventStream>();
  app.addHook('onClose', async () => {
    for (const stream of open) stream.end();
    await feed.close();
  });

  app.get(
    '/events',
    {
      config: { access: 'signedIn', tokenInQuery: true },
      schema: docs({
        tags: ['live'],
        summary:
          'Server-Sent Events (text/event-stream): `change` events naming the records the caller may read that others change ' +
          '({resource, id, version, event, at, by}); `reset` when changes may have been missed (refetch); `signedOut` when the ' +
          'session ends. Resumes after the Last-Event-ID header (or lastEventId) within a short window.',
        querystring: liveEventsQuerySchema,
        answer: EventStreamAnswer,
      }),
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!acceptsEventStream(request)) throw new HttpError(406, MESSAGES.eventStreamOnly);
      await feed.start();
      reply.hijack();
      const stream = new EventStream(reply.raw, reply.getHeaders());
      open.add(stream);
      const lastSeen = lastEventIdOf(request);
      const missed = lastSeen === undefined ? [] : feed.since(lastSeen);
      stream.ready(feed.lastEventId);
      if (missed === undefined) stream.reset(feed.lastEventId);
      for (const { change, message } of missed ?? []) if (mayHear(user, change)) stream.change(message);
      const unsubscribe = feed.subscribe((news) => {
        if (news === 'gap') return stream.reset(feed.lastEventId);
        const { change, message } = news;
        if (change.resource === SESSIONS_RESOURCE) {
          // Unsure (the database did not answer): end the stream; the browser reconnects through the guard.
          if (change.id === user.id) endIfSignedOut(db, user, stream).catch(() => stream.end());
        } else if (mayHear(user, change)) stream.change(message);
      });
      reply.raw.on('close', () => {
        unsubscribe();
        open.delete(stream);
      });
    },
  );
}

/** A browser's EventSource asks for text/event-stream; a plain call (no Accept) is answered at once rather than held open. */
const acceptsEventStream = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/event-stream');

const lastEventIdOf = (request: FastifyRequest) => {
  const header = request.headers['last-event-id'];
  const { lastEventId } = request.query as { lastEventId?: string };
  return (typeof header === 'string' && header) || lastEventId || undefined;
};

/** A session revoked, or its user blocked, ends the stream at once (the guard refuses its next call too). */
async function endIfSignedOut(db: Db, user: AuthUser, stream: EventStream) {
  const [row] = await db
    .select({ blockStatus: users.blockStatus })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, user.sessionId), isNull(sessions.revokedAt)));
  if (!row || row.blockStatus === BLOCK_STATUS.BLOCKED) stream.signedOut();
}
