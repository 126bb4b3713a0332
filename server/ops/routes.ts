import type { Api } from '../http/validate';
import { ok } from '../http/envelope';
import { docs } from '../http/docs';
import { DataOf } from '#domain/records/envelope';
import { HealthRecord } from '#domain/records/config';
import { pingDatabase } from './health';

export default async function healthRoutes(app: Api) {
  app.get(
    '/health',
    {
      schema: docs({
        tags: ['health'],
        summary: 'Liveness and database reachability',
        public: true,
        answer: DataOf(HealthRecord),
      }),
      config: { public: true },
    },
    async () => {
      await pingDatabase(app.ctx.database.db);
      return ok({ status: 'ok', database: app.ctx.database.kind });
    },
  );
}
