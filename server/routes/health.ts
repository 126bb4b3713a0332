import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ok } from '../http/envelope';
import { docs } from '../http/docs';
import { DataOf } from '../../src/domain/records/envelope';
import { HealthRecord } from '../../src/domain/records/config';

export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    { schema: docs({ tags: ['health'], summary: 'Liveness and database reachability', public: true, answer: DataOf(HealthRecord) }), config: { public: true } },
    async () => {
      await app.ctx.database.db.execute(sql`select 1`);
      return ok({ status: 'ok', database: app.ctx.database.kind });
    },
  );
}
