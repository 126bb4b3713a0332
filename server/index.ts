import { mkdirSync } from 'node:fs';
import { configFromEnv, type ServerConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { buildApp } from './app';
import { FileOtpSender } from './auth/fileOtpSender';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed-data/demo';
import { isClusterPrimary, isClusterWorker, runWorkers } from './workers';

/**
 * Opens (migrates, seeds) the database and serves portal and API on one port; with WORKERS > 1 this
 * process migrates and seeds, then forks the workers that serve.
 */
export async function main() {
  const config = configFromEnv();
  const primary = isClusterPrimary(config.workers, config.databaseUrl);
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteSharedBuffers: config.pgliteSharedBuffers,
  });
  const { demoCreated } = isClusterWorker() ? { demoCreated: false } : await seedDatabase(database.db);
  if (primary) {
    await database.close();
    await runWorkers(config.workers, () => announce(config, demoCreated));
    return undefined;
  }
  // Dev and E2E only: codes also go to a file a browser test can read. Never set in production.
  const otpSender = process.env.OTP_OUTBOX_FILE ? new FileOtpSender(process.env.OTP_OUTBOX_FILE) : undefined;
  const app = await buildApp({ config, database, otpSender });
  app.addHook('onClose', () => database.close());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  if (!isClusterWorker()) announce(config, demoCreated);
  return app;
}

function announce(config: ServerConfig, demoCreated: boolean) {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `Freight portal ready: http://localhost:${config.port}   (API under /api, docs at /api/docs)`,
    ...(config.workers > 1 ? [`Served by ${config.workers} API workers (WORKERS)`] : []),
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
