import { eq, inArray } from 'drizzle-orm';
import type { ConfigEntry } from '#domain/clientConfig';
import type { Db } from './client';
import { configs } from './schema';

const columns = { name: configs.name, values: configs.values, enabled: configs.enabled };

/** One SPEC §3 config entry as stored, or null when there is none. */
export async function configEntry(db: Db, name: string): Promise<ConfigEntry | null> {
  const [entry] = await db.select(columns).from(configs).where(eq(configs.name, name));
  return entry ?? null;
}

/** Several entries at once, by name (a missing one is absent from the map). */
export async function configEntries(db: Db, names: readonly string[]): Promise<Map<string, ConfigEntry>> {
  const rows = await db
    .select(columns)
    .from(configs)
    .where(inArray(configs.name, [...names]));
  return new Map(rows.map((row) => [row.name, row]));
}
