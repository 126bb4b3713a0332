import { mkdirSync } from 'node:fs';
import { environmentFromEnv, type ServerEnvironment } from './environment';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { buildApp } from './app';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed-data/demo';
import { isClusterPrimary, isClusterWorker, runWorkers } from './workers';

/**
 * Opens (migrates, seeds) the database and serves portal and API on one port; with WORKERS > 1 this
 * process migrates and seeds, then forks the workers that serve.
 */
export async function main() {
  const environment = environmentFromEnv();
  const primary = isClusterPrimary(environment.workers, environment.databaseUrl);
  if (!environment.databaseUrl) mkdirSync(environment.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: environment.databaseUrl,
    dataDir: environment.dataDir,
    pgliteSharedBuffers: environment.pgliteSharedBuffers,
  });
  const { demoCreated } = isClusterWorker() ? { demoCreated: false } : await seedDatabase(database.db);
  if (primary) {
    await database.close();
    await runWorkers(environment.workers, () => announce(environment, demoCreated));
    return undefined;
  }
  const app = await buildApp({ environment, database });
  app.addHook('onClose', () => database.close());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: environment.port, host: environment.host });
  if (!isClusterWorker()) announce(environment, demoCreated);
  return app;
}

function announce(environment: ServerEnvironment, demoCreated: boolean) {
  const where = environment.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${environment.dataDir}`;
  const lines = [
    '',
    `Freight portal ready: http://localhost:${environment.port}   (API under /api, docs at /api/docs)`,
    ...(environment.workers > 1 ? [`Served by ${environment.workers} API workers (WORKERS)`] : []),
    `Database: ${where}${demoCreated ? ' — new, demo data seeded' : ''}`,
    `Demo logins (password ${DEMO_PASSWORD}):`,
    ...DEMO_USERS.map((u) => `  ${u.label.padEnd(22)} ${u.phoneNumber}  ${u.email.padEnd(22)} ${u.login} login`),
    '',
  ];
  console.log(lines.join('\n'));
}

const isEntry = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntry) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
