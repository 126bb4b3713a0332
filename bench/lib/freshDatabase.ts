import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own on the given PostgreSQL server (its URL with the new name), so that a bench
 * starts from the server's own migrations and demo seed whatever ran there before; drop() removes it.
 */
export async function freshPostgresDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
