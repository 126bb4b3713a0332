import { MESSAGES } from '#domain/messages';
import { OUTBOX_ANSWER_MAX } from '#domain/outbox';
import { DataOf, PageOf } from '#domain/records/envelope';
import { OutboxMessageRecord, OutboxRecord, UnsubscribedRecord } from '#domain/records/outbox';
import { outboxListQuerySchema, unsubscribeSchema } from '#domain/schemas/outbox';
import { docs } from '../http/docs';
import { ok, pagedAnswer } from '../http/envelope';
import { badRequest, found } from '../http/errors';
import { idParams } from '../http/params';
import type { Api } from '../http/validate';
import { write } from '../http/write';
import { findOutboxMessage, listOutbox, retryOutboxMessage } from './queries';
import { unsubscribe } from './unsubscribe';

const tags = ['outbox'];

/**
 * The outbox (server/outbox/): every code, invoice and notification e-mail the API sends, as staff
 * watch it (never a body: a code's would show the code), and a retry; and the unsubscribe link of
 * notification e-mails, which works signed out.
 */
export default async function outboxRoutes(app: Api) {
  const { db } = app.ctx.database;

  app.get(
    '/outbox',
    {
      config: { access: 'outbox' },
      schema: docs({
        tags,
        summary:
          'Staff: the messages sent and to send, newest first, paged (page zero-based); filters status, channel, kind, q (a part of the recipient, any case)',
        querystring: outboxListQuerySchema,
        answer: PageOf(OutboxRecord),
      }),
    },
    async (request) => pagedAnswer(request.query, await listOutbox(db, request.query)),
  );

  app.get(
    '/outbox/:id',
    {
      config: { access: 'outbox' },
      schema: docs({
        tags,
        summary: `Staff: one message with every attempt, oldest first (the provider's answer or the error, up to ${OUTBOX_ANSWER_MAX} characters, a code in it masked)`,
        params: idParams,
        answer: DataOf(OutboxMessageRecord),
      }),
    },
    async (request) => ok(found(await findOutboxMessage(db, request.params.id))),
  );

  app.post(
    '/outbox/:id/retry',
    {
      config: { access: 'outbox' },
      schema: docs({
        tags,
        summary:
          'Staff: a pending or failed message is due now (a failed one with its attempts counted afresh); a delivered one, or a failed code (not kept, and expired), is 409',
        params: idParams,
        answer: DataOf(OutboxMessageRecord),
      }),
    },
    (request) => {
      const { id } = request.params;
      return write(request, { changes: () => [{ resource: 'outbox', id, event: 'updated' }] }, async (tx) => {
        await retryOutboxMessage(tx, id);
        return ok(found(await findOutboxMessage(tx, id)));
      });
    },
  );

  app.post(
    '/unsubscribe',
    {
      // No guess can succeed (the token is signed), so no budget of guesses: a bad one costs one HMAC.
      config: { public: true },
      schema: docs({
        tags,
        summary:
          "Signed out: a notification e-mail's unsubscribe link takes its address off its company's notification e-mails; a link not signed by this server is 400",
        body: unsubscribeSchema,
        public: true,
        answer: DataOf(UnsubscribedRecord),
      }),
    },
    async (request) => {
      const claim = app.ctx.unsubscribeTokens.verify(request.body.token);
      if (!claim) throw badRequest(MESSAGES.unsubscribeLinkInvalid);
      return ok(await unsubscribe(db, claim));
    },
  );
}
