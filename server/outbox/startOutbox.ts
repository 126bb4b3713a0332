import type { FastifyInstance } from 'fastify';
import type { OtpSender } from '../auth/otpSender';
import type { Database } from '../db/client';
import type { ServerEnvironment } from '../environment';
import type { MailSender } from '../mail/mailSender';
import { OutboxSender } from './sender';
import { outboxTransports } from './transports';
import type { UnsubscribeTokens } from './unsubscribeTokens';

/** This process's sender loop, started with the app and stopped before its database closes. */
export async function startOutbox(
  app: FastifyInstance,
  database: Database,
  environment: ServerEnvironment,
  senders: { codes?: OtpSender; mail?: MailSender },
  unsubscribeTokens: UnsubscribeTokens,
) {
  const outbox = new OutboxSender(
    database,
    outboxTransports(environment, senders, (line) => app.log.info(line)),
    unsubscribeTokens,
    {
      maxAttempts: environment.outboxMaxAttempts,
      retryBaseMs: environment.outboxRetryBaseMs,
      pollMs: environment.outboxPollMs,
      publicUrl: environment.publicUrl,
      live: environment.liveUpdates,
    },
    (message, error) => app.log.warn({ err: error }, message),
  );
  await outbox.start();
  // Before the database closes: the round under way finishes and records its attempts.
  app.addHook('preClose', () => outbox.stop());
  return outbox;
}
