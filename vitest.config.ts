import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { ProjectOrder } from './tests/projectOrder';

/** Unit test files that replace a module with vi.mock: found by reading them, so a new one is never missed. */
const unitDir = new URL('tests/unit/', import.meta.url);
const MOCKING_MODULES = readdirSync(unitDir)
  .filter((name) => /\.test\.tsx?$/.test(name) && readFileSync(new URL(name, unitDir), 'utf8').includes('vi.mock('))
  .map((name) => `tests/unit/${name}`);

/**
 * API test files by engine. PGlite is PostgreSQL itself, in one process over one connection, so the
 * SQL behaves alike on both and most files run on PGlite only. What one connection cannot show runs
 * on PostgreSQL too, when the run has one (TEST_DATABASE_URL, as in CI):
 * - races, where PostgreSQL's connections really interleave and PGlite runs one statement at a time:
 *   on PostgreSQL only, when there is one (on PGlite they show nothing more);
 * - transactions and locks under load, durability after a kill, migrations and the seed, several
 *   processes on one database: on both engines.
 */
const RACES_FILES = [
  'reliability.concurrency',
  'bids.concurrency',
  'wallet.concurrency',
  'idempotency',
  'auth.refreshGrace',
  'multiInstance',
  // Two API processes' sender loops claiming the same messages (SKIP LOCKED).
  'outbox.processes',
];
const BOTH_ENGINES_FILES = [
  // A refused write leaves every table as it was: the transactions' rollback on each engine.
  'reliability.badInput',
  // Every answer against its declared record, and every money field by viewer: what each driver
  // (node-postgres, PGlite) makes of numeric, bigint, timestamp and json columns.
  'contract.answers',
  'security.moneyVisibility',
  'reliability.crash',
  'reliability.load',
  'reliability.versions',
  'platform.workers',
  'history',
  'payments',
  'invoices',
  // Charge amounts answered through a float8 cast, and delivery times compared with a period's start.
  'billing.charges',
  'billing.run',
  'auth.accounts',
  'auth.tokens',
  'security.limits',
  'security.uploads',
  'seed.consistency',
  'seed.money',
  'seed.people',
  // Callers of different scopes through one kept (named, per connection) prepared statement.
  'keptStatements',
  // The change feed: PGlite's own listen, PostgreSQL's LISTEN on a connection of its own.
  'live.feed',
  // The outbox's claims, back-off and give-up against the database's clock, and its NOTIFY on commit.
  'outbox.sms',
];
const apiFiles = (names: string[]) => names.map((name) => `tests/api/*/${name}.test.ts`);
/** The lower scrypt N for test hashes; globalSetup seeds the template's users at it too. */
const TEST_PASSWORD_SCRYPT_N = '1024';
const postgresRun = Boolean(process.env.TEST_DATABASE_URL);

const api = {
  environment: 'node' as const,
  globalSetup: ['tests/api/globalSetup.ts'],
  // Each file builds its own app on its own database, so files may share loaded modules:
  // re-importing the server for each of them cost more than most files' tests.
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Hundreds of test logins at the production scrypt cost were ~45 ms of CPU each (server/auth/passwords.ts
  // honours this under vitest only; tests/api/auth/passwords.cost.test.ts proves production keeps its cost).
  env: { TEST_PASSWORD_SCRYPT_N: TEST_PASSWORD_SCRYPT_N },
};

/**
 * Tests of rules alone (no screen, no browser API) live in tests/unit/rules/ and run in node: jsdom's
 * set-up and the screens' setup file were most of their time (measured: 17 files, 16.2 → 9.2 s).
 */
const RULES_DIR = 'tests/unit/rules/';

const unit = {
  environment: 'jsdom' as const,
  include: ['tests/unit/**/*.test.{ts,tsx}'],
  exclude: [`${RULES_DIR}**`],
  setupFiles: ['tests/unit/setup.ts'],
  // jsdom with user-event typing is slow on a busy 2-core machine: a wait is not a failure.
  testTimeout: 20_000,
};

export default defineConfig({
  test: {
    // Vitest's default leaves one of this 2-core machine's cores idle (CPUs - 1 workers).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    sequence: { sequencer: ProjectOrder },
    projects: [
      {
        plugins: [react()],
        test: {
          ...unit,
          name: 'unit',
          exclude: [...unit.exclude, ...MOCKING_MODULES],
          setupFiles: [...unit.setupFiles, 'tests/unit/setupGrid.ts'],
          // Files share loaded modules (React, MUI, react-admin): importing them again for each file
          // cost more CPU than most files' tests.
          isolate: false,
        },
      },
      {
        test: { name: 'unit-rules', environment: 'node', include: [`${RULES_DIR}**/*.test.ts`], isolate: false },
      },
      {
        plugins: [react()],
        // vi.mock swaps a module for the whole file: these need modules loaded afresh.
        test: { ...unit, name: 'unit-isolated', include: MOCKING_MODULES },
      },
      {
        test: {
          ...api,
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // With a PostgreSQL for the run, the races run there (api-postgres), not again here.
          exclude: postgresRun ? apiFiles(RACES_FILES) : [],
        },
      },
      // The PostgreSQL pass (scripts/test.sh): DATABASE_URL=$TEST_DATABASE_URL vitest run --project api-postgres
      ...(process.env.DATABASE_URL
        ? [{ test: { ...api, name: 'api-postgres', include: apiFiles([...RACES_FILES, ...BOTH_ENGINES_FILES]) } }]
        : []),
    ],
  },
});
