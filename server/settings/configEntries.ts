import { asc, eq } from 'drizzle-orm';
import type { InferType } from 'yup';
import type { configEntrySchema } from '#domain/schemas/config';
import type { Db } from '../db/client';
import { configs } from '../db/schema';
import { nameIn, type VersionedWrite } from '../http/versioned';

/*
 * The config entries as staff keep them (SPEC §7 config), with their version. The services that only
 * read an entry's values use server/db/configEntries.ts.
 */

const entryColumns = { name: configs.name, values: configs.values, enabled: configs.enabled, version: configs.version };

/** PUT /config: the entry the body names (upper-cased, as it is stored) is version-checked. */
export const configEntryWrite: VersionedWrite = {
  table: configs,
  resource: 'config',
  key: configs.name,
  keyOf: (request) => nameIn('name')(request)?.toUpperCase(),
};

export const listConfigEntries = (db: Db) => db.select(entryColumns).from(configs).orderBy(asc(configs.name));

export async function findConfigEntry(db: Db, name: string) {
  const [entry] = await db.select(entryColumns).from(configs).where(eq(configs.name, name));
  return entry;
}

/** Creates the entry or changes the one of that name. */
export async function saveConfigEntry(db: Db, input: InferType<typeof configEntrySchema>, updatedBy: number) {
  const set = { values: input.values, enabled: input.enabled, updatedBy, updatedAt: new Date() };
  const [entry] = await db
    .insert(configs)
    .values({ name: input.name, ...set })
    .onConflictDoUpdate({ target: configs.name, set })
    .returning(entryColumns);
  return entry;
}

/** Deletes the entry; undefined when there was none. */
export async function deleteConfigEntry(db: Db, name: string) {
  const [entry] = await db.delete(configs).where(eq(configs.name, name)).returning(entryColumns);
  return entry;
}
