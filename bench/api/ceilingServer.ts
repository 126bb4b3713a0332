import { readFileSync } from 'node:fs';
import { buildApp } from '../../server/app';
import { environmentFromEnv } from '../../server/environment';
import type { Database, Db } from '../../server/db/client';
import { unauthorized } from '../../server/http/errors';
import { CEILING_PATH } from './scenarios';

/**
 * The ceiling of the API bench (a child process like the real server): the app as buildApp makes it —
 * every plugin, hook and route — with no database behind it, plus one route answering the shipment
 * list's page from memory. That route does what the guard does without the database (verify the JWT)
 * and serialises the same envelope, so the gap to the real route is the database's share.
 * Env: PORT, JWT_SECRET, BENCH_CEILING_PAGE (a file holding the real route's JSON answer).
 */
const noDatabase: Database = {
  db: new Proxy({} as Db, {
    get: () => {
      throw new Error('The ceiling server has no database');
    },
  }),
  kind: 'pglite',
  close: async () => {},
  listen: async () => async () => {},
};

async function main() {
  const environment = environmentFromEnv();
  if (!environment.jwtSecret) throw new Error('JWT_SECRET is required (buildApp would read it from the database)');
  const page: unknown = JSON.parse(readFileSync(String(process.env.BENCH_CEILING_PAGE), 'utf8'));
  const app = await buildApp({ environment, database: noDatabase });
  app.get(CEILING_PATH, { config: { public: true } }, async (request) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !(await app.ctx.tokens.verifyAccess(token))) throw unauthorized();
    return page;
  });
  await app.listen({ port: environment.port, host: '127.0.0.1' });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
