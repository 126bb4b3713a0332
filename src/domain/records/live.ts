import { Type } from '@sinclair/typebox';

/** GET /events answers `text/event-stream` (server/live/eventStream.ts), never a JSON body: documented as its media type. */
export const EventStreamAnswer = Type.Unsafe<unknown>({
  description:
    'Server-Sent Events: `event: change` with data {resource, id, version, event, at, by}, `event: reset`, `event: signedOut`, keep-alive comments',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
});
