import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { listenOnPostgres } from './listen';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data dir as a tar, to start other in-memory databases from. */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Hears `NOTIFY channel` (committed transactions only), from this process or any other on the same
   * database. On PostgreSQL a connection of its own listens and comes back after a drop, calling
   * `onGap` since what was said meanwhile is lost. Answers the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** An in-memory PGlite starts from this dump of another one's data dir (the tests' seeded template). */
  loadDataDir?: Blob;
  /** PGlite's buffer pool (PostgreSQL's shared_buffers, e.g. '32MB'): PGLITE_SHARED_BUFFERS. */
  pgliteSharedBuffers?: string;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: Number(process.env.PG_POOL_SIZE ?? 10) });
    // An idle connection the server ends (restart, failover, a dropped test database) must not take
    // the process down: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => console.warn('PostgreSQL idle connection ended:', error.message));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
      listen: (channel, onPayload, onGap) => listenOnPostgres(options.databaseUrl!, channel, onPayload, onGap),
    };
  }
  // PGlite's buffer pool lives in the server's own memory (PostgreSQL's default is 128 MB).
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.pgliteSharedBuffers ?? '32MB'}`];
  // pg_trgm: the search's trigram indexes (migration 0025), as PostgreSQL's contrib has it.
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    startParams,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
  };
}
