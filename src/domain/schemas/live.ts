import * as yup from 'yup';

/**
 * GET /events: the browser's EventSource cannot send headers, so it may name its access token and
 * the last event it had in the query (`Authorization` and `Last-Event-ID` otherwise).
 */
export const liveEventsQuerySchema = yup.object({
  access_token: yup.string().max(4_000),
  lastEventId: yup.string().max(100),
});
