import type { HttpClient } from './httpClient';
import type { OutboxMessageRecord } from '#domain/records/outbox';

type Id = number | string;

/** The outbox beyond its list and one message (the `outbox` resource): make a message due again now. */
export const outboxCalls = (http: HttpClient) => ({
  retryOutboxMessage: (id: Id) => http.request<OutboxMessageRecord>(`/outbox/${id}/retry`, { method: 'POST' }),
});
export type OutboxCalls = ReturnType<typeof outboxCalls>;
