import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { compactDump } from './templateDump';

/**
 * The migrated, seeded database every API test file starts from, made once per run: migrating and
 * seeding took ~4 s a file, starting from a copy takes well under one. On PGlite the template is a
 * dump of the data dir in a temp file; on PostgreSQL a template database (CREATE DATABASE … TEMPLATE).
 */
export type DatabaseTemplate = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; name: string };

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

export async function createTemplate(url = process.env.DATABASE_URL): Promise<DatabaseTemplate> {
  if (!url) {
    const database = await openDatabase({});
    await seedDatabase(database.db);
    const dump = await compactDump(database);
    await database.close();
    const dumpFile = join(mkdtempSync(join(tmpdir(), 'freight-template-')), 'seeded.tar');
    writeFileSync(dumpFile, dump);
    return { kind: 'pglite', dumpFile };
  }
  const name = `freight_template_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`create database ${name}`));
  const database = await openDatabase({ databaseUrl: databaseUrl(url, name) });
  await seedDatabase(database.db);
  await database.close();
  return { kind: 'postgres', url, name };
}

export async function removeTemplate(template: DatabaseTemplate) {
  if (template.kind === 'pglite') rmSync(template.dumpFile, { force: true });
  else await withAdmin(template.url, (admin) => admin.query(`drop database if exists ${template.name} with (force)`));
}

/** A fresh copy of the template, dropped by `drop` (PostgreSQL) or with the process (PGlite). */
export async function databaseFromTemplate(
  template: DatabaseTemplate,
): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  if (template.kind === 'pglite') {
    const database = await openDatabase({ loadDataDir: new Blob([readFileSync(template.dumpFile)]) });
    return { database, drop: async () => {} };
  }
  const name = `freight_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(template.url, (admin) => admin.query(`create database ${name} template ${template.name}`));
  const url = databaseUrl(template.url, name);
  const database = await openDatabase({ databaseUrl: url });
  return {
    database,
    url,
    drop: () =>
      withAdmin(template.url, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}
